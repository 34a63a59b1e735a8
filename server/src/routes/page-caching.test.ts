// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { locations } from 'shared-content';
import { nextPageChange, noNotices } from 'shared-content/logic';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../app.ts';
import { quietLog } from '../testing/log.ts';
import { pageCacheControl } from './pages.ts';

/** The default window (PAGE_CACHE_SECONDS). */
const WINDOW_S = 60;

/** How long a cache that follows these headers may hand out a copy: fresh, then stale while revalidating. */
function heldForSeconds(cacheControl: string) {
  const seconds = (name: string) =>
    Number(cacheControl.match(new RegExp(`${name}=(\\d+)`))?.[1] ?? 0);
  return seconds('s-maxage') + seconds('stale-while-revalidate');
}

describe('pageCacheControl', () => {
  const places = locations.map(({ id, hours }) => ({ id, hours }));
  // A Wednesday afternoon in New Jersey.
  const afternoon = new Date('2026-06-17T15:00:00-04:00');
  const boundary = nextPageChange(noNotices, afternoon, places).getTime();

  it('lets a shared cache hold a page a minute at most, stale-if-error for a day', () => {
    const header = pageCacheControl(boundary, WINDOW_S, boundary - 3600_000);
    expect(header).toBe(
      'public, max-age=0, s-maxage=50, stale-while-revalidate=10, stale-if-error=86400',
    );
    expect(heldForSeconds(header)).toBe(WINDOW_S);
  });

  it("never lets a cache hold a page past the moment its text changes (a location's opening or closing)", () => {
    expect(boundary).toBeGreaterThan(afternoon.getTime());
    for (const secondsBefore of [90, 59, 45, 30, 12, 5, 1.5]) {
      const now = boundary - secondsBefore * 1000;
      const header = pageCacheControl(boundary, WINDOW_S, now);
      expect(heldForSeconds(header), `${secondsBefore} s before`).toBeLessThanOrEqual(
        Math.min(60, secondsBefore),
      );
      expect(header, `${secondsBefore} s before`).toContain('public');
    }
    // Under a second before it: not held at all.
    expect(pageCacheControl(boundary, WINDOW_S, boundary - 500)).toBe('no-cache');
    expect(pageCacheControl(boundary, WINDOW_S, boundary + 1)).toBe('no-cache');
    // The page rendered after the boundary is held again, up to its own next change.
    const next = nextPageChange(noNotices, new Date(boundary), places).getTime();
    expect(next).toBeGreaterThan(boundary);
    const after = pageCacheControl(next, WINDOW_S, boundary);
    expect(heldForSeconds(after)).toBe(Math.min(60, Math.floor((next - boundary) / 1000)));
  });
});

function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** A built shell with nothing but what the server reads at start. */
function makeShell() {
  const root = mkdtempSync(join(tmpdir(), 'page-caching-'));
  const shell = join(root, 'shell');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shell, 'remotes.json'), '{}');
  writeFileSync(
    join(shell, 'site.json'),
    JSON.stringify({ redirects: {}, remoteNames: [], frameOrigins: [], defaultRemotes: {} }),
  );
  return { root, env: { SHELL_DIST: shell, REMOTES_ROOT: join(root, 'remotes') } };
}

describe('pages through the server, with a fixed clock', () => {
  // Parlin closes at this instant; the page says "Open now" until then, "Closed" after.
  const closing = Date.parse('2026-06-17T18:00:00-04:00');
  const opening = Date.parse('2026-06-18T09:00:00-04:00');
  const pageSource = async ({ pathname }: { pathname: string }) => {
    if (pathname === '/failing') return { status: 503, html: '<p>part failed</p>' };
    const open = Date.now() < closing;
    return {
      status: 200,
      html: `<!doctype html><h1>Parlin</h1><p>${open ? 'Open now' : 'Closed'}</p>`,
      expiresAt: open ? closing : opening,
    };
  };
  let server: Server;
  let base: string;
  let shell: ReturnType<typeof makeShell>;

  beforeAll(async () => {
    shell = makeShell();
    const log = quietLog();
    server = await startServer({ port: 0, host: '127.0.0.1', env: shell.env, pageSource, log });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(shell.root, { recursive: true, force: true });
  });
  afterEach(() => vi.useRealTimers());
  const at = (instant: number) => vi.useFakeTimers({ toFake: ['Date'], now: instant });

  it('answers a page cacheable up to its closing, then the next page up to its opening', async () => {
    at(closing - 20_000);
    const before = await get(base, '/locations/parlin');
    expect(before.body).toContain('Open now');
    const cacheControl = String(before.headers['cache-control']);
    expect(cacheControl).toMatch(/^public, /);
    expect(cacheControl).toContain('stale-if-error=86400');
    expect(heldForSeconds(cacheControl)).toBeLessThanOrEqual(20);
    expect(heldForSeconds(cacheControl)).toBeGreaterThan(0);

    at(closing + 1000);
    const after = await get(base, '/locations/parlin');
    expect(after.body).toContain('Closed');
    expect(heldForSeconds(String(after.headers['cache-control']))).toBe(60);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers 304 to the ETag of the page it would send, the page to an older one', async () => {
    at(closing - 600_000);
    const page = await get(base, '/locations/parlin');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(base, '/locations/parlin', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(page.headers['cache-control']);
    // The same page compressed carries the same (weak) ETag.
    const compressed = await get(base, '/locations/parlin', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(compressed.status).toBe(304);

    at(closing + 1000);
    const changed = await get(base, '/locations/parlin', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('Closed');
  });

  it('keeps a page with a failed part, and pages without a clock, out of shared caches', async () => {
    const failed = await get(base, '/failing');
    expect(failed.status).toBe(503);
    expect(failed.headers['cache-control']).toBe('no-cache');
    expect(failed.headers.etag).toBeUndefined();
    for (const path of ['/remotes.json', '/healthz']) {
      expect(String((await get(base, path)).headers['cache-control']), path).toMatch(/^no-/);
    }
  });
});
