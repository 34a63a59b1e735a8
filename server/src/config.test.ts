import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('the configuration', () => {
  it('gives every deadline of a render room to fire before the one above it', () => {
    for (const setting of [undefined, '300', '1500', '4000']) {
      const { remotesMs, renderMs, workerMs, pageMs } = readConfig({
        SSR_REMOTE_BUDGET_MS: setting,
      }).render.budget;
      // Loading the remotes, then the render pass, both before the pool ends the worker;
      // the worker's deadline twice (a page rendered again without its failed parts)
      // before the route gives up on the page.
      expect(remotesMs + renderMs).toBeLessThan(workerMs);
      expect(renderMs).toBeGreaterThan(0);
      expect(2 * workerMs).toBeLessThan(pageMs);
    }
    expect(readConfig({}).render.budget).toEqual({
      remotesMs: 1500,
      renderMs: 600,
      workerMs: 2200,
      pageMs: 4500,
    });
  });

  it('names every variable it refuses, with the value it was given', () => {
    expect(() => readConfig({ PORT: 'eighty', SSR_WORKERS: '0', METRICS_PORT: 'on' })).toThrow(
      ConfigError,
    );
    expect(() => readConfig({ PORT: 'eighty', SSR_WORKERS: '0' })).toThrow(
      'PORT="eighty": must be integer; SSR_WORKERS="0": must be >= 1',
    );
  });

  it('keeps the pages of `pnpm start` and their notices in ./release, and no proxy believed with none', () => {
    const config = readConfig({ RELEASE_ROOT: '/srv/site/release', TRUST_PROXY: 'none' });
    expect(config.paths).toMatchObject({
      shellDist: '/srv/site/release/shell',
      remotesRoot: '/srv/site/release/remotes',
      noticesFile: '/srv/site/release/notices.json',
      servesReleases: true,
    });
    expect(config.trustProxy).toBe(false);
    expect(readConfig({ METRICS_PORT: 'off' }).metrics.port).toBeUndefined();
    expect(readConfig({}).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
  });

  it('keeps the prerendered copy for a proxy in the release folder unless told another or off', () => {
    expect(readConfig({ RELEASE_ROOT: '/srv/site/release' }).paths.fallbackSite).toBe(
      '/srv/site/release/fallback',
    );
    expect(readConfig({ FALLBACK_SITE: '/srv/copy' }).paths.fallbackSite).toBe('/srv/copy');
    expect(readConfig({ FALLBACK_SITE: 'off' }).paths.fallbackSite).toBeUndefined();
    // Builds served from elsewhere (tests, development): none unless named.
    expect(readConfig({ SHELL_DIST: '/src/shell/dist' }).paths.fallbackSite).toBeUndefined();
  });
});
