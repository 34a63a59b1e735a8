// The site behind Debian's nginx, configured by `pnpm hosting:nginx`: static mode (the
// prerender, no Node) and proxy mode (assets from the builds, HTML from Node). Each mode
// must answer like the Node server does.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageRoutes } from '../site/pages';
import {
  buildMedpackWithNote,
  cachingRule,
  type NginxProcess,
  publishAlert,
  sameAnswerPaths,
  securityHeaderNames,
  siteTables,
  startNginx,
} from './hosting';
import { getOnce, releaseRoot, type SiteProcess, startSite, workspace } from './servers';

const ports = {
  static: 8161,
  proxy: 8162,
  node: 8163,
  releases: 8165,
  replicas: [8164, 8166],
  // 8169 is the container check's (scripts/container/check.sh).
  outage: 8167,
  outageReplicas: [8168, 8170],
};
/**
 * How long nginx holds a page before asking Node again (PAGE_CACHE_SECONDS; 60 s by
 * default): short here, so a redeploy shows within seconds.
 */
const pageCache = { PAGE_CACHE_SECONDS: '2' };
const pageCacheMs = 2_000;
const note = 'MedPack section, hosting release';
const shellDist = join(workspace, 'shell/dist');

test.describe('nginx in front of the site', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let node: SiteProcess;
  const nginx: Partial<Record<'static' | 'proxy', NginxProcess>> = {};
  let deployRoot: string;
  let out: string;
  /** mf-medpack rebuilt with a visible note, built once by the first test that needs it. */
  let changed: string | undefined;
  const changedMedpack = () => {
    changed ??= buildMedpackWithNote(note, '.hosting-test');
    return changed;
  };
  const env = () => ({ REMOTES_ROOT: deployRoot, SHELL_DIST: shellDist });

  test.beforeAll(async () => {
    // Remotes are deployed by release symlink, as the README recommends.
    deployRoot = mkdtempSync(join(tmpdir(), 'pharmacy-hosting-remotes-'));
    for (const name of siteTables.remoteNames) {
      symlinkSync(join(workspace, name, 'dist'), join(deployRoot, name));
    }
    out = mkdtempSync(join(tmpdir(), 'pharmacy-hosting-static-'));
    execFileSync(process.execPath, ['server/dist/cli.js', 'prerender', '--out', out], {
      cwd: workspace,
      env: { ...process.env, ...env() },
      stdio: 'pipe',
    });
    node = await startSite(ports.node, { ...env(), ...pageCache });
    nginx.static = await startNginx({ mode: 'static', port: ports.static, root: out });
    nginx.proxy = await startNginx({
      mode: 'proxy',
      port: ports.proxy,
      upstreams: [`127.0.0.1:${ports.node}`],
      env: env(),
    });
  });

  test.afterAll(async () => {
    await Promise.all([nginx.static?.stop(), nginx.proxy?.stop(), node?.stop()]);
    rmSync(join(workspace, 'mf-medpack/.hosting-test'), { recursive: true, force: true });
    for (const folder of [deployRoot, out]) rmSync(folder, { recursive: true, force: true });
  });

  for (const mode of ['static', 'proxy'] as const) {
    test(`${mode}: every page route is complete HTML`, async ({ request }) => {
      for (const { path } of pageRoutes) {
        const response = await request.get(`${nginx[mode]?.url}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html, path).toMatch(/<title>[^<]+<\/title>/);
        expect(html, path).not.toContain('This page is not available right now');
      }
    });

    test(`${mode}: redirects, cache rules, security headers and 404s are the Node server's`, async () => {
      for (const path of sameAnswerPaths) {
        const [viaNginx, viaNode] = await Promise.all([
          getOnce(`${nginx[mode]?.url}${path}`),
          getOnce(`${node.url}${path}`),
        ]);
        expect(viaNginx.status, path).toBe(viaNode.status);
        expect(viaNginx.headers.location, path).toBe(viaNode.headers.location);
        if (mode === 'static' && String(viaNode.headers['cache-control']).includes('s-maxage')) {
          // A prerendered page cannot know when its text changes: revalidated every time.
          expect(viaNginx.headers['cache-control'], path).toBe('no-cache');
        } else {
          expect(cachingRule(viaNginx.headers['cache-control']), path).toBe(
            cachingRule(viaNode.headers['cache-control']),
          );
        }
        for (const name of securityHeaderNames) {
          // Node puts a page's stylesheets inline and allows them by hash; a prerendered
          // page links them, under the site's one policy.
          const policyOf = (headers: typeof viaNode.headers) =>
            mode === 'static' && name === 'content-security-policy'
              ? String(headers[name]).replace(/ 'sha256-[^']+'/g, '')
              : headers[name];
          expect(policyOf(viaNginx.headers), `${path} ${name}`).toBe(policyOf(viaNode.headers));
        }
        // A missing script or manifest is never answered with a page.
        if (viaNginx.status === 404) {
          expect(viaNginx.headers['content-type'], path).toMatch(/^text\/plain/);
        }
      }
      // The build's brotli copy of a script where the browser takes br, gzip where not.
      for (const script of [sameAnswerPaths[2], sameAnswerPaths[5]]) {
        for (const [accepted, sent] of [
          ['gzip, deflate, br, zstd', 'br'],
          ['gzip, deflate', 'gzip'],
        ]) {
          const compressed = await fetch(`${nginx[mode]?.url}${script}`, {
            headers: { 'Accept-Encoding': accepted },
          });
          expect(compressed.headers.get('cache-control'), script).toMatch(/immutable|no-cache/);
          expect(compressed.headers.get('content-encoding'), `${script} ${accepted}`).toBe(sent);
          expect(compressed.headers.get('content-type'), script).toMatch(/javascript/);
        }
      }
    });

    test(`${mode}: a remote down in the browser keeps the page as served, Retry brings its script`, async ({
      page,
    }) => {
      await page.route('**/remotes/mf-medpack/**', (route) => route.abort());
      await page.goto(`${nginx[mode]?.url}/best-prices`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/prices/i);
      // The price search wakes at first touch.
      await page.getByLabel('Medication name').hover();
      // The page's own automatic retries fail too; then the visitor's Retry succeeds.
      const note = page.getByRole('status').filter({ hasText: 'needs its script' });
      const retry = note.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeEnabled({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/prices/i);
      await page.unroute('**/remotes/mf-medpack/**');
      await retry.click();
      await expect(note).toHaveCount(0);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    });
  }

  test('a redeployed remote: proxied HTML within the page cache window, the static site after prerender --only', async ({
    page,
  }) => {
    const proxied = () => getOnce(`${nginx.proxy?.url}/best-prices`);
    const published = () => getOnce(`${nginx.static?.url}/best-prices`);
    expect((await proxied()).text).not.toContain(note);

    const next = join(deployRoot, 'mf-medpack.next');
    symlinkSync(changedMedpack(), next);
    renameSync(next, join(deployRoot, 'mf-medpack'));

    // Node renders with the new build at once; nginx's copy of the page lasts its window.
    expect((await getOnce(`${node.url}/best-prices`)).text).toContain(note);
    await expect
      .poll(async () => (await proxied()).text.includes(note), {
        timeout: pageCacheMs + 5_000,
        intervals: [250],
      })
      .toBe(true);
    expect((await published()).text).not.toContain(note);
    execFileSync(
      process.execPath,
      ['server/dist/cli.js', 'prerender', '--out', out, '--only', 'mf-medpack'],
      { cwd: workspace, env: { ...process.env, ...env() }, stdio: 'pipe' },
    );
    expect((await published()).text).toContain(note);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${nginx.static?.url}/best-prices`);
    await expect(page.getByRole('note')).toHaveText(note);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/prices/i);
    expect(errors).toEqual([]);
  });

  test.describe('versioned releases behind nginx, two Node replicas', () => {
    let root: string;
    const replicas: SiteProcess[] = [];
    let front: NginxProcess;
    const release = (...args: string[]) =>
      execFileSync(process.execPath, ['server/dist/cli.js', 'release', '--root', root, ...args], {
        cwd: workspace,
        encoding: 'utf8',
      });

    test.beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'pharmacy-releases-'));
      // The shell first: a remote is released against the live shell.
      release('shell');
      for (const name of siteTables.remoteNames) release(name);
      const layout = { SHELL_DIST: join(root, 'shell'), REMOTES_ROOT: join(root, 'remotes') };
      for (const port of ports.replicas) {
        replicas.push(await startSite(port, { ...layout, ...pageCache }));
      }
      front = await startNginx({
        mode: 'proxy',
        port: ports.releases,
        upstreams: ports.replicas.map((port) => `127.0.0.1:${port}`),
        env: layout,
      });
    });

    test.afterAll(async () => {
      await Promise.all([front?.stop(), ...replicas.map((replica) => replica.stop())]);
      rmSync(root, { recursive: true, force: true });
    });

    test('release and rollback are one command each, live within the page cache window, no request fails', async ({
      page,
    }) => {
      const rawHtml = async () => (await getOnce(`${front.url}/best-prices`)).text;
      /** nginx's copy of the page follows within its cache window. */
      const expectRawHtml = (withNote: boolean) =>
        expect
          .poll(async () => (await rawHtml()).includes(note), {
            timeout: pageCacheMs + 5_000,
            intervals: [250],
          })
          .toBe(withNote);
      expect(await rawHtml()).not.toContain(note);

      const released = await underLightLoad(front.url, () =>
        release('mf-medpack', '--from', changedMedpack()),
      );
      expect(released.failures).toEqual([]);
      await expectRawHtml(true);
      await page.goto(`${front.url}/best-prices`);
      await expect(page.getByRole('note')).toHaveText(note);

      const rolledBack = await underLightLoad(front.url, () =>
        execFileSync(
          process.execPath,
          ['server/dist/cli.js', 'rollback', '--root', root, 'mf-medpack'],
          { cwd: workspace, encoding: 'utf8' },
        ),
      );
      expect(rolledBack.result).toMatch(/rolled back/);
      expect(rolledBack.failures).toEqual([]);
      await expectRawHtml(false);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/prices/i);
      await expect(page.getByText(note)).toHaveCount(0);
    });

    test('both replicas serve; with one stopped, the other answers every request', async () => {
      const upstreams = new Set<string>();
      for (let i = 0; i < 6; i++) {
        // A new address each time: not in nginx's page cache, so a replica answers.
        const answer = await getOnce(`${front.url}/about?replica-check=${i}`);
        expect(answer.status).toBe(200);
        upstreams.add(String(answer.headers['x-upstream']));
      }
      expect([...upstreams].sort()).toEqual(ports.replicas.map((port) => `127.0.0.1:${port}`));

      const stopped = await underLightLoad(front.url, () => replicas[0].stop());
      expect(stopped.failures).toEqual([]);
      const health = await getOnce(`${front.url}/healthz`);
      expect(health.status).toBe(200);
      expect(health.headers['x-upstream']).toBe(`127.0.0.1:${ports.replicas[1]}`);
    });
  });
});

test.describe('nginx carries the site while every Node server is down', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const folder = mkdtempSync(join(tmpdir(), 'pharmacy-outage-'));
  const noticesFile = join(folder, 'notices.json');
  const alertText = 'Our phone lines are down this afternoon.';
  const layout = { NOTICES_FILE: noticesFile, ...pageCache };
  let replicas: SiteProcess[] = [];
  let front: NginxProcess;
  const startReplicas = async () => {
    replicas = [];
    for (const port of ports.outageReplicas) replicas.push(await startSite(port, layout));
  };

  test.beforeAll(async () => {
    await startReplicas();
    // nginx serves the files of the release the replicas serve (the tests' release folder).
    front = await startNginx({
      mode: 'proxy',
      port: ports.outage,
      upstreams: ports.outageReplicas.map((port) => `127.0.0.1:${port}`),
      env: { RELEASE_ROOT: releaseRoot },
    });
  });

  test.afterAll(async () => {
    await Promise.all([front?.stop(), ...replicas.map((replica) => replica.stop())]);
    rmSync(folder, { recursive: true, force: true });
  });

  test('every page answers with its content and the notice, then fresh pages after a restart', async () => {
    // The owner publishes an alert (write, then rename); every page shows it within the window.
    publishAlert(noticesFile, { en: alertText });
    for (const { path } of pageRoutes) {
      await expect
        .poll(async () => (await getOnce(`${front.url}${path}`)).text.includes(alertText), {
          message: path,
          timeout: pageCacheMs + 5_000,
          intervals: [250],
        })
        .toBe(true);
    }

    await Promise.all(replicas.map((replica) => replica.stop()));
    // Past every page's window: nginx can no longer use its copies as fresh.
    await new Promise((done) => setTimeout(done, pageCacheMs + 1_000));
    for (const { path } of pageRoutes) {
      const answer = await getOnce(`${front.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['x-cache'], path).toBe('STALE');
      expect(answer.text, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(answer.text, path).toContain(alertText);
      expect(answer.text, path).not.toContain('This page is not available right now');
    }

    const restartedAt = Date.now();
    await startReplicas();
    const renderedAt = async (path: string) =>
      Number((await getOnce(`${front.url}${path}`)).text.match(/"renderedAt":(\d+)/)?.[1] ?? 0);
    for (const path of ['/', '/about', '/locations/parlin']) {
      await expect
        .poll(() => renderedAt(path), { message: path, timeout: 15_000 })
        .toBeGreaterThanOrEqual(restartedAt);
    }
  });
});

/**
 * Runs `change` while two clients load /best-prices and every file of the live remote it
 * names, as a visitor's browser would; returns the requests that failed. The change
 * starts after 10 requests and the load ends 30 requests after it, so it overlaps both.
 */
async function underLightLoad<T>(base: string, change: () => T | Promise<T>) {
  const failures: string[] = [];
  let requests = 0;
  let stopAt = Number.POSITIVE_INFINITY;
  const check = async (path: string) => {
    requests += 1;
    try {
      const answer = await getOnce(`${base}${path}`);
      if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
      return answer.text;
    } catch (error) {
      failures.push(`${path}: ${error instanceof Error ? error.message : error}`);
      return '';
    }
  };
  const visitor = async () => {
    while (requests < stopAt) {
      const html = await check('/best-prices');
      const files = new Set(html.match(/\/remotes\/mf-medpack\/[^"'\s]+\.js(?=["'\s])/g) ?? []);
      const remotes = JSON.parse((await check('/remotes.json')) || '{}');
      const manifest = remotes['mf-medpack']?.manifest;
      if (manifest) files.add(manifest);
      for (const file of files) await check(file);
    }
  };
  const visitors = [visitor(), visitor()];
  while (requests < 10) await new Promise((done) => setTimeout(done, 10));
  const result = await change();
  stopAt = requests + 30;
  await Promise.all(visitors);
  return { result, failures, requests };
}
