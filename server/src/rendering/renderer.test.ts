// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCache } from './renderer.ts';

const page = (html: string) => ({ status: 200, html, expiresAt: Date.now() + 60_000 });

describe('the rendered-page cache', () => {
  it('stays within its entries and bytes whatever number of distinct pages it is given', () => {
    const cache = pageCache(200, 4 * 1024 * 1024);
    const html = 'x'.repeat(60_000);
    for (let i = 0; i < 5000; i += 1) {
      cache?.set(`/best-prices?name=${Math.random().toString(36).slice(2)}`, page(html));
      expect(cache?.size).toBeLessThanOrEqual(200);
      expect(cache?.calculatedSize).toBeLessThanOrEqual(4 * 1024 * 1024);
    }
    expect(cache?.size).toBe(Math.floor((4 * 1024 * 1024) / 60_000));
  });

  it('drops the page used least recently first', () => {
    const cache = pageCache(2);
    cache?.set('/a', page('a'));
    cache?.set('/b', page('b'));
    expect(cache?.get('/a')?.html).toBe('a');
    cache?.set('/c', page('c'));
    expect(cache?.get('/b')).toBeUndefined();
    expect(cache?.get('/a')?.html).toBe('a');
  });

  it('is none when turned off (SSR_CACHE_ENTRIES=0)', () => {
    expect(pageCache(0)).toBeUndefined();
  });
});
