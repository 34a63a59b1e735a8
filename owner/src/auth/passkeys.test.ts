// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { browserFor, consoleUnderTest } from '../app.testing';
import { enroll, signIn } from './passkey-flows.testing';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function setUp(start = Date.parse('2026-12-15T14:00:00Z')) {
  let now = start;
  const context = await consoleUnderTest({ now: () => new Date(now) });
  close = () => context.app.close();
  return { ...context, advance: (ms: number) => (now += ms) };
}

describe('passkeys', () => {
  it('an invited person enrolls a passkey, is signed in, and signs in again later', async () => {
    const { app, owners } = await setUp();
    const { code } = owners.invite('Maria Lopez');
    const phone = browserFor(app);
    const { verify, authenticator } = await enroll(phone, code);
    expect(verify?.statusCode).toBe(200);
    expect((await phone.get('/owner/')).body).toContain('Maria Lopez');

    const laptop = browserFor(app);
    expect((await laptop.get('/owner/')).statusCode).toBe(303);
    expect((await signIn(laptop, authenticator)).json()).toEqual({ redirect: '/owner/' });
    const page = await laptop.get('/owner/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Close a store');
  });

  it('ends a session after 8 idle hours, and keeps one that is used', async () => {
    const { app, owners, advance } = await setUp();
    const phone = browserFor(app);
    await enroll(phone, owners.invite('Maria Lopez').code);
    advance(7 * 3_600_000);
    expect((await phone.get('/owner/')).statusCode).toBe(200);
    advance(7 * 3_600_000);
    expect((await phone.get('/owner/')).statusCode).toBe(200);
    advance(8 * 3_600_000 + 1000);
    expect((await phone.get('/owner/')).headers.location).toBe('/owner/sign-in');
  });

  it('refuses an invite that was used already', async () => {
    const { app, owners } = await setUp();
    const { code } = owners.invite('Maria Lopez');
    expect((await enroll(browserFor(app), code)).verify?.statusCode).toBe(200);
    const again = await enroll(browserFor(app), code);
    expect(again.options.statusCode).toBe(403);
    expect(again.options.json().error).toMatch(/used, expired or mistyped/);
  });

  it('refuses an invite after 24 hours', async () => {
    const { app, owners, advance } = await setUp();
    const { code } = owners.invite('Maria Lopez');
    advance(24 * 3_600_000 + 1000);
    expect((await enroll(browserFor(app), code)).options.statusCode).toBe(403);
  });

  it('a revoked person cannot sign in, and their open session ends', async () => {
    const { app, owners } = await setUp();
    const { code } = owners.invite('Sam');
    const phone = browserFor(app);
    const { authenticator } = await enroll(phone, code);
    owners.revoke('Sam');
    expect((await phone.get('/owner/')).statusCode).toBe(303);
    const attempt = await signIn(browserFor(app), authenticator);
    expect(attempt.statusCode).toBe(401);
    expect((await browserFor(app).get('/owner/')).statusCode).toBe(303);
  });

  it('answers the sixth wrong sign-in within a minute with 429, per address and per account', async () => {
    const { app, owners } = await setUp();
    const { authenticator } = await enroll(browserFor(app), owners.invite('Sam').code);
    const attacker = browserFor(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await signIn(attacker, authenticator, { wrongKey: true })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // From another address, the same account is still held back.
    const elsewhere = browserFor(app);
    await elsewhere.get('/owner/sign-in');
    const options = await elsewhere.postJson('/owner/sign-in/options', {});
    const other = await elsewhere.request({
      method: 'POST',
      url: '/owner/sign-in/verify',
      remoteAddress: '10.0.0.9',
      headers: { 'content-type': 'application/json', 'x-csrf-token': elsewhere.csrfToken },
      payload: JSON.stringify(authenticator.signIn(options.json())),
    });
    expect(other.statusCode).toBe(429);
  });

  it('caps the challenges one address may ask for (30 a minute)', async () => {
    const { app } = await setUp();
    const browser = browserFor(app);
    await browser.get('/owner/sign-in');
    const statuses = new Set<number>();
    for (let ask = 0; ask < 31; ask += 1) {
      statuses.add((await browser.postJson('/owner/sign-in/options', {})).statusCode);
    }
    expect([...statuses]).toEqual([200, 429]);
  });

  it('logs refusals without invite codes, cookies or passkey data', async () => {
    const { app, owners, logs } = await setUp();
    const { code } = owners.invite('Sam');
    const browser = browserFor(app);
    const { authenticator } = await enroll(browser, code);
    await enroll(browserFor(app), code);
    await signIn(browserFor(app), authenticator, { wrongKey: true });
    const text = logs.join('\n');
    expect(text).toContain('refused');
    expect(text).not.toContain(code);
    expect(text).not.toContain(authenticator.id);
    for (const value of browser.jar.values()) expect(text).not.toContain(value);
  });
});
