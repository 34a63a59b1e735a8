// @vitest-environment node
// /owner on the public server, attacked (plugins/guard.ts, routes/owner.ts): who the
// console is told asked, the spellings of /owner, bodies, and the headers of every answer
// there, the server's own included. A stand-in console records what reaches it.
// (Not beside routes/owner.ts: autoload loads every file there.)
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { consoleHeaders } from 'shared-content/owner-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { quietLog } from '../testing/log.ts';
import { type Forwarded, makeSite, post, standInConsole } from '../testing/owner-site.ts';

const site = makeSite();
let standIn: Awaited<ReturnType<typeof standInConsole>>;
let seen: Forwarded[];
let app: ReturnType<typeof createApp>;
let base: string;

beforeAll(async () => {
  standIn = await standInConsole();
  seen = standIn.seen;
  app = createApp({ env: { ...site.env, OWNER_ORIGIN: standIn.origin }, log: quietLog() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await standIn.close();
  rmSync(site.root, { recursive: true, force: true });
});

/** The console's headers, as the console itself sends them (owner/src/security/headers.ts). */
function expectConsoleHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['cache-control'], what).toBe('no-store');
  expect(headers['x-robots-tag'], what).toBe('noindex, nofollow');
  expect(String(headers['content-security-policy']), what).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], what).toBe(consoleHeaders['Content-Security-Policy']);
  expect(headers['x-frame-options'], what).toBe('DENY');
}

describe('who asked, as the console is told', () => {
  it('is the address this server saw: a private-network client cannot claim another, nor https', async () => {
    for (const remoteAddress of ['fd00::2', '10.1.2.3', '169.254.0.9', '203.0.113.7']) {
      await app.inject({
        url: '/owner/sign-in',
        remoteAddress,
        headers: {
          'x-forwarded-for': '198.51.100.66',
          'x-forwarded-proto': 'https',
          forwarded: 'for=198.51.100.66;proto=https',
          'x-real-ip': '198.51.100.66',
        },
      });
      expect(seen.at(-1)?.headers, remoteAddress).toMatchObject({
        'x-forwarded-for': remoteAddress,
        'x-forwarded-proto': 'http',
      });
      expect(seen.at(-1)?.headers.forwarded, remoteAddress).toBeUndefined();
      expect(seen.at(-1)?.headers['x-real-ip'], remoteAddress).toBeUndefined();
    }
  });

  it('is the client a proxy on this machine names (nginx or Varnish on loopback)', async () => {
    await app.inject({
      url: '/owner/sign-in',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
    });
    expect(seen.at(-1)?.headers).toMatchObject({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    });
  });
});

describe('the spellings of /owner', () => {
  it('forwards only the plain spelling: %-escaped ones are a 400, by any method', async () => {
    const forwarded = seen.length;
    for (const url of ['/%6fwner/sign-in', '/owne%72', '/%6Fwner/', '/owner/%73ign-in']) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await app.inject({ method, url, payload: method === 'POST' ? 'x' : '' });
        expect(answer.statusCode, `${method} ${url}`).toBe(400);
        expectConsoleHeaders(answer.headers, `${method} ${url}`);
      }
    }
    expect(seen.length).toBe(forwarded);
  });
});

describe("the server's own answers under /owner", () => {
  it('carry the console headers: 400, 301, 413, and the console answers as it sent them', async () => {
    const answers = {
      400: await app.inject({ url: '/owner/%zz' }),
      '400 (absolute form)': await app.inject({ url: 'http://pharmacy.example/owner/%zz' }),
      301: await app.inject({ url: '/owner//sign-in' }),
      413: await app.inject({
        method: 'POST',
        url: '/owner/enroll/options',
        headers: { 'content-type': 'application/json' },
        payload: 'x'.repeat(40 * 1024),
      }),
      201: await app.inject({ url: '/owner/' }),
    };
    for (const [status, answer] of Object.entries(answers)) {
      expect(answer.statusCode).toBe(Number.parseInt(status, 10));
      expectConsoleHeaders(answer.headers, status);
    }
  });

  it('carry them without a console (404, 405) and while it is down (502)', async () => {
    const none = createApp({ env: site.env, log: quietLog() });
    const down = createApp({
      env: { ...site.env, OWNER_ORIGIN: 'http://127.0.0.1:1' },
      log: quietLog(),
    });
    const answers = [
      [404, await none.inject({ url: '/owner/' })],
      [405, await none.inject({ method: 'POST', url: '/owner/publish', payload: 'x' })],
      [502, await down.inject({ url: '/owner/sign-in' })],
    ] as const;
    await Promise.all([none.close(), down.close()]);
    for (const [status, answer] of answers) {
      expect(answer.statusCode).toBe(status);
      expectConsoleHeaders(answer.headers, String(status));
    }
    // The site's own pages keep the site's headers.
    expect((await app.inject({ url: '/ownerx' })).headers['x-robots-tag']).toBeUndefined();
  });
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('bodies', () => {
  it('`Expect: 100-continue` (curl, for a body over 1 KB) reaches the console with its body', async () => {
    const body = `reason=${'s'.repeat(2000)}`;
    const answer = await post(`${base}/owner/preview`, body, { expect100: true, headers: form });
    expect(answer.status).toBe(201);
    expect(seen.at(-1)).toMatchObject({ url: '/owner/preview', body });
    expect(seen.at(-1)?.headers.expect).toBeUndefined();
  });

  it('a body over 32 KB, chunked or not, is a 413 with the console headers, and never forwarded', async () => {
    const forwarded = seen.length;
    const body = 'x'.repeat(100 * 1024);
    for (const chunked of [true, false]) {
      const answer = await post(`${base}/owner/preview`, body, { chunked, headers: form });
      expect(answer.status, `chunked: ${chunked}`).toBe(413);
      expectConsoleHeaders(answer.headers, `chunked: ${chunked}`);
    }
    expect(seen.length).toBe(forwarded);
    const small = await post(`${base}/owner/preview`, 'reason=snow', {
      chunked: true,
      headers: form,
    });
    expect(small.status).toBe(201);
    expect(seen.at(-1)?.body).toBe('reason=snow');
  });
});
