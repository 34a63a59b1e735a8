// @vitest-environment node
// The public server has no write path (plugins/guard.ts, routes/owner.ts): every POST,
// PUT, PATCH and DELETE is refused (404 or 405) and never touches the notices file, and
// /owner is either a 404 (no console configured) or forwarded, and only /owner, to the
// console at OWNER_ORIGIN. (Not beside routes/owner.ts: autoload loads every file there.)
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { quietLog } from '../testing/log.ts';
import { type Forwarded, makeSite, NOTICES, standInConsole } from '../testing/owner-site.ts';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const PATHS = [
  '/',
  '/about',
  '/locations/parlin',
  '/es/locations/parlin',
  '/notices.json',
  '/notices',
  '/remotes.json',
  '/version.json',
  '/static/js/index.0123456789.js',
  '/remotes/mf-reviews/mf-manifest.json',
  '/refill',
  '/ownerx',
  '/owners/publish',
];
const OWNER_PATHS = ['/owner', '/owner/', '/owner/publish', '/owner/undo', '/owner/sign-in'];

describe('the public server without a console (no OWNER_ORIGIN)', () => {
  const site = makeSite();
  const app = createApp({ env: site.env, log: quietLog() });
  beforeAll(() => app.ready());
  afterAll(async () => {
    await app.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  it('answers 404 or 405 to every write, /owner included, and the notices file stays as it was', async () => {
    for (const url of [...PATHS, ...OWNER_PATHS]) {
      for (const method of WRITES) {
        const answer = await app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', origin: 'https://pharmacy.example' },
          payload: JSON.stringify({ closures: [{ id: 'x' }] }),
        });
        expect([404, 405], `${method} ${url}`).toContain(answer.statusCode);
      }
    }
    expect(readFileSync(site.notices, 'utf8')).toBe(NOTICES);
  });

  it('answers 404 to /owner and every page under it, not the home page', async () => {
    for (const url of OWNER_PATHS) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers.location, url).toBeUndefined();
    }
  });
});

describe('the public server with a console at OWNER_ORIGIN', () => {
  const site = makeSite();
  let standIn: Awaited<ReturnType<typeof standInConsole>>;
  let seen: Forwarded[];
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    // A stand-in for the console: records what reaches it, answers as the console does.
    standIn = await standInConsole();
    seen = standIn.seen;
    app = createApp({ env: { ...site.env, OWNER_ORIGIN: standIn.origin }, log: quietLog() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  it('forwards /owner and its paths, body and method unchanged, saying who asked', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/owner/publish?x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'kind=close&reason=snow',
      remoteAddress: '203.0.113.7',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toBe('console');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/owner/publish?x=1',
      body: 'kind=close&reason=snow',
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'http' },
    });
    expect((await app.inject({ url: '/owner' })).body).toBe('console');
    expect(seen.at(-1)?.url).toBe('/owner');
  });

  it('still refuses every write anywhere else, and forwards nothing of it', async () => {
    const forwarded = seen.length;
    for (const url of PATHS) {
      for (const method of WRITES) {
        const answer = await app.inject({ method, url, payload: 'x' });
        expect([404, 405], `${method} ${url}`).toContain(answer.statusCode);
      }
    }
    expect(seen.length).toBe(forwarded);
    expect(readFileSync(site.notices, 'utf8')).toBe(NOTICES);
  });

  it('answers 502, not a page of the site, while the console is down', async () => {
    const down = createApp({
      env: { ...site.env, OWNER_ORIGIN: 'http://127.0.0.1:1' },
      log: quietLog(),
    });
    const answer = await down.inject({ url: '/owner/' });
    await down.close();
    expect(answer.statusCode).toBe(502);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain("owner's console is not running");
  });
});
