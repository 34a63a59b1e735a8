// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript module without types
import { cacheControl, securityHeaders, startServer } from './serve.mjs';

describe('cacheControl', () => {
  it('revalidates the files that say where the latest build is', () => {
    for (const path of [
      '/',
      '/index.html',
      '/remotes.json',
      '/remotes/mf-reviews/mf-manifest.json',
      '/remotes/mf-medpack/static/js/mf_medpack.0123abcd45.js',
    ]) {
      expect(cacheControl(path), path).toBe('no-cache');
    }
  });

  it('keeps content-hashed assets for a year', () => {
    expect(cacheControl('/static/js/async/u.65640d8e7d.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControl('/favicon.svg')).toBe('no-cache');
  });
});

describe('securityHeaders', () => {
  it('allows scripts from the site and the remotes named in remotes.json, frames from the map', () => {
    const headers = securityHeaders({
      remoteUrls: [
        '/remotes/mf-reviews/mf-manifest.json',
        'https://cdn.reviews.example/mf-manifest.json',
      ],
      frameOrigins: ['https://www.google.com'],
      selfOrigin: 'http://localhost:8080',
    });
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' https://cdn.reviews.example;");
    expect(csp).toContain('frame-src https://www.google.com;');
    expect(csp).toContain("object-src 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('the production server', () => {
  let server: Server;
  let base: string;
  let shellDir: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
    const shell = join(root, 'shell');
    shellDir = shell;
    mkdirSync(join(shell, 'static/js'), { recursive: true });
    writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(shell, 'static/js/index.0123456789.js'), 'console.info(1)');
    writeFileSync(join(shell, 'remotes.json'), '{}');
    writeFileSync(
      join(shell, 'site.json'),
      JSON.stringify({
        redirects: { '/refill': '/app/refill' },
        remoteNames: ['mf-medpack'],
        frameOrigins: [],
      }),
    );
    mkdirSync(join(root, 'remotes/mf-medpack'), { recursive: true });
    writeFileSync(join(root, 'remotes/mf-medpack/mf-manifest.json'), '{"id":"mf_medpack"}');
    server = await startServer({
      port: 0,
      env: { SHELL_DIST: shell, REMOTES_ROOT: join(root, 'remotes') },
    });
    const address = server.address();
    base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers page paths with the shell page and missing assets with 404', async () => {
    const page = await fetch(`${base}/locations/parlin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect((await fetch(`${base}/static/js/gone.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-medpack/gone.json`)).status).toBe(404);
  });

  it('answers 503 while the shell is being redeployed, and keeps running', async () => {
    rmSync(join(shellDir, 'index.html'));
    const during = await fetch(`${base}/contact`);
    expect(during.status).toBe(503);
    writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
    expect((await fetch(`${base}/contact`)).status).toBe(200);
  });

  it('allows the origins remotes.json names, and notices when it changes', async () => {
    const remotes = join(shellDir, 'remotes.json');
    const point = (url: string, mtime: number) => {
      writeFileSync(remotes, JSON.stringify({ 'mf-medpack': url }));
      utimesSync(remotes, mtime, mtime);
    };
    point('https://cdn-one.example/mf-manifest.json', 1_000);
    const first = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(first).toContain('https://cdn-one.example');
    point('https://cdn-two.example/mf-manifest.json', 2_000);
    const second = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(second).toContain('https://cdn-two.example');
    expect(second).not.toContain('https://cdn-one.example');
  });

  it('serves remotes from their folder and redirects from the table', async () => {
    const manifest = await fetch(`${base}/remotes/mf-medpack/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ id: 'mf_medpack' });
    const redirect = await fetch(`${base}/refill/`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/app/refill');
  });
});
