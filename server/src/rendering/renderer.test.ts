// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { quietLog } from '../testing/log.ts';
import { createPageRenderer, pageCache } from './renderer.ts';

const page = (html: string) => ({ status: 200, html, expiresAt: Date.now() + 60_000 });

describe('the rendered-page cache', () => {
  it('stays within its entries and bytes whatever number of distinct pages it is given', () => {
    const cache = pageCache(200, 4 * 1024 * 1024);
    const html = 'x'.repeat(60_000);
    for (let i = 0; i < 5000; i += 1) {
      cache?.set(`/best-prices?name=${Math.random().toString(36).slice(2)}`, page(html));
      expect(cache?.size).toBeLessThanOrEqual(200);
      expect(cache?.calculatedSize).toBeLessThanOrEqual(4 * 1024 * 1024);
    }
    expect(cache?.size).toBe(Math.floor((4 * 1024 * 1024) / 60_000));
  });

  it('drops the page used least recently first', () => {
    const cache = pageCache(2);
    cache?.set('/a', page('a'));
    cache?.set('/b', page('b'));
    expect(cache?.get('/a')?.html).toBe('a');
    cache?.set('/c', page('c'));
    expect(cache?.get('/b')).toBeUndefined();
    expect(cache?.get('/a')?.html).toBe('a');
  });

  it('is none when turned off (SSR_CACHE_ENTRIES=0)', () => {
    expect(pageCache(0)).toBeUndefined();
  });
});

describe("a shell release's renderer, asked for one page at a time", () => {
  // A shell whose server build shows every path as its own page (`/old…` redirects) and
  // renders it as its URL and a random number: each render is told apart. Its canonical
  // URL is its path (a query it does not declare changes nothing).
  const shellDist = mkdtempSync(join(tmpdir(), 'renderer-shell-'));
  mkdirSync(join(shellDist, 'server'));
  writeFileSync(
    join(shellDist, 'server/index.js'),
    `exports.pageFor = async (url) => url.startsWith('/old')
      ? { kind: 'redirect', location: '/' }
      : { kind: 'page', path: url.split('?')[0], owner: 'shell', modules: [], url: url.split('?')[0] };
    exports.compatibilityProblems = () => [];
    exports.renderPage = async (request) => ({ kind: 'page', status: 200, html: '<p>' + request.page.url + ' ' + Math.random() + '</p>', remoteVersions: {}, failures: [], expiresAt: Date.now() + 60000 });\n`,
  );
  writeFileSync(join(shellDist, 'server/package.json'), '{"type":"commonjs"}');
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shellDist, 'page-chunks.json'), '{"chrome":{},"pages":{}}');
  afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

  const rendererWith = (env: Record<string, string> = {}) =>
    createPageRenderer({
      shellDist,
      live: { composition: { remotes: {}, described: {}, stamp: 1 } },
      settings: readConfig({ SSR_WORKERS: '1', ...env }).render,
      log: quietLog(),
    });
  const request = (path: string) => ({
    pathname: path.split('?')[0],
    url: new URL(path, 'http://localhost'),
    headers: {},
    log: quietLog(),
  });
  const allowed = () => vi.fn(async () => ({ allowed: true, retryAfterS: 0 }));

  it('renders a page once, asking the render limit then only, and answers it from the cache after', async () => {
    const renderer = rendererWith();
    try {
      const mayRender = allowed();
      const first = await renderer.source(request('/about'), { mayRender });
      expect(first?.status).toBe(200);
      expect(first?.html).toMatch(/^<p>\/about /);
      const again = await renderer.source(request('/about?utm_source=x'), { mayRender });
      expect(again?.html).toBe(first?.html);
      expect(mayRender).toHaveBeenCalledTimes(1);
      // A redirect is no render either.
      const moved = await renderer.source(request('/old'), { mayRender });
      expect(moved).toMatchObject({ status: 302, headers: { Location: '/' } });
      expect(mayRender).toHaveBeenCalledTimes(1);
    } finally {
      await renderer.close();
    }
  }, 20_000);

  it('refuses a render the client may not cause with 429 and Retry-After, rendering nothing', async () => {
    const renderer = rendererWith();
    try {
      const refused = await renderer.source(request('/contact'), {
        mayRender: async () => ({ allowed: false, retryAfterS: 7 }),
      });
      expect(refused).toMatchObject({ status: 429, headers: { 'Retry-After': '7' } });
      const mayRender = allowed();
      await renderer.source(request('/contact'), { mayRender });
      expect(mayRender).toHaveBeenCalledTimes(1);
    } finally {
      await renderer.close();
    }
  }, 20_000);

  it('renders every time with the page cache off (SSR_CACHE_ENTRIES=0)', async () => {
    const renderer = rendererWith({ SSR_CACHE_ENTRIES: '0' });
    try {
      const mayRender = allowed();
      const first = await renderer.source(request('/about'), { mayRender });
      const second = await renderer.source(request('/about'), { mayRender });
      expect(second?.html).not.toBe(first?.html);
      expect(mayRender).toHaveBeenCalledTimes(2);
    } finally {
      await renderer.close();
    }
  }, 20_000);
});
