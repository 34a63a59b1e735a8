// @vitest-environment node
// The app as it composes (app.ts): Fastify's router, each fixed endpoint through a route
// of its own, and the one headers table on every kind of path and error.
import fs, { rmSync, writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import helmet from 'helmet';
import { describe, expect, it, vi } from 'vitest';
import { BIG_FILE, INDEX_HTML, siteApp } from './testing/site.ts';

describe("Fastify's router and the one headers table", () => {
  const { site, app } = siteApp();

  it('serves each fixed endpoint through a route of its own', async () => {
    const endpoints: [string, string][] = [
      ['/healthz', 'text/plain'],
      ['/readyz', 'text/plain'],
      ['/sitemap.xml', 'application/xml'],
      ['/version.json', 'application/json'],
      ['/remotes.json', 'application/json'],
      // This site has no server build and no notices file: the route answers 404.
      ['/notices.json', 'text/plain'],
    ];
    for (const [url, type] of endpoints) {
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
      const answer = await app.inject({ url });
      expect(answer.headers['content-type'], url).toContain(type);
    }
    expect((await app.inject({ url: '/healthz' })).body).toBe('ok');
    // Not listening yet, so not warmed: not ready.
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/notices.json' })).statusCode).toBe(404);
    expect(JSON.parse((await app.inject({ url: '/remotes.json' })).body)).toHaveProperty(
      'mf-medpack',
    );
    // Files and pages are the files and pages plugins' routes, not a catch-all of the app.
    expect(app.hasRoute({ method: 'GET', url: '/remotes/*' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
  });

  it("sends helmet's security headers on every kind of path and error, byte for byte the ones the recipes write and the ones it sent before helmet", async () => {
    const kinds: [string, string, number][] = [
      ['page', '/about', 200],
      ['hashed file', `/${BIG_FILE}`, 200],
      ['entry file', '/remotes/mf-medpack/mf-manifest.json', 200],
      ['remotes.json', '/remotes.json', 200],
      ['missing file', '/static/js/missing.0123456789.js', 404],
      ['server build', '/server/index.js', 404],
      ['redirect', '/refill', 302],
      ['second spelling', '//about', 301],
      // Rejected by the router, before any hook runs (Fastify's frameworkErrors).
      ['malformed escape', '/%zz', 400],
      ['encoded slash', '/remotes/mf-medpack%2fmf-manifest.json', 400],
    ];
    const answers = await Promise.all(kinds.map(([, url]) => app.inject({ url })));
    answers.push(await app.inject({ url: '/contact', method: 'DELETE' }));
    kinds.push(['other method', '/contact', 405]);
    // A disk error while a file is read: 500.
    const createReadStream = fs.createReadStream;
    const failing = () =>
      new Readable({
        read() {
          this.destroy(Object.assign(new Error('i/o error'), { code: 'EIO' }));
        },
      });
    vi.spyOn(fs, 'createReadStream').mockImplementation(((path: string, options: unknown) =>
      path.endsWith('robots.txt')
        ? failing()
        : createReadStream(
            path,
            options as Parameters<typeof createReadStream>[1],
          )) as typeof createReadStream);
    answers.push(await app.inject({ url: '/robots.txt' }));
    vi.restoreAllMocks();
    kinds.push(['disk error', '/robots.txt', 500]);
    // The shell mid-deploy: 503.
    rmSync(join(site.shell, 'index.html'));
    answers.push(await app.inject({ url: '/contact' }));
    writeFileSync(join(site.shell, 'index.html'), INDEX_HTML);
    kinds.push(['shell mid-deploy', '/contact', 503]);

    // The same headers the server sent before helmet (headers.ts until then, by hand), but
    // for helmet's spelling of the CSP: directives joined by ";" without a space, which the
    // CSP grammar reads the same.
    const before = {
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'inline-speculation-rules'; connect-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'cross-origin-opener-policy': 'same-origin',
    };
    // HSTS only over HTTPS: not on these plain answers, on every one over HTTPS (below).
    const { 'strict-transport-security': hsts, ...plain } = {
      ...before,
      'content-security-policy': before['content-security-policy'].replaceAll('; ', ';'),
    };
    const expected: Record<string, string> = plain;
    // The hosting recipes (tools/src/hosting) write these same headers: recipe-headers.test.ts.
    expect(app.hasPlugin('@fastify/helmet')).toBe(true);
    // The headers helmet sets with its defaults (X-Frame-Options, Origin-Agent-Cluster, …).
    const defaults = new ServerResponse(new IncomingMessage(new Socket()));
    helmet()(defaults.req, defaults, () => {});
    const helmetDefaults = defaults.getHeaderNames();
    expect(helmetDefaults).toContain('x-frame-options');
    kinds.forEach(([kind, , status], index) => {
      const answer = answers[index];
      expect(answer.statusCode, kind).toBe(status);
      const sent = Object.fromEntries(
        Object.keys(expected).map((name) => [name, answer.headers[name]]),
      );
      expect(sent, kind).toEqual(expected);
      // None of helmet's other defaults (each one off in headers.ts), and no HSTS.
      for (const name of helmetDefaults.filter((name) => !(name in expected))) {
        expect(answer.headers[name], `${kind}: ${name}`).toBeUndefined();
      }
    });
    // Through a proxy on loopback (trusted) that says the request came over HTTPS: HSTS
    // on every kind of answer; the same header from a client that is no trusted proxy is
    // not believed.
    // (Not the router's 400s: Fastify gives those a request that does not read the
    // proxy's headers; a proxy that serves HTTPS adds HSTS itself, as the recipes do.)
    const requestedAgain = kinds.filter(([, , status]) => status !== 400).slice(0, 8);
    for (const [kind, url, status] of requestedAgain) {
      const overHttps = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.statusCode, kind).toBe(status);
      expect(overHttps.headers['strict-transport-security'], kind).toBe(hsts);
      const spoofed = await app.inject({
        url,
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '203.0.113.9',
      });
      expect(spoofed.headers['strict-transport-security'], kind).toBeUndefined();
    }
  });
});
