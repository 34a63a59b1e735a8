// Killed under load, nothing lost: two Node servers behind nginx (`pnpm hosting:nginx
// --mode proxy`) and Varnish (`pnpm hosting:varnish` with the copy's static host) at once,
// a steady load of pages and the files they load through each, and the servers killed
// with SIGKILL (no graceful stop): both with cold caches, then one of the two, then both
// with warm caches, each started again. Not one visitor request may fail (no 4xx or 5xx,
// no cut connection); the seconds until Node's own pages are back are printed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  copyMade,
  filesOfPages,
  killHard,
  secondsUntilLive,
  startCopyHost,
  startLoad,
} from './caches-support';
import { type NginxProcess, startNginx, startVarnish } from './hosting';
import { releaseRoot, type SiteProcess, startSite } from './servers';

const ports = { nodes: [8484, 8485], copy: 8486, nginx: 8487, varnish: 8488 };
const pages = ['/', '/about', '/locations/parlin', '/es/locations', '/best-prices', '/es/medpack'];
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

test.describe('every Node server killed under load through nginx and Varnish', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const folder = mkdtempSync(join(tmpdir(), 'pharmacy-kill-'));
  const fallbackDir = join(folder, 'fallback');
  const layout = {
    FALLBACK_SITE: fallbackDir,
    NOTICES_FILE: join(folder, 'notices.json'),
    PAGE_CACHE_SECONDS: '2',
    SSR_WORKERS: '1',
    METRICS_PORT: 'off',
  };
  const nodes: SiteProcess[] = [];
  let copyHost: NginxProcess;
  let nginx: NginxProcess;
  let varnish: NginxProcess;
  const upstreams = ports.nodes.map((port) => `127.0.0.1:${port}`);
  const start = (index: number) =>
    startSite(ports.nodes[index], layout).then((node) => {
      nodes[index] = node;
    });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // One server makes the copy; the second, started on the same site, finds it made.
    await start(0);
    await copyMade(fallbackDir);
    await start(1);
    copyHost = await startCopyHost(ports.copy, fallbackDir);
    const env = { RELEASE_ROOT: releaseRoot, FALLBACK_SITE: fallbackDir };
    [nginx, varnish] = await Promise.all([
      startNginx({ mode: 'proxy', port: ports.nginx, upstreams, env }),
      startVarnish({
        port: ports.varnish,
        backends: upstreams,
        copy: `127.0.0.1:${ports.copy}`,
        env,
      }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([nginx?.stop(), varnish?.stop(), copyHost?.stop()]);
    await Promise.all(nodes.map((node) => node?.stop()));
    rmSync(folder, { recursive: true, force: true });
  });

  test('no visitor request fails, cold and warm, one server or both', async () => {
    const paths = [...pages, ...(await filesOfPages(nodes[0].url, pages))];
    const fronts = { nginx, varnish };
    const liveAgain: Record<string, string[]> = { nginx: [], varnish: [] };
    /** Starts both servers; how long until each cache shows Node's own pages again. */
    const restartBoth = async () => {
      const since = Date.now();
      await Promise.all([start(0), start(1)]);
      const ready = (Date.now() - since) / 1000;
      await Promise.all(
        Object.entries(fronts).map(async ([name, front]) => {
          const live = await secondsUntilLive(front.url, '/about', since);
          liveAgain[name].push(`${live.toFixed(1)} s (ready after ${ready.toFixed(1)} s)`);
        }),
      );
    };

    // Cold: neither cache has been asked for anything when every server dies.
    await Promise.all(nodes.map(killHard));
    const loads = Object.entries(fronts).map(([name, front]) => ({
      name,
      load: startLoad(front.url, paths),
    }));
    await pause(3_000);
    await restartBoth();

    // Warm: one of the two dies, then both.
    await pause(1_000);
    await killHard(nodes[0]);
    await pause(2_000);
    await start(0);
    await pause(1_000);
    await Promise.all(nodes.map(killHard));
    await pause(3_000);
    await restartBoth();
    await pause(1_000);

    const results = await Promise.all(
      loads.map(async ({ name, load }) => ({ name, ...(await load.stop()) })),
    );
    for (const { name, total, failed } of results) {
      console.log(
        `${name}: ${Object.keys(failed).length} paths failed, of ${total} requests; live pages again ${liveAgain[name].join(', ')} after the restarts (cold, warm)`,
      );
      expect(total, name).toBeGreaterThan(100);
      expect(failed, name).toEqual({});
    }
  });
});
