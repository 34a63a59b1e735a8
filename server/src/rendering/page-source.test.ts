// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCache } from './page-source.ts';

const page = (html: string) => ({
  result: {
    kind: 'page' as const,
    status: 200 as const,
    html,
    remoteVersions: {},
    failures: [],
    expiresAt: Date.now() + 60_000,
  },
  remoteVersions: {},
});

describe('the rendered-page cache', () => {
  it('stays within its entries and bytes whatever number of distinct pages it is given', () => {
    const cache = pageCache(200, 4 * 1024 * 1024);
    const html = 'x'.repeat(60_000);
    for (let i = 0; i < 5000; i += 1) {
      cache.set(`/best-prices?name=${Math.random().toString(36).slice(2)}`, page(html));
      expect(cache.size.entries).toBeLessThanOrEqual(200);
      expect(cache.size.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    }
    expect(cache.size.entries).toBe(Math.floor((4 * 1024 * 1024) / 60_000));
  });

  it('drops the page used least recently first', () => {
    const cache = pageCache(2);
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    expect(cache.get('/a')?.result.html).toBe('a');
    cache.set('/c', page('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.result.html).toBe('a');
  });

  it('keeps nothing when turned off (SSR_CACHE_ENTRIES=0)', () => {
    const cache = pageCache(0);
    cache.set('/a', page('a'));
    expect(cache.get('/a')).toBeUndefined();
  });
});
