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
    expect(loadConfig({ OWNER_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('stops on a mistake, naming the variable', () => {
    expect(() => loadConfig({ OWNER_PORT: '99999' })).toThrow(/OWNER_PORT/);
    expect(() => loadConfig({ OWNER_PUBLIC_ORIGIN: 'ftp://x' })).toThrow(/OWNER_PUBLIC_ORIGIN/);
    expect(() => loadConfig({ OWNER_COOKIE_SECRET: 'short' })).toThrow(/OWNER_COOKIE_SECRET.*32/);
  });
});
