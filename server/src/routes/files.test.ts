// @vitest-environment node
// Files on the running server (routes/files.ts, and the errors a file's send ends with:
// plugins/errors.ts): the shell, remotes, redirects, ranges, compressed copies, hashed
// files, descriptors and files changing under load.
import fs, { cpSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietLog } from '../testing/log.ts';
import {
  BIG_FILE,
  BIG_SCRIPT,
  BIG_UNHASHED_FILE,
  get,
  INDEX_HTML,
  MEDPACK_MANIFEST,
  siteServer,
} from '../testing/site.ts';

describe("the production server's files", () => {
  const log = quietLog();
  const running = siteServer(log);

  afterEach(() => vi.restoreAllMocks());

  it('answers page paths with the shell page and missing assets with 404', async () => {
    const page = await fetch(`${running.base}/locations/parlin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect((await fetch(`${running.base}/static/js/gone.js`)).status).toBe(404);
    expect((await fetch(`${running.base}/remotes/mf-medpack/gone.json`)).status).toBe(404);
  });

  it('answers 503 while the shell is being redeployed, and keeps running', async () => {
    rmSync(join(running.site.shell, 'index.html'));
    const during = await fetch(`${running.base}/contact`);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('2');
    writeFileSync(join(running.site.shell, 'index.html'), INDEX_HTML);
    expect((await fetch(`${running.base}/contact`)).status).toBe(200);
  });

  it('serves remotes from their folder and redirects from the table', async () => {
    const manifest = await fetch(`${running.base}/remotes/mf-medpack/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ id: 'mf_medpack' });
    const redirect = await fetch(`${running.base}/refill/`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/app/refill');
  });

  it('answers built-in object names as unknown remotes and plain pages, at once', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const answer = await get(running.base, `/remotes/${name}/x.js`);
      expect(answer.status, name).toBe(404);
    }
    const page = await get(running.base, '/constructor');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>shell</title>');
  });

  it('answers the health URL for load balancers, uncached', async () => {
    const health = await fetch(`${running.base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.text()).toBe('ok');
  });

  it('answers Range requests with the right bytes, and 416 for an impossible range', async () => {
    const path = '/static/js/plain.0123456789.js';
    const whole = (await get(running.base, path)).body;
    const tail = await get(running.base, path, { headers: { Range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(whole.subarray(whole.length - 100))).toBe(true);
    expect(tail.headers['content-length']).toBe('100');
    const middle = await get(running.base, path, { headers: { Range: 'bytes=10-19' } });
    expect(middle.body.equals(whole.subarray(10, 20))).toBe(true);
    const backwards = await get(running.base, path, { headers: { Range: 'bytes=500-100' } });
    expect(backwards.status).toBe(416);
    expect(Number(backwards.headers['content-length'])).toBeGreaterThanOrEqual(0);
  });

  it('sends the build’s brotli or gzip copy of an asset, and compresses only HTML itself', async () => {
    const br = await get(running.base, `/${BIG_FILE}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 10);
    const gz = await get(running.base, `/${BIG_FILE}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const identity = await get(running.base, `/${BIG_FILE}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(BIG_SCRIPT);
    // An asset the build did not compress is sent as it is.
    const plain = await get(running.base, '/static/js/plain.0123456789.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = await get(running.base, '/about', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('never lets browsers keep a hashed file that was written moments ago', async () => {
    const path = 'static/js/fresh.abcdef0123.js';
    writeFileSync(join(running.site.shell, path), 'console.info("half a fi');
    const partial = await get(running.base, `/${path}`);
    expect(partial.headers['cache-control']).toBe('no-cache');
    // The copy finishes: the next request gets the whole file, not a kept partial one.
    writeFileSync(join(running.site.shell, path), 'console.info("half a file no more")');
    const whole = await get(running.base, `/${path}`);
    expect(whole.body.toString()).toBe('console.info("half a file no more")');
    const builtAt = Date.now() / 1000 - 3600;
    utimesSync(join(running.site.shell, path), builtAt, builtAt);
    const settled = await get(running.base, `/${path}`);
    expect(settled.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('releases every file descriptor of 2,000 aborted downloads', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const connections = () =>
      new Promise<number>((done) => running.server.getConnections((_, count) => done(count)));
    // Earlier tests may leave idle keep-alive connections; they are not ours to count.
    const connectionsBefore = await connections();
    const before = openFiles();
    let started = 0;
    const abortOne = (path: string) =>
      new Promise<void>((done) => {
        const socket = connect(Number(new URL(running.base).port), '127.0.0.1', () => {
          socket.write(`GET /${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
          setTimeout(() => socket.destroy(), 1);
        });
        socket.on('error', () => {});
        socket.on('close', () => done());
      });
    const worker = async () => {
      while (started < 2000) {
        started++;
        await abortOne(started % 4 === 0 ? BIG_FILE : BIG_UNHASHED_FILE);
      }
    };
    await Promise.all(Array.from({ length: 40 }, worker));
    await vi.waitFor(
      async () => expect(await connections()).toBeLessThanOrEqual(connectionsBefore),
      {
        timeout: 3000,
      },
    );
    await vi.waitFor(() => expect(openFiles()).toBeLessThanOrEqual(before + 5), { timeout: 3000 });
    expect((await get(running.base, `/${BIG_UNHASHED_FILE}`)).status).toBe(200);
  }, 30_000);

  it('answers 404 when a file disappears between its lookup and its read', async () => {
    const file = join(running.site.shell, 'robots.txt');
    const createReadStream = fs.createReadStream;
    vi.spyOn(fs, 'createReadStream').mockImplementation(((path: string, options: unknown) => {
      if (path === file) rmSync(file);
      return createReadStream(path, options as Parameters<typeof createReadStream>[1]);
    }) as typeof createReadStream);
    const answer = await get(running.base, '/robots.txt');
    vi.restoreAllMocks();
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-cache');
    writeFileSync(file, 'User-agent: *\n');
    expect((await get(running.base, '/robots.txt')).status).toBe(200);
  });

  it('answers 503, not extra bytes, for a file measured empty that has content when read', async () => {
    const file = join(running.site.shell, 'robots.txt');
    writeFileSync(file, '');
    const createReadStream = fs.createReadStream;
    vi.spyOn(fs, 'createReadStream').mockImplementation(((path: string, options: unknown) => {
      if (path === file) writeFileSync(file, 'User-agent: *\n');
      return createReadStream(path, options as Parameters<typeof createReadStream>[1]);
    }) as typeof createReadStream);
    const answer = await get(running.base, '/robots.txt');
    vi.restoreAllMocks();
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    // The same keep-alive connection still parses: the next answer is whole.
    expect((await get(running.base, '/robots.txt')).body.toString()).toBe('User-agent: *\n');
  });

  it('keeps running while a remote is redeployed with rm and cp under load', async () => {
    const live = join(running.site.remotes, 'mf-medpack');
    const release = join(running.site.root, 'medpack-release');
    cpSync(live, release, { recursive: true });
    let deploying = true;
    const deployer = (async () => {
      while (deploying) {
        rmSync(live, { recursive: true, force: true });
        await new Promise((done) => setTimeout(done, 2));
        cpSync(release, live, { recursive: true });
        await new Promise((done) => setTimeout(done, 2));
      }
    })();
    // Each answer: its status, or how the connection failed.
    const outcomes = new Set<number | string>();
    const client = async () => {
      for (let i = 0; i < 60; i++) {
        const answer = await get(running.base, '/remotes/mf-medpack/mf-manifest.json').catch(
          (error: Error) => error.message,
        );
        if (typeof answer === 'string') outcomes.add(answer);
        else outcomes.add(answer.status === 200 ? answer.body.toString() : answer.status);
      }
    };
    await Promise.all(Array.from({ length: 10 }, client));
    deploying = false;
    await deployer;
    // The whole manifest, or a clear "not there (yet)"; a response cut short (a file
    // caught half-written) is allowed, a garbled one is not.
    const allowed = [MEDPACK_MANIFEST, 404, 503, 'socket hang up', 'read ECONNRESET'];
    expect([...outcomes].filter((outcome) => !allowed.includes(outcome))).toEqual([]);
    expect((await get(running.base, '/remotes/mf-medpack/mf-manifest.json')).body.toString()).toBe(
      MEDPACK_MANIFEST,
    );
  }, 20_000);
});
