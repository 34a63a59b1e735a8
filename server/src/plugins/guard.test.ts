// @vitest-environment node
// Every request's front door on the running server (plugins/guard.ts): the security
// headers of the live composition, methods, malformed and second spellings of a path,
// dotfiles and server builds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietLog } from '../testing/log.ts';
import { defaultConfig, get, rawStatus, siteServer, until } from '../testing/site.ts';

describe('the front door (security headers and the guard)', () => {
  const log = quietLog();
  const running = siteServer(log);

  afterEach(() => vi.restoreAllMocks());

  it('allows the origins remotes.json names, and notices when it changes', async () => {
    const remotes = join(running.site.shell, 'remotes.json');
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
    const csp = async () =>
      (await fetch(`${running.base}/`)).headers.get('content-security-policy');
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
    const answer = await get(running.base, '/', { headers: { Host: 'evil.example' } });
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-security-policy'])).not.toContain('evil.example');
  });

  it("never serves a versioned release's server build", async () => {
    for (const folder of ['server', 'v1/server']) {
      mkdirSync(join(running.site.remotes, 'mf-medpack', folder), { recursive: true });
      writeFileSync(join(running.site.remotes, 'mf-medpack', folder, 'index.js'), 'secret()');
      const answer = await get(running.base, `/remotes/mf-medpack/${folder}/index.js`);
      expect(answer.status, folder).toBe(404);
      expect(answer.body.toString(), folder).not.toContain('secret');
    }
  });

  it('never serves dotfiles', async () => {
    for (const path of ['/.env', '/.git/config', '/remotes/mf-medpack/.env', '/static/../.env']) {
      const answer = await get(running.base, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('secret');
    }
  });

  it('answers 405 to methods other than GET and HEAD, and 400 to malformed URLs', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await get(running.base, '/contact', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    expect(await rawStatus(running.base, 'TRACE / HTTP/1.1')).toBe(405);
    const head = await get(running.base, '/contact', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(await rawStatus(running.base, 'GET //[ HTTP/1.1')).toBe(400);
    expect(await rawStatus(running.base, 'GET /%zz HTTP/1.1')).toBe(400);
    expect(await rawStatus(running.base, 'GET /static/%00.js HTTP/1.1')).toBe(400);
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
      const answer = await get(running.base, path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
    }
    expect(
      await rawStatus(running.base, 'GET /remotes/mf-medpack%2fmf-manifest.json HTTP/1.1'),
    ).toBe(400);
    expect(await rawStatus(running.base, 'GET /remotes%5Cmf-medpack HTTP/1.1')).toBe(400);
  });

  it("serves no server folder's file through another spelling of its path", async () => {
    // A content-hashed file planted in a server build (kept in memory once served).
    const folder = join(running.site.remotes, 'mf-medpack', 'server');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'leak.0123abcd.js'), 'secret()');
    for (const path of [
      '/remotes/mf-medpack//server/leak.0123abcd.js',
      '/remotes/mf-medpack/./server/leak.0123abcd.js',
      '/remotes/mf-medpack/static/../server/leak.0123abcd.js',
      '/remotes/mf-medpack/%2Fserver/leak.0123abcd.js',
      '/remotes/mf-medpack/server/leak.0123abcd.js',
    ]) {
      const answer = await get(running.base, path);
      expect(answer.body.toString(), path).not.toContain('secret');
      if (answer.status === 301) {
        const next = await get(running.base, String(answer.headers.location));
        expect(next.status, path).toBe(404);
        expect(next.body.toString(), path).not.toContain('secret');
      } else {
        expect([400, 404], path).toContain(answer.status);
      }
    }
  });

  it('answers an absolute-form target like its origin-form path', async () => {
    const { port } = new URL(running.base);
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
});
