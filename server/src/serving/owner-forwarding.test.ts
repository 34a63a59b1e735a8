// @vitest-environment node
// The real owner's console (owner/, its own process, as `pnpm start` starts it:
// commands/owner-console.ts) behind the public server, attacked through the site: wrong
// sign-ins under claimed addresses, `Expect: 100-continue`, an oversized chunked body.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type OwnerConsole, startOwnerConsole } from '../commands/owner-console.ts';
import { readConfig } from '../config.ts';
import { freePort } from '../testing/free-port.ts';
import { quietLog } from '../testing/log.ts';
import { makeSite, post } from '../testing/owner-site.ts';

const site = makeSite();
let ownerConsole: OwnerConsole;
let app: ReturnType<typeof createApp>;
let base: string;

beforeAll(async () => {
  const data = mkdtempSync(join(site.root, 'owner-'));
  const env = {
    ...process.env,
    ...site.env,
    NOTICES_FILE: site.notices,
    OWNER_DB: join(data, 'owner.sqlite'),
    OWNER_PORT: String(await freePort()),
    OWNER_PUBLIC_ORIGIN: 'http://localhost:8080',
  };
  ownerConsole = await startOwnerConsole(readConfig(env), env, () => {});
  app = createApp({ env: { ...env, OWNER_ORIGIN: ownerConsole.origin }, log: quietLog() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await app?.close();
  ownerConsole?.process.kill();
  rmSync(site.root, { recursive: true, force: true });
});

/** A browser on a private network: the sign-in page's cookies and CSRF token. */
async function signInPage(remoteAddress: string) {
  const page = await app.inject({ url: '/owner/sign-in', remoteAddress });
  const cookie = page.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const token = /name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return { cookie, token };
}

describe("the console's rate limits, through the site", () => {
  it('count a private-network client under its own address, whatever X-Forwarded-For it claims', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const remoteAddress = 'fd00::2';
      const { cookie, token } = await signInPage(remoteAddress);
      const headers = {
        cookie,
        origin: 'http://localhost:8080',
        'content-type': 'application/json',
        'x-csrf-token': token,
        'x-forwarded-for': `198.51.100.${attempt}`,
      };
      const options = await app.inject({
        method: 'POST',
        url: '/owner/sign-in/options',
        remoteAddress,
        headers,
        payload: '{}',
      });
      const challenge = options.cookies.find(({ name }) => name === 'owner_challenge');
      const id = `made-up-passkey-${attempt}`;
      const verify = await app.inject({
        method: 'POST',
        url: '/owner/sign-in/verify',
        remoteAddress,
        headers: { ...headers, cookie: `${cookie}; owner_challenge=${challenge?.value}` },
        payload: JSON.stringify({
          id,
          rawId: id,
          type: 'public-key',
          response: { clientDataJSON: 'e30' },
        }),
      });
      statuses.push(verify.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

const json = { 'content-type': 'application/json', origin: 'http://localhost:8080' };

describe('bodies, through the site', () => {
  it('`Expect: 100-continue` reaches the console, which answers (here: 403, no CSRF token), not 502', async () => {
    const body = JSON.stringify({ code: 'x'.repeat(1500) });
    const answer = await post(`${base}/owner/enroll/options`, body, {
      expect100: true,
      headers: json,
    });
    expect(answer.body).not.toContain('not running');
    expect(answer.status).toBe(403);
  });

  it('an oversized chunked body (4 MB) is a 413, not 502', async () => {
    const answer = await post(`${base}/owner/enroll/options`, 'x'.repeat(4 * 1024 * 1024), {
      chunked: true,
      headers: json,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
