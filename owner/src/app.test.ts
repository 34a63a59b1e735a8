// @vitest-environment node
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { browserFor, consoleUnderTest } from './testing/console-harness';
import { enroll } from './testing/passkey-flows';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function signedIn() {
  const context = await consoleUnderTest();
  close = () => context.app.close();
  const browser = browserFor(context.app);
  await enroll(browser, context.owners.invite('Maria Lopez').code);
  await browser.get('/owner/');
  return { ...context, browser };
}

const consolePages = ['/owner/', '/owner/audit'];
const consoleChanges = [
  '/owner/preview',
  '/owner/publish',
  '/owner/notices/end',
  '/owner/notices/remove',
  '/owner/undo',
  '/owner/sign-out',
];
const closeParlin = {
  kind: 'closure',
  locations: 'parlin',
  day: 'today',
  span: 'all-day',
  reason: 'snow',
};

describe('the console without a session', () => {
  it('sends every page to the sign-in page and answers every change 401', async () => {
    const { app } = await signedIn();
    const stranger = browserFor(app);
    await stranger.get('/owner/sign-in');
    for (const url of consolePages) {
      const response = await stranger.get(url);
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe('/owner/sign-in');
    }
    for (const url of consoleChanges) {
      expect((await stranger.postForm(url, closeParlin)).statusCode, url).toBe(401);
    }
  });
});

describe('changes from elsewhere', () => {
  it('refuses a POST without the CSRF token, or with a foreign or missing Origin (403), and writes nothing', async () => {
    const { browser, config, logs } = await signedIn();
    expect(
      (await browser.postForm('/owner/publish', { ...closeParlin, _csrf: '' })).statusCode,
    ).toBe(403);
    expect(
      (await browser.postForm('/owner/publish', { ...closeParlin, _csrf: 'forged' })).statusCode,
    ).toBe(403);
    const foreign = await browser.postForm('/owner/publish', closeParlin, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    const none = await browser.request({
      method: 'POST',
      url: '/owner/undo',
      headers: { origin: '' },
    });
    expect(none.statusCode).toBe(403);
    expect(existsSync(config.noticesFile)).toBe(false);
    const refusals = logs.filter(
      (line) => line.includes('"refusal"') && line.includes('"status":403'),
    );
    expect(refusals).toHaveLength(4);
    // The same form with the token, from the console itself, does publish.
    expect((await browser.postForm('/owner/publish', closeParlin)).statusCode).toBe(303);
    expect(existsSync(config.noticesFile)).toBe(true);
  });

  it('refuses a CSRF token taken from another session', async () => {
    const { app, browser, owners } = await signedIn();
    const other = browserFor(app);
    await enroll(other, owners.invite('Sam').code);
    await other.get('/owner/');
    const stolen = other.csrfToken;
    expect(
      (await browser.postForm('/owner/publish', { ...closeParlin, _csrf: stolen })).statusCode,
    ).toBe(403);
  });
});

describe('every answer', () => {
  it('is not stored, not indexed, and carries the strict CSP', async () => {
    const { browser, app } = await signedIn();
    const stranger = browserFor(app);
    const answers = [
      await browser.get('/owner/'),
      await browser.get('/owner/audit'),
      await browser.postForm('/owner/preview', closeParlin),
      await stranger.get('/owner/sign-in'),
      await stranger.get('/owner/enroll'),
      await stranger.get('/owner/assets/passkey.js'),
      await stranger.get('/owner/nothing-here'),
      await stranger.postForm('/owner/publish', closeParlin),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      // Not no-referrer: a browser then sends "Origin: null" on a form POST, refused as foreign.
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    for (const page of answers.slice(0, 5)) {
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
      expect(page.body).not.toMatch(/ style=/);
    }
  });

  it('carries HSTS and Secure cookies when the request came over https', async () => {
    const { app } = await consoleUnderTest();
    close = () => app.close();
    const answer = await app.inject({
      url: '/owner/sign-in',
      headers: { 'x-forwarded-proto': 'https' },
    });
    // trustProxy is off in the test config: the proxy's header is not believed.
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(String(answer.headers['set-cookie'])).not.toContain('Secure');
  });

  it('behind a trusted proxy that says https: HSTS, and every cookie Secure', async () => {
    const { app } = await consoleUnderTest({ overrides: { trustProxy: '127.0.0.1' } });
    close = () => app.close();
    const answer = await app.inject({
      url: '/owner/sign-in',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(answer.cookies.length).toBeGreaterThan(0);
    for (const cookie of answer.cookies) {
      expect(cookie).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/owner',
      });
    }
  });
});

describe('query lookups', () => {
  it('reads only its own messages: ?done=constructor, valueOf or __proto__ is the page without one', async () => {
    const { browser } = await signedIn();
    for (const done of ['constructor', 'valueOf', '__proto__', 'toString', 'hasOwnProperty']) {
      const page = await browser.get(`/owner/?done=${done}`);
      expect(page.statusCode, done).toBe(200);
      expect(page.body, done).toContain('Close a store');
      expect(page.body, done).not.toMatch(/Published\.|Undone|is not a function/);
    }
    expect((await browser.get('/owner/?done=undone')).body).toContain('Undone: the notices');
    for (const name of ['constructor', '__proto__', 'toString']) {
      expect((await browser.get(`/owner/assets/${name}`)).statusCode, name).toBe(404);
    }
  });
});
