// Caches in front of the Node servers carry the site while every Node server is down:
// nginx (`pnpm hosting:nginx --fallback`) answers from the prerendered copy the server
// keeps current (FALLBACK_SITE) even with a cold cache; Varnish (`pnpm hosting:varnish`)
// serves the pages it holds past their s-maxage, within their stale-if-error.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageRoutes } from '../site/pages';
import { copyMade, filesOfPages, sitemapPaths, startCopyHost } from './caches-support';
import {
  type NginxProcess,
  publishAlert,
  securityHeaderNames,
  startNginx,
  startVarnish,
} from './hosting';
import { getOnce, releaseRoot, type SiteProcess, startSite } from './servers';

const ports = {
  nginx: { node: 8444, front: 8445 },
  varnish: { node: 8446, front: 8447 },
  failover: { node: 8480, copy: 8481, warm: 8482, cold: 8483 },
};
const alert = {
  en: 'Our phone lines are down this afternoon.',
  es: 'Nuestras líneas telefónicas no funcionan esta tarde.',
};

test.describe('nginx answers from the prerendered copy where Node is down and its cache is cold', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const folder = mkdtempSync(join(tmpdir(), 'pharmacy-fallback-'));
  const noticesFile = join(folder, 'notices.json');
  const fallbackDir = join(folder, 'fallback');
  let node: SiteProcess;
  let front: NginxProcess;

  test.beforeAll(async () => {
    node = await startSite(ports.nginx.node, {
      NOTICES_FILE: noticesFile,
      FALLBACK_SITE: fallbackDir,
    });
    front = await startNginx({
      mode: 'proxy',
      port: ports.nginx.front,
      upstreams: [`127.0.0.1:${ports.nginx.node}`],
      env: { RELEASE_ROOT: releaseRoot, FALLBACK_SITE: fallbackDir },
    });
  });

  test.afterAll(async () => {
    await Promise.all([front?.stop(), node?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  test('every sitemap route answers 200 with its heading, the alert published before the stop and the page headers', async () => {
    publishAlert(noticesFile, alert);
    // The server remakes its copy in the background after the publish.
    const copied = join(fallbackDir, 'current', 'about', 'index.html');
    await expect
      .poll(
        () => {
          try {
            return readFileSync(copied, 'utf8').includes(alert.en);
          } catch {
            return false;
          }
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(true);
    const paths = await sitemapPaths(node.url);
    const files = await filesOfPages(node.url, paths);
    const fromNode = await getOnce(`${node.url}/about`);
    await node.stop();

    // nginx has never been asked for a page: nothing in its cache.
    for (const path of paths) {
      const answer = await getOnce(`${front.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['x-served-from'], path).toBe('prerendered');
      expect(answer.text, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(answer.text, path).toContain(path.startsWith('/es') ? alert.es : alert.en);
      expect(answer.text, path).not.toContain('This page is not available right now');
    }
    // The same headers as the page it stands for: Node's security headers (its policy but
    // for the hashes of the styles it put inline: the copy links them), revalidated always.
    const fromCopy = await getOnce(`${front.url}/about`);
    for (const name of securityHeaderNames) {
      const policy = (value: unknown) => String(value).replace(/ 'sha256-[^']+'/g, '');
      expect(policy(fromCopy.headers[name]), name).toBe(policy(fromNode.headers[name]));
    }
    expect(fromCopy.headers['cache-control']).toBe('no-cache');
    // The browser's own reads: the composition and the notices, as the copy was made.
    const remotes = await getOnce(`${front.url}/remotes.json`);
    expect(remotes.status).toBe(200);
    expect(Object.keys(JSON.parse(remotes.text))).toContain('mf-medpack');
    expect((await getOnce(`${front.url}/notices.json`)).text).toContain(alert.en);
    for (const path of files) expect((await getOnce(`${front.url}${path}`)).status, path).toBe(200);
    // A path with no page: the home page in its language, as Node sends it.
    for (const [path, home] of [
      ['/nope', '/'],
      ['/es/nope', '/es'],
    ]) {
      const answer = await getOnce(`${front.url}${path}`);
      expect([answer.status, answer.headers.location], path).toEqual([302, home]);
    }
    console.log(
      `nginx, Node down, cold: ${paths.length} routes and ${files.length} files answered 200`,
    );
  });
});

test.describe('Varnish in front of the Node server', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const folder = mkdtempSync(join(tmpdir(), 'pharmacy-varnish-site-'));
  const noticesFile = join(folder, 'notices.json');
  const layout = { NOTICES_FILE: noticesFile, PAGE_CACHE_SECONDS: '2' };
  let node: SiteProcess;
  let front: NginxProcess;
  const via = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${front.url}${path}`, { headers, redirect: 'manual' });

  test.beforeAll(async () => {
    publishAlert(noticesFile, alert);
    node = await startSite(ports.varnish.node, layout);
    front = await startVarnish({
      port: ports.varnish.front,
      backends: [`127.0.0.1:${ports.varnish.node}`],
      env: { RELEASE_ROOT: releaseRoot },
    });
    // The probe has seen the server ready.
    await expect.poll(async () => (await via('/about')).status, { timeout: 10_000 }).toBe(200);
  });

  test.afterAll(async () => {
    await Promise.all([front?.stop(), node?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  test("keys pages as the server's page cache does: marketing parameters dropped, declared ones kept; no cookie", async () => {
    const cacheOf = async (path: string, headers?: Record<string, string>) => {
      const answer = await via(path, headers);
      expect(answer.status, path).toBe(200);
      return answer.headers.get('x-cache');
    };
    await cacheOf('/contact');
    expect(await cacheOf('/contact?utm_source=mail&fbclid=abc')).toBe('HIT');
    // A visitor's cookie neither misses the cache nor reaches a stored copy.
    expect(await cacheOf('/contact', { cookie: 'session=1' })).toBe('HIT');
    // /locations declares `pharmacy`: its values are pages of their own, in any order.
    expect(await cacheOf('/locations?utm_source=mail&pharmacy=parlin')).toBe('MISS');
    expect(await cacheOf('/locations?pharmacy=parlin&gclid=x')).toBe('HIT');
    expect(await cacheOf('/locations?pharmacy=family')).toBe('MISS');
    // Past its s-maxage (2 s here), a page is asked again with its ETag: Node's 304 keeps
    // the copy (Varnish counts a fetch without a body).
    const fetched304 = () =>
      Number(
        execFileSync('varnishstat', ['-n', join(front.dir, 'work'), '-1', '-f', 'MAIN.fetch_304'])
          .toString()
          .match(/MAIN\.fetch_304\s+(\d+)/)?.[1] ?? 0,
      );
    const before = fetched304();
    await new Promise((done) => setTimeout(done, 2_500));
    expect(await cacheOf('/contact')).toBe('MISS');
    expect(fetched304()).toBe(before + 1);
  });

  test('serves files as Node serves them: its encodings, cache rules and security headers', async () => {
    const html = await (await via('/')).text();
    // The shell's federated entry, named on the island loader's tag.
    const script = html.match(/data-hydrator="(\/static\/js\/index\.[0-9a-f]+\.js)"/)?.[1] ?? '';
    expect(script).toBeTruthy();
    for (const path of [script, '/remotes.json', '/static/js/gone.js', '/refill']) {
      for (const encoding of ['br, gzip', 'gzip', '']) {
        const headers = { 'accept-encoding': encoding };
        const [fromVarnish, fromNode] = await Promise.all([
          via(path, headers),
          fetch(`${node.url}${path}`, { headers, redirect: 'manual' }),
        ]);
        const label = `${path} ${encoding}`;
        expect(fromVarnish.status, label).toBe(fromNode.status);
        for (const name of [
          'content-encoding',
          'content-type',
          'cache-control',
          'location',
          ...securityHeaderNames,
        ]) {
          expect(fromVarnish.headers.get(name), `${label} ${name}`).toBe(
            fromNode.headers.get(name),
          );
        }
      }
    }
  });

  test('pages requested before the stop answer 200 while Node is down; fresh pages after a restart', async () => {
    for (const { path } of pageRoutes) expect((await via(path)).status, path).toBe(200);
    await node.stop();
    // Past every page's s-maxage, and the probe has marked the server sick.
    await new Promise((done) => setTimeout(done, 3_500));
    for (const { path } of pageRoutes) {
      const answer = await via(path);
      const text = await answer.text();
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-cache'), path).toBe('STALE');
      expect(text, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(text, path).toContain(alert.en);
    }
    const restartedAt = Date.now();
    node = await startSite(ports.varnish.node, layout);
    const renderedAt = async (path: string) =>
      Number((await (await via(path)).text()).match(/"renderedAt":(\d+)/)?.[1] ?? 0);
    for (const path of ['/', '/about', '/locations/parlin']) {
      await expect
        .poll(() => renderedAt(path), { message: path, timeout: 15_000 })
        .toBeGreaterThanOrEqual(restartedAt);
    }
  });
});

test.describe('Varnish with every Node server down answers from the prerendered copy', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const folder = mkdtempSync(join(tmpdir(), 'pharmacy-varnish-copy-'));
  const noticesFile = join(folder, 'notices.json');
  const fallbackDir = join(folder, 'fallback');
  const backends = [`127.0.0.1:${ports.failover.node}`];
  const copy = `127.0.0.1:${ports.failover.copy}`;
  let node: SiteProcess;
  let copyHost: NginxProcess;
  let warm: NginxProcess;
  let cold: NginxProcess;

  test.beforeAll(async () => {
    // The server makes its copy first (a prerender of every page, longer on a busy machine).
    test.setTimeout(120_000);
    publishAlert(noticesFile, alert);
    node = await startSite(ports.failover.node, {
      NOTICES_FILE: noticesFile,
      FALLBACK_SITE: fallbackDir,
      PAGE_CACHE_SECONDS: '2',
    });
    await copyMade(fallbackDir, alert.en);
    copyHost = await startCopyHost(ports.failover.copy, fallbackDir);
    const env = { RELEASE_ROOT: releaseRoot };
    [warm, cold] = await Promise.all([
      startVarnish({ port: ports.failover.warm, backends, copy, env }),
      startVarnish({ port: ports.failover.cold, backends, copy, env }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([warm?.stop(), cold?.stop(), copyHost?.stop(), node?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  test('every sitemap route in both languages and every file its pages load answer 200, warm or cold; an unknown path as Node answers it', async () => {
    const paths = await sitemapPaths(node.url);
    const files = await filesOfPages(node.url, paths);
    const unknown = ['/nope', '/locations/nope', '/es/nope'];
    const fromNode = new Map<string, { status: number; location: unknown }>();
    for (const path of unknown) {
      const { status, headers } = await getOnce(`${node.url}${path}`);
      fromNode.set(path, { status, location: headers.location });
    }
    // The probe has seen the server ready; the warm cache then holds every page and file.
    await expect.poll(async () => (await getOnce(`${warm.url}/about`)).status).toBe(200);
    for (const path of [...paths, ...files]) {
      expect((await getOnce(`${warm.url}${path}`)).status, path).toBe(200);
    }
    await node.stop();
    // Past every page's s-maxage, and the probe has marked the server sick.
    await new Promise((done) => setTimeout(done, 3_500));

    for (const front of [warm, cold]) {
      const which = front === warm ? 'warm' : 'cold';
      for (const path of paths) {
        const answer = await getOnce(`${front.url}${path}`);
        expect(answer.status, `${which} ${path}`).toBe(200);
        expect(answer.text, `${which} ${path}`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(answer.text, `${which} ${path}`).toContain(
          path.startsWith('/es') ? alert.es : alert.en,
        );
      }
      for (const path of files) {
        expect((await getOnce(`${front.url}${path}`)).status, `${which} ${path}`).toBe(200);
      }
      for (const path of unknown) {
        const { status, headers } = await getOnce(`${front.url}${path}`);
        expect({ status, location: headers.location }, `${which} ${path}`).toEqual(
          fromNode.get(path),
        );
      }
    }
    // What the cold cache answered came from the copy; the warm one from its own copies.
    expect((await getOnce(`${cold.url}/about`)).headers['x-cache']).toBe('COPY');
    expect((await getOnce(`${warm.url}/about`)).headers['x-cache']).toBe('STALE');
    console.log(
      `Varnish, Node down: ${paths.length} routes and ${files.length} files answered 200, warm and cold`,
    );
  });
});
