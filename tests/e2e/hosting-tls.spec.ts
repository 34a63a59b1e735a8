// The site over HTTPS behind Debian's nginx, configured by `pnpm hosting:nginx` with a
// certificate (made here by openssl, issued by a throwaway CA this test trusts): every
// page over HTTP/2, plain HTTP redirected, the Node server's headers plus HSTS, and the
// MDN HTTP Observatory's ten tests passed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type ClientHttp2Session, connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageRoutes } from '../site/pages';
import {
  cachingRule,
  makeTestCertificates,
  type NginxProcess,
  sameAnswerPaths,
  securityHeaderNames,
  startNginx,
  type TestCertificates,
} from './hosting';
import { getOnce, releaseRoot, type SiteProcess, startSite, workspace } from './servers';

const ports = { node: 8441, http: 8442, https: 8443 };
const HSTS = 'max-age=63072000; includeSubDomains';

/** One answer over an HTTP/2 session. */
function get2(session: ClientHttp2Session, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const stream = session.request({ ':path': path, 'accept-encoding': 'identity' });
      let headers: Record<string, unknown> = {};
      let text = '';
      stream.setEncoding('utf8');
      stream.on('response', (received) => {
        headers = received;
      });
      stream.on('data', (chunk: string) => {
        text += chunk;
      });
      stream.on('end', () => resolve({ status: Number(headers[':status']), headers, text }));
      stream.on('error', reject);
    },
  );
}

/** The MDN HTTP Observatory's scan of localhost on these ports (tests/e2e/observatory.mjs). */
function observatory(certificates: TestCertificates, httpPort: number, httpsPort: number) {
  const output = execFileSync(
    process.execPath,
    [join(workspace, 'tests/e2e/observatory.mjs'), 'localhost', `${httpPort}`, `${httpsPort}`],
    {
      cwd: join(workspace, 'tests'),
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificates.ca },
    },
  );
  return JSON.parse(output.toString()) as {
    grade: string;
    testsPassed: number;
    testsQuantity: number;
    failed: string[];
  };
}

test.describe('the site over HTTPS behind nginx', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  const folder = mkdtempSync(join(tmpdir(), 'pharmacy-tls-'));
  const acmeRoot = join(folder, 'acme');
  let certificates: TestCertificates;
  let node: SiteProcess;
  let nginx: NginxProcess;
  let session: ClientHttp2Session;

  test.beforeAll(async () => {
    certificates = makeTestCertificates(folder);
    mkdirSync(join(acmeRoot, '.well-known/acme-challenge'), { recursive: true });
    writeFileSync(join(acmeRoot, '.well-known/acme-challenge/token-1'), 'token-1.key\n');
    node = await startSite(ports.node);
    nginx = await startNginx({
      mode: 'proxy',
      port: ports.http,
      upstreams: [`127.0.0.1:${ports.node}`],
      env: { RELEASE_ROOT: releaseRoot },
      tls: { ...certificates, port: ports.https, acmeRoot },
    });
    session = connect(`https://localhost:${ports.https}`, {
      ca: readFileSync(certificates.ca),
    });
    await new Promise((done, fail) => session.once('connect', done).once('error', fail));
  });

  test.afterAll(async () => {
    session?.close();
    await Promise.all([nginx?.stop(), node?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  test('every page route over HTTP/2, with its content', async () => {
    // The certificate checked against the test CA, and HTTP/2 agreed in the handshake.
    expect(session.alpnProtocol).toBe('h2');
    expect(session.encrypted).toBe(true);
    for (const { path } of pageRoutes) {
      const answer = await get2(session, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.text, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(answer.text, path).toMatch(/<title>[^<]+<\/title>/);
      expect(answer.text, path).not.toContain('This page is not available right now');
    }
  });

  test('plain HTTP answers 301 to the same URL over HTTPS, but for the ACME challenge', async () => {
    for (const path of ['/', '/about?utm_source=mail', '/static/js/x.js', '/refill']) {
      const answer = await getOnce(`${nginx.url}${path}`);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(`https://127.0.0.1:${ports.https}${path}`);
    }
    const challenge = await getOnce(`${nginx.url}/.well-known/acme-challenge/token-1`);
    expect(challenge.status).toBe(200);
    expect(challenge.text).toBe('token-1.key\n');
    expect((await getOnce(`${nginx.url}/.well-known/acme-challenge/other`)).status).toBe(404);
  });

  test("over HTTPS: the Node server's status, redirects, cache rules and security headers, plus HSTS", async () => {
    for (const path of sameAnswerPaths) {
      const [viaNginx, viaNode] = await Promise.all([
        get2(session, path),
        getOnce(`${node.url}${path}`),
      ]);
      expect(viaNginx.status, path).toBe(viaNode.status);
      expect(viaNginx.headers.location, path).toBe(viaNode.headers.location);
      // (Node sends a hashed file `no-cache` for 5 s after it was written: the tests'
      // release may be that fresh.)
      await expect
        .poll(
          async () => cachingRule((await getOnce(`${node.url}${path}`)).headers['cache-control']),
          {
            message: path,
            timeout: 7_000,
          },
        )
        .toBe(cachingRule(viaNginx.headers['cache-control']));
      for (const name of securityHeaderNames) {
        const expected = name === 'strict-transport-security' ? HSTS : viaNode.headers[name];
        expect(viaNginx.headers[name], `${path} ${name}`).toBe(expected);
      }
      // The Node server over plain HTTP sends no HSTS.
      expect(viaNode.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('the MDN HTTP Observatory passes all ten tests (Node alone over plain HTTP: eight)', () => {
    const overHttps = observatory(certificates, ports.http, ports.https);
    expect(overHttps.failed).toEqual([]);
    expect(overHttps.testsPassed).toBe(10);
    expect(overHttps.testsQuantity).toBe(10);
    expect(overHttps.grade).toMatch(/^A/);
    // The same scan fails Node alone on the two transport tests (it checks them).
    const nodeAlone = observatory(certificates, ports.node, ports.https + 100);
    expect(nodeAlone.failed.map((failure) => failure.split(':')[0]).sort()).toEqual([
      'redirection',
      'strict-transport-security',
    ]);
  });
});
