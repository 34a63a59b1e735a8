// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import fs, {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {
  createServer,
  request as httpRequest,
  IncomingMessage,
  type Server,
  ServerResponse,
} from 'node:http';
import { connect, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import helmet from 'helmet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, startServer } from './app.ts';
import { readConfig } from './config.ts';
import { nginxSiteConfig, staticHostFiles } from './hosting/nginx.ts';
import { serverModule } from './paths.ts';
import { secureCookie } from './plugins/guard.ts';
import { cacheControl, securityHeaders } from './serving/headers.ts';
import { quietLog } from './testing/log.ts';

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
  const sources = {
    remoteUrls: [
      '/remotes/mf-reviews/mf-manifest.json',
      'https://cdn.reviews.example/mf-manifest.json',
      'https://cdn.reviews.example/v2/mf-manifest.json',
    ],
    frameOrigins: ['https://www.google.com'],
    selfOrigin: 'http://localhost:8080',
  };
  const headers = securityHeaders(sources, { https: true });

  it('send HSTS over HTTPS only', () => {
    const { 'Strict-Transport-Security': hsts, ...others } = headers;
    expect(hsts).toBe('max-age=63072000; includeSubDomains');
    expect(securityHeaders(sources)).toEqual(others);
  });

  it('allows scripts from the site and the remotes named in remotes.json, frames from the map', () => {
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain(
      "script-src 'self' 'inline-speculation-rules' https://cdn.reviews.example;",
    );
    expect(csp).toContain('frame-src https://www.google.com;');
    expect(csp).toContain("object-src 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('are the headers the server built by hand before helmet, but for the spelling of the CSP', () => {
    // The last hand-built table (headers.ts before helmet) for this site. helmet joins the
    // CSP's directives with ";" (no space), which the CSP grammar reads the same.
    const handBuilt = {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self' 'inline-speculation-rules' https://cdn.reviews.example; connect-src 'self' https://cdn.reviews.example; style-src 'self' https://cdn.reviews.example; img-src 'self' data:; font-src 'self'; frame-src https://www.google.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    };
    expect(headers).toEqual({
      ...handBuilt,
      'Content-Security-Policy': handBuilt['Content-Security-Policy'].replaceAll('; ', ';'),
    });
  });
});

const remoteNames = ['mf-locations', 'mf-services', 'mf-reviews', 'mf-medpack'];
const INDEX_HTML = `<!doctype html><title>shell</title><p>${'Welcome. '.repeat(200)}</p>`;
const BIG_FILE = 'static/js/big.0123456789.js';
/** Not content-hashed, so always read from disk (hashed files are kept in memory). */
const BIG_UNHASHED_FILE = 'static/price-list.json';
const BIG_SCRIPT = `console.info(${JSON.stringify('x'.repeat(2 * 1024 * 1024))});\n`;
const MEDPACK_MANIFEST = '{"id":"mf_medpack"}';
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
});
const BIG_SCRIPT_GZ = gzipSync(BIG_SCRIPT, { level: 1 });

/** A built site in a temporary folder: the shell, and every remote under REMOTES_ROOT. */
function makeSite() {
  const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const shell = join(root, 'shell');
  mkdirSync(join(shell, 'static/js'), { recursive: true });
  mkdirSync(join(shell, '.git'));
  writeFileSync(join(shell, '.git/config'), '[secret]');
  writeFileSync(join(shell, '.env'), 'TOKEN=secret');
  writeFileSync(join(shell, 'index.html'), INDEX_HTML);
  writeFileSync(join(shell, 'static/js/index.0123456789.js'), 'console.info(1)');
  writeFileSync(join(shell, BIG_FILE), BIG_SCRIPT);
  writeFileSync(join(shell, `${BIG_FILE}.br`), BIG_SCRIPT_BR);
  writeFileSync(join(shell, `${BIG_FILE}.gz`), BIG_SCRIPT_GZ);
  writeFileSync(join(shell, BIG_UNHASHED_FILE), JSON.stringify({ prices: BIG_SCRIPT }));
  writeFileSync(join(shell, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(shell, 'static/js/plain.0123456789.js'), `// ${'plain '.repeat(2000)}`);
  writeFileSync(
    join(shell, 'remotes.json'),
    JSON.stringify(
      Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
    ),
  );
  writeFileSync(
    join(shell, 'site.json'),
    JSON.stringify({
      origin: 'https://pharmacy.example',
      redirects: { '/refill': '/app/refill' },
      frameOrigins: [],
      shellPages: [],
    }),
  );
  // Built a while ago: hashed files written in the last seconds are treated as mid-copy.
  const builtAt = Date.now() / 1000 - 3600;
  for (const file of [
    BIG_FILE,
    `${BIG_FILE}.br`,
    `${BIG_FILE}.gz`,
    'static/js/plain.0123456789.js',
  ]) {
    utimesSync(join(shell, file), builtAt, builtAt);
  }
  const remotes = join(root, 'remotes');
  for (const name of remoteNames) {
    mkdirSync(join(remotes, name), { recursive: true });
    // Each remote's build describes itself (what the server composes the site from).
    writeFileSync(
      join(remotes, name, 'pages.json'),
      JSON.stringify({ remote: name, prefixes: [`/${name.slice(3)}`], pages: [] }),
    );
    writeFileSync(join(remotes, name, 'mf-manifest.json'), '{}');
  }
  writeFileSync(join(remotes, 'mf-medpack/mf-manifest.json'), MEDPACK_MANIFEST);
  writeFileSync(join(remotes, 'mf-medpack/.env'), 'TOKEN=secret');
  return { root, shell, remotes, env: { SHELL_DIST: shell, REMOTES_ROOT: remotes } };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request as sent (no automatic decompression, the raw path kept as written). */
function get(
  base: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends a request line exactly as given, which an HTTP client would refuse to send. */
function rawStatus(base: string, requestLine: string): Promise<number> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve(Number(text.split(' ')[1])));
    socket.on('error', reject);
  });
}

async function listen(options: Record<string, unknown>) {
  const server: Server = await startServer({ port: 0, host: '127.0.0.1', ...options });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { server, base };
}

const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

describe('the production server', () => {
  let server: Server;
  let base: string;
  let site: ReturnType<typeof makeSite>;
  const log = quietLog();

  beforeAll(async () => {
    site = makeSite();
    ({ server, base } = await listen({ env: site.env, log }));
  });

  afterAll(async () => {
    await close(server);
    rmSync(site.root, { recursive: true, force: true });
  });

  afterEach(() => vi.restoreAllMocks());

  it('answers page paths with the shell page and missing assets with 404', async () => {
    const page = await fetch(`${base}/locations/parlin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect((await fetch(`${base}/static/js/gone.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-medpack/gone.json`)).status).toBe(404);
  });

  it('answers 503 while the shell is being redeployed, and keeps running', async () => {
    rmSync(join(site.shell, 'index.html'));
    const during = await fetch(`${base}/contact`);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('2');
    writeFileSync(join(site.shell, 'index.html'), INDEX_HTML);
    expect((await fetch(`${base}/contact`)).status).toBe(200);
  });

  it('allows the origins remotes.json names, and notices when it changes', async () => {
    const remotes = join(site.shell, 'remotes.json');
    // A remote on another origin: its description is fetched from there.
    const origin = createServer((request, response) => {
      const description = { remote: 'mf-medpack', prefixes: ['/medpack'], pages: [] };
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(request.url?.endsWith('pages.json') ? description : {}));
    });
    await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
    const address = origin.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const point = (host: string) =>
      writeFileSync(
        remotes,
        JSON.stringify({
          ...defaultConfig(),
          'mf-medpack': `http://${host}:${port}/mf-manifest.json`,
        }),
      );
    const csp = async () => (await fetch(`${base}/`)).headers.get('content-security-policy');
    point('127.0.0.1');
    expect(await until(csp, (value) => Boolean(value?.includes(`http://127.0.0.1:${port}`)))).toBe(
      true,
    );
    point('localhost');
    expect(await until(csp, (value) => Boolean(value?.includes(`http://localhost:${port}`)))).toBe(
      true,
    );
    expect(await csp()).not.toContain(`http://127.0.0.1:${port}`);
    writeFileSync(remotes, JSON.stringify(defaultConfig()));
    origin.close();
  });

  it('takes CSP origins from the configuration only, never from the Host header', async () => {
    const answer = await get(base, '/', { headers: { Host: 'evil.example' } });
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-security-policy'])).not.toContain('evil.example');
  });

  it('serves remotes from their folder and redirects from the table', async () => {
    const manifest = await fetch(`${base}/remotes/mf-medpack/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ id: 'mf_medpack' });
    const redirect = await fetch(`${base}/refill/`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/app/refill');
  });

  it('answers built-in object names as unknown remotes and plain pages, at once', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const answer = await get(base, `/remotes/${name}/x.js`);
      expect(answer.status, name).toBe(404);
    }
    const page = await get(base, '/constructor');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>shell</title>');
  });

  it('answers the health URL for load balancers, uncached', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.text()).toBe('ok');
  });

  it("never serves a versioned release's server build", async () => {
    for (const folder of ['server', 'v1/server']) {
      mkdirSync(join(site.remotes, 'mf-medpack', folder), { recursive: true });
      writeFileSync(join(site.remotes, 'mf-medpack', folder, 'index.js'), 'secret()');
      const answer = await get(base, `/remotes/mf-medpack/${folder}/index.js`);
      expect(answer.status, folder).toBe(404);
      expect(answer.body.toString(), folder).not.toContain('secret');
    }
  });

  it('never serves dotfiles', async () => {
    for (const path of ['/.env', '/.git/config', '/remotes/mf-medpack/.env', '/static/../.env']) {
      const answer = await get(base, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('secret');
    }
  });

  it('answers 405 to methods other than GET and HEAD, and 400 to malformed URLs', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await get(base, '/contact', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    expect(await rawStatus(base, 'TRACE / HTTP/1.1')).toBe(405);
    const head = await get(base, '/contact', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(await rawStatus(base, 'GET //[ HTTP/1.1')).toBe(400);
    expect(await rawStatus(base, 'GET /%zz HTTP/1.1')).toBe(400);
    expect(await rawStatus(base, 'GET /static/%00.js HTTP/1.1')).toBe(400);
  });

  it('reads a path that starts with // as a path, never a host, and sends it to its one spelling', async () => {
    for (const [path, location] of [
      ['//%5B', '/%5B'],
      ['//%25', '/%25'],
      ['//a%20b/', '/a%20b/'],
      ['//x/about', '/x/about'],
      ['/contact//', '/contact/'],
      ['//remotes//mf-medpack//mf-manifest.json?v=1', '/remotes/mf-medpack/mf-manifest.json?v=1'],
    ]) {
      const answer = await get(base, path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
    }
    expect(await rawStatus(base, 'GET /remotes/mf-medpack%2fmf-manifest.json HTTP/1.1')).toBe(400);
    expect(await rawStatus(base, 'GET /remotes%5Cmf-medpack HTTP/1.1')).toBe(400);
  });

  it("serves no server folder's file through another spelling of its path", async () => {
    // A content-hashed file planted in a server build (kept in memory once served).
    const folder = join(site.remotes, 'mf-medpack', 'server');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'leak.0123abcd.js'), 'secret()');
    for (const path of [
      '/remotes/mf-medpack//server/leak.0123abcd.js',
      '/remotes/mf-medpack/./server/leak.0123abcd.js',
      '/remotes/mf-medpack/static/../server/leak.0123abcd.js',
      '/remotes/mf-medpack/%2Fserver/leak.0123abcd.js',
      '/remotes/mf-medpack/server/leak.0123abcd.js',
    ]) {
      const answer = await get(base, path);
      expect(answer.body.toString(), path).not.toContain('secret');
      if (answer.status === 301) {
        const next = await get(base, String(answer.headers.location));
        expect(next.status, path).toBe(404);
        expect(next.body.toString(), path).not.toContain('secret');
      } else {
        expect([400, 404], path).toContain(answer.status);
      }
    }
  });

  it('answers an absolute-form target like its origin-form path', async () => {
    const { port } = new URL(base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(
          `GET http://www.pharmacy.example/robots.txt HTTP/1.1\r\nHost: www.pharmacy.example\r\nConnection: close\r\n\r\n`,
        ),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split(' ')[1]).toBe('200');
    expect(answer).toContain('User-agent: *');
  });

  it('answers Range requests with the right bytes, and 416 for an impossible range', async () => {
    const path = '/static/js/plain.0123456789.js';
    const whole = (await get(base, path)).body;
    const tail = await get(base, path, { headers: { Range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(whole.subarray(whole.length - 100))).toBe(true);
    expect(tail.headers['content-length']).toBe('100');
    const middle = await get(base, path, { headers: { Range: 'bytes=10-19' } });
    expect(middle.body.equals(whole.subarray(10, 20))).toBe(true);
    const backwards = await get(base, path, { headers: { Range: 'bytes=500-100' } });
    expect(backwards.status).toBe(416);
    expect(Number(backwards.headers['content-length'])).toBeGreaterThanOrEqual(0);
  });

  it('sends the build’s brotli or gzip copy of an asset, and compresses only HTML itself', async () => {
    const br = await get(base, `/${BIG_FILE}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 10);
    const gz = await get(base, `/${BIG_FILE}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const identity = await get(base, `/${BIG_FILE}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(BIG_SCRIPT);
    // An asset the build did not compress is sent as it is.
    const plain = await get(base, '/static/js/plain.0123456789.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = await get(base, '/about', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('never lets browsers keep a hashed file that was written moments ago', async () => {
    const path = 'static/js/fresh.abcdef0123.js';
    writeFileSync(join(site.shell, path), 'console.info("half a fi');
    const partial = await get(base, `/${path}`);
    expect(partial.headers['cache-control']).toBe('no-cache');
    // The copy finishes: the next request gets the whole file, not a kept partial one.
    writeFileSync(join(site.shell, path), 'console.info("half a file no more")');
    const whole = await get(base, `/${path}`);
    expect(whole.body.toString()).toBe('console.info("half a file no more")');
    const builtAt = Date.now() / 1000 - 3600;
    utimesSync(join(site.shell, path), builtAt, builtAt);
    const settled = await get(base, `/${path}`);
    expect(settled.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('releases every file descriptor of 2,000 aborted downloads', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const connections = () =>
      new Promise<number>((done) => server.getConnections((_, count) => done(count)));
    // Earlier tests may leave idle keep-alive connections; they are not ours to count.
    const connectionsBefore = await connections();
    const before = openFiles();
    let started = 0;
    const abortOne = (path: string) =>
      new Promise<void>((done) => {
        const socket = connect(Number(new URL(base).port), '127.0.0.1', () => {
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
    expect((await get(base, `/${BIG_UNHASHED_FILE}`)).status).toBe(200);
  }, 30_000);

  it('answers 404 when a file disappears between its lookup and its read', async () => {
    const file = join(site.shell, 'robots.txt');
    const createReadStream = fs.createReadStream;
    vi.spyOn(fs, 'createReadStream').mockImplementation(((path: string, options: unknown) => {
      if (path === file) rmSync(file);
      return createReadStream(path, options as Parameters<typeof createReadStream>[1]);
    }) as typeof createReadStream);
    const answer = await get(base, '/robots.txt');
    vi.restoreAllMocks();
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-cache');
    writeFileSync(file, 'User-agent: *\n');
    expect((await get(base, '/robots.txt')).status).toBe(200);
  });

  it('answers 503, not extra bytes, for a file measured empty that has content when read', async () => {
    const file = join(site.shell, 'robots.txt');
    writeFileSync(file, '');
    const createReadStream = fs.createReadStream;
    vi.spyOn(fs, 'createReadStream').mockImplementation(((path: string, options: unknown) => {
      if (path === file) writeFileSync(file, 'User-agent: *\n');
      return createReadStream(path, options as Parameters<typeof createReadStream>[1]);
    }) as typeof createReadStream);
    const answer = await get(base, '/robots.txt');
    vi.restoreAllMocks();
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    // The same keep-alive connection still parses: the next answer is whole.
    expect((await get(base, '/robots.txt')).body.toString()).toBe('User-agent: *\n');
  });

  it('keeps running while a remote is redeployed with rm and cp under load', async () => {
    const live = join(site.remotes, 'mf-medpack');
    const release = join(site.root, 'medpack-release');
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
        const answer = await get(base, '/remotes/mf-medpack/mf-manifest.json').catch(
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
    expect((await get(base, '/remotes/mf-medpack/mf-manifest.json')).body.toString()).toBe(
      MEDPACK_MANIFEST,
    );
  }, 20_000);
});

const defaultConfig = () =>
  Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));

/** The composition as served once every entry of `defaultConfig` is read with its description. */
const composed = () =>
  Object.fromEntries(
    remoteNames.map((name) => [
      name,
      {
        manifest: `/remotes/${name}/mf-manifest.json`,
        prefixes: [`/${name.slice(3)}`],
        section: { en: './Section', es: './Section' },
        fills: [],
        nav: [],
      },
    ]),
  );

/**
 * Asks `read` again (every 20 ms, for at most 5 s) until `done` holds for its answer: the
 * server reads its files again when they change, a moment after the write.
 */
async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean): Promise<boolean> {
  const deadline = Date.now() + 5000;
  for (;;) {
    if (done(await read())) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("Fastify's router and the one headers table", () => {
  const site = makeSite();
  const app = createApp({ env: site.env, log: quietLog() });
  beforeAll(() => app.ready());
  afterAll(async () => {
    await app.close();
    rmSync(site.root, { recursive: true, force: true });
  });

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
    // What the recipes write: the static hosts' `/*` block and nginx's add_header lines.
    const { _headers } = staticHostFiles(site.shell);
    const staticHost = Object.fromEntries(
      [..._headers.split('\n/')[0].matchAll(/^ {2}([^:]+): (.*)$/gm)].map((line) => [
        line[1].toLowerCase(),
        line[2],
      ]),
    );
    const nginx = nginxSiteConfig({
      mode: 'proxy',
      listen: '8080',
      shellDist: site.shell,
      upstreams: ['127.0.0.1:8081'],
    });
    const unquoted = (value = '') => value.replaceAll('\\"', '"');
    const nginxHeaders = Object.fromEntries([
      ...[...nginx.matchAll(/^ {2}add_header (\S+) "(.*)" always;$/gm)]
        .filter((line) => !/^(Cache-Control|X-Upstream|X-Cache)$/.test(line[1]))
        .map((line) => [line[1].toLowerCase(), unquoted(line[2])]),
      // The CSP is nginx's where Node sent none (its map's empty case).
      [
        'content-security-policy',
        unquoted(nginx.match(/\$pharmacy_csp \{\n {2}"" "(.*)";$/m)?.[1]),
      ],
    ]);
    // Static hosts serve over HTTPS only; this nginx listens on plain HTTP.
    expect(staticHost).toEqual({ ...expected, 'strict-transport-security': hsts });
    expect(nginxHeaders).toEqual(expected);
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

describe('the live composition, validated remote by remote', () => {
  let server: Server;
  let base: string;
  let site: ReturnType<typeof makeSite>;
  const log = quietLog();
  const writeConfig = (text: string) => writeFileSync(join(site.shell, 'remotes.json'), text);
  const servedConfig = async () => {
    const answer = await get(base, '/remotes.json');
    expect(answer.status).toBe(200);
    return JSON.parse(answer.body.toString());
  };
  const warnings = () => log.warn.mock.calls.join('\n');

  beforeAll(async () => {
    site = makeSite();
    ({ server, base } = await listen({ env: site.env, log }));
  });
  afterAll(async () => {
    await close(server);
    rmSync(site.root, { recursive: true, force: true });
  });

  it('serves each entry with what its description says it owns, exposes and fills', async () => {
    expect(await servedConfig()).toEqual(composed());
  });

  it('leaves out a new bad entry and keeps the last good one of a known remote, one log line each', async () => {
    log.warn.mockClear();
    writeConfig(
      JSON.stringify({
        ...defaultConfig(),
        'mf-reviews': 'javascript:alert(1)',
        'mf-unknown': '/remotes/mf-unknown/mf-manifest.json',
      }),
    );
    expect(await until(warnings, (text) => /"mf-unknown".*left out/.test(text))).toBe(true);
    expect(warnings()).toMatch(/"mf-reviews" cannot be used .*keeping its last good entry/);
    expect(await servedConfig()).toEqual(composed());
    await servedConfig();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('serves a remote it has never seen once its description can be read, without a restart', async () => {
    const folder = join(site.remotes, 'mf-vaccines');
    mkdirSync(folder);
    writeFileSync(join(folder, 'mf-manifest.json'), '{}');
    writeFileSync(
      join(folder, 'pages.json'),
      JSON.stringify({ remote: 'mf-vaccines', prefixes: ['/vaccines'], pages: ['/vaccines'] }),
    );
    writeConfig(
      JSON.stringify({
        ...defaultConfig(),
        'mf-vaccines': '/remotes/mf-vaccines/mf-manifest.json',
      }),
    );
    expect(await until(servedConfig, (config) => 'mf-vaccines' in config)).toBe(true);
    expect((await servedConfig())['mf-vaccines'].prefixes).toEqual(['/vaccines']);
    const sitemap = (await get(base, '/sitemap.xml')).body.toString();
    expect(sitemap).toContain('/vaccines</loc>');
    expect(sitemap).toContain('/es/vaccines</loc>');
  });

  it('keeps the last good composition when the file is not valid at all', async () => {
    writeConfig(JSON.stringify(defaultConfig()));
    expect(await until(servedConfig, (config) => !('mf-vaccines' in config))).toBe(true);
    for (const broken of ['null', '[]', '"text"', '{"mf-medpack": ']) {
      log.warn.mockClear();
      writeConfig(broken);
      expect(
        await until(
          async () => log.warn.mock.calls.length,
          (count) => count > 0,
        ),
      ).toBe(true);
      expect(await servedConfig(), broken).toEqual(composed());
      expect((await get(base, '/contact')).status).toBe(200);
      expect(String(log.warn.mock.calls[0][0])).toMatch(/keeping the last good composition/);
    }
    writeConfig(JSON.stringify(defaultConfig()));
  });

  it('composes every remote folder when there is no remotes.json', async () => {
    const other = makeSite();
    rmSync(join(other.shell, 'remotes.json'));
    const started = await listen({ env: other.env, log: quietLog() });
    const answer = await get(started.base, '/remotes.json');
    expect(Object.keys(JSON.parse(answer.body.toString())).sort()).toEqual([...remoteNames].sort());
    expect((await get(started.base, '/')).status).toBe(200);
    await close(started.server);
    rmSync(other.root, { recursive: true, force: true });
  });
});

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

describe('connections', () => {
  it('closes a connection whose request headers never finish', async () => {
    const site = makeSite();
    const { server, base } = await listen({
      env: site.env,
      log: quietLog(),
      timeouts: { headersMs: 300, requestMs: 300, idleMs: 1000 },
    });
    const startedAt = Date.now();
    const closedAfter = await new Promise<number>((done) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'),
      );
      socket.resume(); // read the server's 408, and with it the end of the connection
      socket.on('error', () => {});
      socket.on('close', () => done(Date.now() - startedAt));
    });
    expect(closedAfter).toBeLessThan(2500);
    await close(server);
    rmSync(site.root, { recursive: true, force: true });
  });
});

describe('shutdown', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  /** The server in a process of its own, as in production, answering on `port`. */
  async function startChild(port: number) {
    const site = makeSite();
    const running = spawn(process.execPath, [serverModule('cli'), 'serve'], {
      env: {
        ...process.env,
        ...site.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    const exited = new Promise<number | null>((done) => running.on('exit', (code) => done(code)));
    await vi.waitFor(() => get(`http://127.0.0.1:${port}`, '/'), { timeout: 5000, interval: 100 });
    return { site, running, exited };
  }

  it('on SIGTERM stops accepting, finishes the download in flight, then exits', async () => {
    const port = 8142;
    const { site, running, exited } = await startChild(port);

    // A slow reader: the response cannot be sent at once, so it is still in flight.
    let received = 0;
    const response = await new Promise<import('node:http').IncomingMessage>((done, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/${BIG_FILE}` }, done);
      req.on('error', fail);
      req.end();
    });
    response.pause();
    running.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    // No new visitors while shutting down.
    await expect(get(`http://127.0.0.1:${port}`, '/')).rejects.toThrow();
    const finished = new Promise<void>((done, fail) => {
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      response.on('end', done);
      response.on('error', fail);
    });
    response.resume();
    await finished;
    expect(received).toBe(Buffer.byteLength(BIG_SCRIPT));
    expect(await exited).toBe(0);
    rmSync(site.root, { recursive: true, force: true });
  });

  it('on SIGTERM closes idle keep-alive connections cleanly, cuts a client trickling its headers, and exits 0 at once', async () => {
    const port = 8143;
    const { site, running, exited } = await startChild(port);

    // An idle keep-alive connection: one request answered, the socket kept open.
    const idle = connect(port, '127.0.0.1');
    const idleClosed = new Promise<string>((done) => {
      idle.on('error', (error) => done(`error: ${error.message}`));
      idle.on('end', () => done('end'));
    });
    await new Promise<void>((done) => {
      idle.once('data', () => done());
      idle.write('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    // A client sending one header line a second, never finishing.
    const trickler = connect(port, '127.0.0.1');
    trickler.on('error', () => {});
    trickler.write('GET / HTTP/1.1\r\n');
    const trickle = setInterval(() => trickler.write('X-Slow: 1\r\n'), 1000);

    await new Promise((done) => setTimeout(done, 200));
    const signalledAt = Date.now();
    running.kill('SIGTERM');
    const code = await exited;
    clearInterval(trickle);
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(3000);
    expect(await idleClosed).toBe('end');
    trickler.destroy();
    rmSync(site.root, { recursive: true, force: true });
  });
});
