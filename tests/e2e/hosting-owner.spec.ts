// nginx in proxy mode sends /owner to the owner's console (`pnpm hosting:nginx --owner`):
// every request reaches the console (nothing cached, no brotli copy), its answers keep
// its own headers (no-store, noindex, its CSP once), and a POST passes through whole.
// The console here is a stand-in that records what reaches it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { type NginxProcess, startNginx } from './hosting';
import { releaseRoot } from './servers';

const CONSOLE_CSP = "default-src 'none'; script-src 'self'; frame-ancestors 'none'";

test.describe("nginx in front of the owner's console", () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  const seen: {
    method?: string;
    url?: string;
    body: string;
    headers: IncomingMessage['headers'];
  }[] = [];
  let console_: Server;
  let nginx: NginxProcess;

  test.beforeAll(async () => {
    console_ = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, body, headers: request.headers });
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex, nofollow',
          'content-security-policy': CONSOLE_CSP,
        });
        response.end(`<p>console ${seen.length}</p>`);
      });
    });
    await new Promise<void>((done) => console_.listen(0, '127.0.0.1', done));
    const { port } = console_.address() as AddressInfo;
    nginx = await startNginx({
      mode: 'proxy',
      port: 8171,
      // No Node here: only /owner is asked for.
      upstreams: ['127.0.0.1:9'],
      env: { RELEASE_ROOT: releaseRoot },
      args: ['--owner', `127.0.0.1:${port}`],
    });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await new Promise((done) => console_?.close(done));
  });

  test('every /owner request reaches the console and keeps its own headers', async () => {
    for (const path of ['/owner', '/owner/', '/owner/sign-in', '/owner/sign-in']) {
      const before = seen.length;
      const answer = await fetch(`${nginx.url}${path}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.status, path).toBe(200);
      expect(seen.length, `${path} was answered without the console`).toBe(before + 1);
      expect(seen.at(-1)?.url).toBe(path);
      // Once each: nginx adds none of the site's headers to the console's.
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(answer.headers.get('content-security-policy'), path).toBe(CONSOLE_CSP);
      expect(answer.headers.get('x-frame-options'), path).toBeNull();
      expect(answer.headers.get('x-cache'), path).toBeNull();
    }
    expect(seen.at(-1)?.headers['x-forwarded-proto']).toBe('http');
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  test('a POST reaches the console with its body', async () => {
    const answer = await fetch(`${nginx.url}/owner/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'kind=closure&reason=snow',
    });
    expect(answer.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/owner/publish',
      body: 'kind=closure&reason=snow',
    });
  });
});
