// @vitest-environment node
// Sessions end after 8 idle hours and, however much they are used, 7 days after sign-in
// (OWASP's idle and absolute timeouts); an ended session leaves no row behind.
import { afterEach, describe, expect, it } from 'vitest';
import { browserFor, consoleUnderTest } from '../testing/console-harness';
import { enroll, signIn } from '../testing/passkey-flows';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

const hour = 3_600_000;

async function setUp() {
  let now = Date.parse('2026-12-15T14:00:00Z');
  const context = await consoleUnderTest({ now: () => new Date(now) });
  close = () => context.app.close();
  const rows = () =>
    (context.db.prepare('SELECT COUNT(*) AS count FROM sessions').get() as { count: number }).count;
  return { ...context, rows, advance: (ms: number) => (now += ms) };
}

describe('sessions', () => {
  it('end 7 days after sign-in even when used every few hours, and the row is deleted', async () => {
    const { app, owners, advance, rows } = await setUp();
    const phone = browserFor(app);
    await enroll(phone, owners.invite('Maria Lopez').code);
    for (let used = 0; used < 41; used += 1) {
      advance(4 * hour);
      expect((await phone.get('/owner/')).statusCode, `after ${(used + 1) * 4} hours`).toBe(200);
    }
    advance(4 * hour); // 7 days after sign-in
    expect((await phone.get('/owner/')).headers.location).toBe('/owner/sign-in');
    expect(rows()).toBe(0);
  });

  it('that ended without being used again are deleted at the next sign-in', async () => {
    const { app, owners, advance, rows } = await setUp();
    const { authenticator } = await enroll(browserFor(app), owners.invite('Maria Lopez').code);
    await signIn(browserFor(app), authenticator);
    expect(rows()).toBe(2);
    advance(9 * hour);
    expect((await signIn(browserFor(app), authenticator)).statusCode).toBe(200);
    expect(rows()).toBe(1);
  });

  it('a sign-in from a browser that had a session ends the old one (a new id each time)', async () => {
    const { app, owners, rows } = await setUp();
    const phone = browserFor(app);
    const { authenticator } = await enroll(phone, owners.invite('Maria Lopez').code);
    const before = phone.jar.get('owner_session');
    await phone.get('/owner/');
    expect((await signIn(phone, authenticator)).statusCode).toBe(200);
    expect(phone.jar.get('owner_session')).not.toBe(before);
    expect(rows()).toBe(1);
    // The old cookie, replayed, is signed out.
    const replay = await app.inject({
      url: '/owner/',
      headers: { cookie: `owner_session=${before}` },
    });
    expect(replay.headers.location).toBe('/owner/sign-in');
  });
});
