// @vitest-environment node
// Invites as an attacker tries them: guessed or replayed codes from many addresses, and a
// lost phone's passkey after its owner was invited again.
import { afterEach, describe, expect, it } from 'vitest';
import { browserFor, consoleUnderTest } from '../testing/console-harness';
import { enroll, signIn } from '../testing/passkey-flows';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function setUp() {
  const context = await consoleUnderTest();
  close = () => context.app.close();
  return context;
}

type App = Awaited<ReturnType<typeof setUp>>['app'];

/** Asks for an enrolment with `code` from `address` (a fresh browser each time). */
async function tryCode(app: App, code: string, address: string) {
  const browser = browserFor(app);
  await browser.get('/owner/enroll');
  return browser.request({
    method: 'POST',
    url: '/owner/enroll/options',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'x-csrf-token': browser.csrfToken },
    payload: JSON.stringify({ code }),
  });
}

describe('invite codes, from many addresses', () => {
  it("answers the sixth wrong try at one person's invite within a minute 429, whatever the address", async () => {
    const { app, owners } = await setUp();
    const { code } = owners.invite('Maria Lopez');
    expect((await enroll(browserFor(app), code)).verify?.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      statuses.push((await tryCode(app, code, `203.0.113.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it('answers the sixth made-up code within a minute 429, whatever the address, and still lets a real invite through', async () => {
    const { app, owners } = await setUp();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      statuses.push((await tryCode(app, `guess-${attempt}`, `198.51.100.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const { code } = owners.invite('Sam');
    expect((await tryCode(app, code, '192.0.2.50')).statusCode).toBe(200);
  });
});

describe('inviting someone again', () => {
  it('a lost passkey and its sessions stop working at once; the new one works', async () => {
    const { app, owners } = await setUp();
    const lostPhone = browserFor(app);
    const { authenticator: lost } = await enroll(lostPhone, owners.invite('Maria Lopez').code);
    expect((await lostPhone.get('/owner/')).statusCode).toBe(200);

    const again = owners.invite('Maria Lopez');
    expect(again.removedPasskeys).toBe(1);
    expect((await lostPhone.get('/owner/')).headers.location).toBe('/owner/sign-in');
    expect((await signIn(browserFor(app), lost)).statusCode).toBe(401);

    const newPhone = browserFor(app);
    const { authenticator } = await enroll(newPhone, again.code);
    expect((await signIn(browserFor(app), authenticator)).statusCode).toBe(200);
    expect((await signIn(browserFor(app), lost)).statusCode).toBe(401);
    expect(owners.list()[0]).toMatchObject({ name: 'Maria Lopez', passkeys: 1 });
  });

  it('an earlier invite that was never used stops working too', async () => {
    const { app, owners } = await setUp();
    const first = owners.invite('Maria Lopez');
    owners.invite('Maria Lopez');
    expect((await enroll(browserFor(app), first.code)).options.statusCode).toBe(403);
  });

  it('with add (a second phone), the first passkey keeps working beside the new one', async () => {
    const { app, owners } = await setUp();
    const { authenticator: phone } = await enroll(
      browserFor(app),
      owners.invite('Maria Lopez').code,
    );
    const second = owners.invite('Maria Lopez', { add: true });
    expect(second.removedPasskeys).toBe(0);
    const { authenticator: tablet } = await enroll(browserFor(app), second.code);
    expect((await signIn(browserFor(app), phone)).statusCode).toBe(200);
    expect((await signIn(browserFor(app), tablet)).statusCode).toBe(200);
    expect(owners.list()[0]).toMatchObject({ passkeys: 2 });
  });
});
