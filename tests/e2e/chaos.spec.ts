// No section's code can take the site down: a remote whose server code rejects, throws in
// a timer, loops forever or allocates without bound breaks only its own pages (503 with
// the failure panel, within about 2 s), while every other page answers 200, /healthz stays
// up, and the server is the same process at the end.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getOnce, remoteNames, type SiteProcess, startSite, workspace } from './servers';

const port = 8099;
const panelHeading = 'This page is not available right now';
const broken = 'mf-locations';

/** A deploy folder with every remote as built, and mf-locations' server entry starting with `code`. */
function deployWith(code: string) {
  const root = mkdtempSync(join(tmpdir(), 'pharmacy-chaos-'));
  for (const name of remoteNames) {
    if (name === broken)
      cpSync(join(workspace, name, 'dist'), join(root, name), { recursive: true });
    else symlinkSync(join(workspace, name, 'dist'), join(root, name));
  }
  const serverDir = join(root, broken, 'server');
  const manifest = JSON.parse(readFileSync(join(serverDir, 'mf-manifest.json'), 'utf8'));
  const entry = join(serverDir, manifest.metaData.remoteEntry.name);
  writeFileSync(entry, `${code}\n${readFileSync(entry, 'utf8')}`);
  return root;
}

const faults = [
  [
    'rejects a promise nobody handles when it loads',
    'Promise.reject(new Error("chaos: stray rejection"));',
  ],
  ['throws in a timer', 'setTimeout(() => { throw new Error("chaos: timer"); }, 0);'],
  ['loops forever', 'while (true) {}'],
  ['allocates without bound', 'const hoard = []; while (true) hoard.push(new Array(1e6).fill(7));'],
] as const;

/** Other sections' pages (uncached at first) and the health check, during the fault. */
const healthyPaths = ['/support/faq', '/best-prices', '/testimonials', '/about', '/'];

test.describe('a remote whose server code misbehaves', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let site: SiteProcess | undefined;
  let root: string | undefined;

  test.afterEach(async () => {
    await site?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
    site = undefined;
    root = undefined;
  });

  for (const [what, code] of faults) {
    test(`${what}: only its pages fail, fast, and the server stays up`, async () => {
      root = deployWith(code);
      site = await startSite(port, { REMOTES_ROOT: root, SSR_WORKERS: '2' });
      const server = site;
      const pid = server.pid;

      // The broken section's page, several times over (each fault more than once).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = Date.now();
        const page = await getOnce(`${server.url}/locations/parlin`);
        expect(page.status, `attempt ${attempt}`).toBe(503);
        expect(page.headers['retry-after']).toMatch(/^\d+$/);
        expect(page.text).toContain(panelHeading);
        expect(page.text).toContain('<footer');
        expect(Date.now() - started, `attempt ${attempt}`).toBeLessThan(2_500);

        // Meanwhile every other section answers, and so does the health check.
        const others = await Promise.all(
          healthyPaths.map((path) => getOnce(`${server.url}${path}`)),
        );
        others.forEach((other, index) => {
          expect(other.status, healthyPaths[index]).toBe(200);
          expect(other.text, healthyPaths[index]).not.toContain(panelHeading);
        });
        expect((await getOnce(`${server.url}/healthz`)).status).toBe(200);
      }
      expect(server.running()).toBe(true);
      expect(server.pid).toBe(pid);
    });
  }
});
