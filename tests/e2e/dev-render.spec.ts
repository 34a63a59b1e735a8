// `pnpm dev` renders like production: started as a developer starts it (its own process
// group, every package's watch build and the dev server on port 3000), it serves for
// every route of the sitemap, in both languages, the same HTML as the production server
// (the tests' web server, serving the release of the workspace's builds), asset URLs and
// the dev client's script tag aside; and stopping its process group stops all of it.
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { pathIn } from 'shared-content';
import { remoteNames, workspace } from './servers';

const dev = 'http://localhost:3000';
let child: ChildProcess;
let output = '';

/** Whether any process of the group `pid` leads is still there. */
const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The page as both servers must agree on it: content-hashed names and versions, the dev
 * client's tag and the time of the render left out.
 */
const comparable = (html: string) =>
  html
    .replace(/<script defer src="\/__dev\/client\.js\?site=[0-9a-f]+"><\/script>/, '')
    .replace(/\/remotes\/([a-z-]+)\/[0-9a-f]{12}\//g, '/remotes/$1/~/')
    .replace(/\.[0-9a-f]{8,}\.(js|css)\b/g, '.~.$1')
    .replace(/"renderedAt":\d+/, '"renderedAt":0');

/** Every page of the production sitemap, and its Spanish twin. */
async function sitemapPaths(baseURL: string) {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  return [...new Set(paths.flatMap((path) => [path, pathIn(path, 'es')]))].sort();
}

/** Resolves once the dev server serves every section of the workspace, ready. */
async function devSiteReady(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const remotes = await fetch(`${dev}/remotes.json`)
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}));
    const ready = await fetch(`${dev}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready && remoteNames.every((name) => name in remotes)) return;
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`pnpm dev did not serve the site in time:\n${output.slice(-3000)}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  child = spawn('pnpm', ['dev'], { cwd: workspace, detached: true, stdio: 'pipe' });
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await devSiteReady(170_000);
});

test.afterAll(() => {
  if (child.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
});

test('serves every sitemap page, in both languages, with the HTML production serves', async ({
  baseURL,
}) => {
  const paths = await sitemapPaths(String(baseURL));
  expect(paths.length).toBeGreaterThan(40);
  const differing: string[] = [];
  for (const path of paths) {
    const [production, development] = await Promise.all(
      [String(baseURL), dev].map(async (origin) => {
        const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
        return `${response.status}\n${comparable(await response.text())}`;
      }),
    );
    if (development !== production) differing.push(path);
  }
  expect(differing).toEqual([]);
  // The dev client is on the page, as a same-origin script (no inline script).
  const page = await (await fetch(`${dev}/testimonials`)).text();
  expect(page).toMatch(/<script defer src="\/__dev\/client\.js\?site=[0-9a-f]+"><\/script>/);
});

test('stops, all of it, when its process group is sent SIGTERM', async () => {
  const pid = child.pid as number;
  process.kill(-pid, 'SIGTERM');
  await expect.poll(() => groupAlive(pid), { timeout: 10_000 }).toBe(false);
  await expect(fetch(`${dev}/readyz`)).rejects.toThrow();
});
