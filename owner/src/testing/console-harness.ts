// The tests' console: an app on a fresh in-memory database and a temporary notices file,
// and a browser-like client that keeps cookies and sends the console's Origin.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../app';
import type { OwnerConfig } from '../config';
import { openDatabase } from '../store/database';
import { ownerStore } from '../store/owners';

export const origin = 'http://localhost:8090';

export async function consoleUnderTest({
  now = () => new Date(),
  overrides = {},
}: {
  now?: () => Date;
  overrides?: Partial<OwnerConfig>;
} = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'owner-console-'));
  const config: OwnerConfig = {
    port: 0,
    host: '127.0.0.1',
    publicOrigin: origin,
    rpId: 'localhost',
    rpName: 'Test console',
    databaseFile: ':memory:',
    cookieSecret: 'a-test-cookie-secret-of-at-least-32-characters',
    trustProxy: false,
    sessionLimits: { idleMs: 8 * 3_600_000, lifetimeMs: 7 * 24 * 3_600_000 },
    noticesFile: join(folder, 'notices.json'),
    ...overrides,
  };
  const db = openDatabase(':memory:');
  const logs: string[] = [];
  const app = await buildApp(config, db, {
    now,
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });
  return { app, db, config, owners: ownerStore(db, () => now().getTime()), logs, folder };
}

type App = Awaited<ReturnType<typeof consoleUnderTest>>['app'];

/** A browser: keeps the cookies it is given, sends Origin, and reads the page's CSRF token. */
export function browserFor(app: App) {
  const jar = new Map<string, string>();
  let csrfToken = '';
  const request = async (options: InjectOptions & { url: string }) => {
    const response = await app.inject({
      ...options,
      headers: {
        ...(options.method === 'POST' ? { origin } : {}),
        ...(jar.size
          ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...options.headers,
      },
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
        jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    const token = /name="csrf-token" content="([^"]+)"/.exec(response.body)?.[1];
    if (token) csrfToken = token;
    return response;
  };
  return {
    request,
    jar,
    get csrfToken() {
      return csrfToken;
    },
    get: (url: string) => request({ method: 'GET', url }),
    /** A form POST with the page's CSRF token (unless `_csrf` is given). */
    postForm: (
      url: string,
      fields: Record<string, string | string[]>,
      headers: Record<string, string> = {},
    ) =>
      request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(
          Object.entries({ _csrf: csrfToken, ...fields }).flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
          ),
        ).toString(),
      }),
    postJson: (url: string, body: unknown) =>
      request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        payload: JSON.stringify(body),
      }),
  };
}
