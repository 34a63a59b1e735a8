// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PageSource } from '../app.ts';
import { tooManyRendersPage } from '../rendering/renderer.ts';
import { quietLog } from '../testing/log.ts';

/**
 * A page source that behaves like the server's renderer: a page it has rendered is cached
 * (answered at once); any other is rendered only if the client may (else it is refused).
 */
function cachingRenderer() {
  const cached = new Set<string>();
  const renders: string[] = [];
  const pageSource: PageSource = async ({ url }, { mayRender }) => {
    const key = `${url.pathname}${url.search}`;
    const page = { status: 200, html: `<h1>${key}</h1>` };
    if (cached.has(key)) return page;
    const allowance = await mayRender();
    if (!allowance.allowed) return tooManyRendersPage(allowance.retryAfterS);
    renders.push(key);
    cached.add(key);
    return page;
  };
  return { pageSource, renders };
}

describe('the render limit', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'render-limit-'));
    const shell = join(root, 'shell');
    mkdirSync(shell);
    writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(shell, 'remotes.json'), '{}');
    writeFileSync(
      join(shell, 'site.json'),
      JSON.stringify({ redirects: {}, remoteNames: [], frameOrigins: [], defaultRemotes: {} }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const appWith = (limit: string) => {
    const { pageSource, renders } = cachingRenderer();
    const app = createApp({
      env: { SHELL_DIST: join(root, 'shell'), SSR_RENDERS_PER_MINUTE: limit },
      pageSource,
      log: quietLog(),
    });
    return { app, renders };
  };
  const page = (app: ReturnType<typeof createApp>, path: string, client = '203.0.113.7') =>
    app.inject({ url: path, headers: { 'x-forwarded-for': client } });

  it('answers 429 with Retry-After to a client past its renders, cached pages and other clients unaffected', async () => {
    const { app, renders } = appWith('3');
    for (const name of ['a', 'b', 'c']) {
      expect((await page(app, `/best-prices?name=${name}`)).statusCode).toBe(200);
    }
    const limited = await page(app, '/best-prices?name=d');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.headers['content-security-policy']).toBeDefined();
    expect(renders).toEqual(['/best-prices?name=a', '/best-prices?name=b', '/best-prices?name=c']);
    // A cached page is no render: it is served to the same client.
    expect((await page(app, '/best-prices?name=a')).statusCode).toBe(200);
    // Another visitor (another address behind the proxy) renders as usual.
    expect((await page(app, '/best-prices?name=d', '198.51.100.2')).statusCode).toBe(200);
    await app.close();
  });

  it('counts nothing when turned off (SSR_RENDERS_PER_MINUTE=0)', async () => {
    const { app } = appWith('0');
    for (let i = 0; i < 20; i++) {
      expect((await page(app, `/best-prices?name=${i}`)).statusCode).toBe(200);
    }
    await app.close();
  });
});
