// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the console configuration', () => {
  it('writes the notices file the public server reads: $RELEASE_ROOT/notices.json', () => {
    const config = loadConfig({ RELEASE_ROOT: '/srv/site/release' });
    expect(config.noticesFile).toBe('/srv/site/release/notices.json');
    expect(config).toMatchObject({
      port: 8090,
      publicOrigin: 'http://localhost:8080',
      rpId: 'localhost',
    });
    expect(loadConfig({ NOTICES_FILE: 'x/notices.json' }).noticesFile).toBe(
      resolve('x/notices.json'),
    );
  });

  it('takes the passkeys relying party from the public origin, and trustProxy as Fastify reads it', () => {
    const config = loadConfig({
      OWNER_PUBLIC_ORIGIN: 'https://pharmacy.example/owner/',
      OWNER_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
    });
    expect(config).toMatchObject({
      publicOrigin: 'https://pharmacy.example',
      rpId: 'pharmacy.example',
      trustProxy: '127.0.0.1, 10.0.0.0/8',
    });
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses to believe forwarded headers from anyone: OWNER_TRUST_PROXY=true names no proxy', () => {
    expect(() => loadConfig({ OWNER_TRUST_PROXY: 'true' })).toThrow(
      /OWNER_TRUST_PROXY: name the proxy's addresses/,
    );
  });

  it('ends sessions after 8 idle hours and 7 days after sign-in, unless told', () => {
    expect(loadConfig({}).sessionLimits).toEqual({
      idleMs: 8 * 3_600_000,
      lifetimeMs: 7 * 86_400_000,
    });
    expect(loadConfig({ OWNER_SESSION_MAX_DAYS: '1' }).sessionLimits.lifetimeMs).toBe(86_400_000);
  });

  it('stops on a mistake, naming the variable', () => {
    expect(() => loadConfig({ OWNER_PORT: '99999' })).toThrow(/OWNER_PORT/);
    expect(() => loadConfig({ OWNER_PUBLIC_ORIGIN: 'ftp://x' })).toThrow(/OWNER_PUBLIC_ORIGIN/);
    expect(() => loadConfig({ OWNER_COOKIE_SECRET: 'short' })).toThrow(/OWNER_COOKIE_SECRET.*32/);
  });
});
