// The production server's tests' site and requests: a built site in a temporary folder
// (the shell and every remote), one request exactly as sent, the server listening on a
// free port, and waiting for what the server reads again when its files change.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { createApp, startServer } from '../app.ts';
import { quietLog } from './log.ts';

export const remoteNames = ['mf-locations', 'mf-services', 'mf-reviews', 'mf-medpack'];
export const INDEX_HTML = `<!doctype html><title>shell</title><p>${'Welcome. '.repeat(200)}</p>`;
export const BIG_FILE = 'static/js/big.0123456789.js';
/** Not content-hashed, so always read from disk (hashed files are kept in memory). */
export const BIG_UNHASHED_FILE = 'static/price-list.json';
export const BIG_SCRIPT = `console.info(${JSON.stringify('x'.repeat(2 * 1024 * 1024))});\n`;
export const MEDPACK_MANIFEST = '{"id":"mf_medpack"}';
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
});
const BIG_SCRIPT_GZ = gzipSync(BIG_SCRIPT, { level: 1 });

/** A built site in a temporary folder: the shell, and every remote under REMOTES_ROOT. */
export function makeSite() {
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

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request as sent (no automatic decompression, the raw path kept as written). */
export function get(
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
export function rawStatus(base: string, requestLine: string): Promise<number> {
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

export async function listen(options: Record<string, unknown>) {
  const server: Server = await startServer({ port: 0, host: '127.0.0.1', ...options });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { server, base };
}

export const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

export const defaultConfig = () =>
  Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));

/** The composition as served once every entry of `defaultConfig` is read with its description. */
export const composed = () =>
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
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
): Promise<boolean> {
  const deadline = Date.now() + 5000;
  for (;;) {
    if (done(await read())) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The app over a built site (no port: `app.inject`), ready before a file's tests, closed after. */
export function siteApp() {
  const site = makeSite();
  const app = createApp({ env: site.env, log: quietLog() });
  beforeAll(() => app.ready());
  afterAll(async () => {
    await app.close();
    rmSync(site.root, { recursive: true, force: true });
  });
  return { site, app };
}

/**
 * The server on a site of `makeSite`'s, listening before a describe block's tests and
 * closed, its folder removed, after them: `running.server`, `.base`, `.site`.
 */
export function siteServer(log: ReturnType<typeof quietLog> = quietLog()) {
  const running = {} as { server: Server; base: string; site: ReturnType<typeof makeSite> };
  beforeAll(async () => {
    running.site = makeSite();
    Object.assign(running, await listen({ env: running.site.env, log }));
  });
  afterAll(async () => {
    await close(running.server);
    rmSync(running.site.root, { recursive: true, force: true });
  });
  return running;
}
