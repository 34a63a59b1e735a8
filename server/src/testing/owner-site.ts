// For the tests of /owner on the public server: a released shell (no remotes) and its
// notices file in a temporary folder, and the environment that serves it; a stand-in
// console; a POST as curl sends one.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleHeaders } from 'shared-content/owner-console';

export const NOTICES = JSON.stringify({ closures: [], specialHours: [], alerts: [] });

/** A released shell (no remotes) and its notices file, in a temporary folder. */
export function makeSite() {
  const root = mkdtempSync(join(tmpdir(), 'owner-route-test-'));
  const shell = join(root, 'shell');
  mkdirSync(join(shell, 'static/js'), { recursive: true });
  mkdirSync(join(root, 'remotes'));
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shell, 'static/js/index.0123456789.js'), 'console.info(1)');
  writeFileSync(join(shell, 'remotes.json'), '{}');
  writeFileSync(
    join(shell, 'site.json'),
    JSON.stringify({
      origin: 'https://pharmacy.example',
      redirects: { '/refill': '/app/refill' },
      frameOrigins: [],
      shellPages: [],
    }),
  );
  writeFileSync(join(root, 'notices.json'), NOTICES);
  return {
    root,
    notices: join(root, 'notices.json'),
    env: { SHELL_DIST: shell, REMOTES_ROOT: join(root, 'remotes'), METRICS_PORT: 'off' },
  };
}

export type Answer = { status: number; body: string; headers: IncomingMessage['headers'] };

/**
 * A POST over a real connection, as curl sends it: with `Expect: 100-continue` (the body
 * after the go-ahead), or chunked, written as the connection takes it and no more once an
 * answer came (a server may answer 413 and close before the body is all sent).
 */
export function post(
  url: string,
  body: string,
  { expect100 = false, chunked = false, headers = {} as Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    let wake: (() => void) | undefined;
    const outgoing = request(url, {
      method: 'POST',
      agent: false,
      headers: {
        ...headers,
        ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
        ...(expect100 ? { expect: '100-continue' } : {}),
      },
    });
    outgoing.on('response', (response) => {
      answered = true;
      wake?.();
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
      );
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const writeAll = async () => {
      for (let at = 0; at < body.length && !answered; at += 16_384) {
        if (!outgoing.write(body.slice(at, at + 16_384))) {
          await new Promise<void>((drained) => {
            wake = drained;
            outgoing.once('drain', drained);
          });
        }
      }
      if (!answered) outgoing.end();
    };
    if (expect100) outgoing.on('continue', () => outgoing.end(body));
    else if (chunked) void writeAll();
    else outgoing.end(body);
  });
}

/** What reached a stand-in console. */
export type Forwarded = {
  method?: string;
  url?: string;
  body: string;
  headers: IncomingMessage['headers'];
};

/**
 * A stand-in for the owner's console on loopback: records each request that reaches it
 * (`seen`) and answers 201 "console" with the console's headers.
 */
export async function standInConsole() {
  const seen: Forwarded[] = [];
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      seen.push({ method: incoming.method, url: incoming.url, body, headers: incoming.headers });
      response.writeHead(201, consoleHeaders);
      response.end('console');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    seen,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}
