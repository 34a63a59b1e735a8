// @vitest-environment node
// Pages from the page source the app is given (routes/pages.ts, rendering/renderer.ts):
// status and headers, Secure cookies over HTTPS, a page's CSP, the fallback page.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { secureCookie } from '../plugins/guard.ts';
import { quietLog } from '../testing/log.ts';
import { close, get, listen, makeSite } from '../testing/site.ts';

describe('page rendering', () => {
  let site: ReturnType<typeof makeSite>;
  beforeAll(() => {
    site = makeSite();
  });
  afterAll(() => rmSync(site.root, { recursive: true, force: true }));

  it('answers page paths from the renderer, with its status and headers', async () => {
    const pageSource = vi.fn(async ({ pathname }: { pathname: string }) => ({
      status: pathname === '/gone' ? 404 : 200,
      html: `<!doctype html><title>rendered ${pathname}</title>`,
      headers: { 'X-Rendered': 'yes' },
    }));
    const { server, base } = await listen({ env: site.env, pageSource, log: quietLog() });
    const page = await get(base, '/about?from=test');
    expect(page.body.toString()).toContain('rendered /about');
    expect(page.headers['x-rendered']).toBe('yes');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(pageSource.mock.calls[0][0]).toMatchObject({ pathname: '/about' });
    expect((await get(base, '/gone')).status).toBe(404);
    // Files are never the renderer's business.
    expect((await get(base, '/static/js/index.0123456789.js')).body.toString()).toBe(
      'console.info(1)',
    );
    await close(server);
  });

  it('makes every cookie Secure when the request came over HTTPS (by a trusted proxy), and only then', async () => {
    const pageSource = async () => ({
      status: 200,
      html: '<!doctype html><title>cookies</title>',
      headers: { 'Set-Cookie': 'a=1; Path=/' },
    });
    const app = createApp({ env: site.env, pageSource, log: quietLog() });
    const cookiesOf = async (headers: Record<string, string>, remoteAddress?: string) =>
      [(await app.inject({ url: '/about', headers, remoteAddress })).headers['set-cookie']].flat();
    expect(await cookiesOf({ 'x-forwarded-proto': 'https' })).toEqual(['a=1; Path=/; Secure']);
    expect(await cookiesOf({})).toEqual(['a=1; Path=/']);
    // X-Forwarded-Proto from a client that is no trusted proxy is not believed.
    expect(await cookiesOf({ 'x-forwarded-proto': 'https' }, '203.0.113.9')).toEqual([
      'a=1; Path=/',
    ]);
    // A cookie already Secure keeps its one attribute.
    expect(secureCookie('b=2; Secure; HttpOnly')).toBe('b=2; Secure; HttpOnly');
    expect(secureCookie('b=2; HttpOnly')).toBe('b=2; HttpOnly; Secure');
    // TRUST_PROXY=none believes no proxy at all.
    const untrusting = createApp({
      env: { ...site.env, TRUST_PROXY: 'none' },
      pageSource,
      log: quietLog(),
    });
    const answer = await untrusting.inject({
      url: '/about',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBe('a=1; Path=/');
    await Promise.all([app.close(), untrusting.close()]);
  });

  it("allows a page's inline styles by their hashes in its own CSP only", async () => {
    const pageSource = async ({ pathname }: { pathname: string }) => ({
      status: 200,
      html: `<!doctype html><title>${pathname}</title>`,
      styleSources: pathname === '/about' ? ["'sha256-abc='", "'sha256-def='"] : undefined,
    });
    const { server, base } = await listen({ env: site.env, pageSource, log: quietLog() });
    const styleSrc = async (path: string) =>
      String((await get(base, path)).headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('style-src'));
    expect(await styleSrc('/about')).toBe("style-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(await styleSrc('/contact')).toBe("style-src 'self'");
    expect(await styleSrc('/remotes.json')).toBe("style-src 'self'");
    await close(server);
  });

  it('falls back to the shell page when the renderer throws, hangs (503) or has nothing (200)', async () => {
    const log = quietLog();
    const pageSource = async ({ pathname }: { pathname: string }) => {
      if (pathname === '/throws') throw new Error('render crashed');
      if (pathname === '/hangs') return new Promise(() => {});
      return null;
    };
    // The render budget every deadline follows from, short: a page's answer gives up after
    // its `pageMs`.
    const env = { ...site.env, SSR_REMOTE_BUDGET_MS: '50' };
    const { pageMs } = readConfig(env).render.budget;
    const { server, base } = await listen({ env, pageSource, log });
    for (const [path, status] of [
      ['/throws', 503],
      ['/hangs', 503],
      ['/nothing', 200],
    ] as const) {
      const page = await get(base, path);
      expect(page.status, path).toBe(status);
      expect(page.body.toString(), path).toContain('<title>shell</title>');
    }
    expect(log.error.mock.calls.join('\n')).toMatch(/\/throws failed \(render crashed\)/);
    expect(log.error.mock.calls.join('\n')).toContain(`/hangs took over ${pageMs} ms`);
    await close(server);
  });
});
