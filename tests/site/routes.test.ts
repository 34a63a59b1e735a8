import { externalUrls, redirectTarget } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { canonicalPaths, findRoute, pageRoutes } from './pages';

describe('route table', () => {
  it('gives every path one owner', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends /best-prices to mf-medpack and /locations/parlin-pharmacy to mf-locations', () => {
    expect(findRoute('/best-prices')?.owner).toBe('mf-medpack');
    expect(findRoute('/locations/parlin-pharmacy')).toMatchObject({
      owner: 'mf-locations',
      canonical: '/locations/parlin',
    });
    expect(findRoute('/about/')?.owner).toBe('shell');
    expect(findRoute('/no-such-page')).toBeUndefined();
  });

  it('lists aliases as pointing at a canonical page, and leaves them out of the sitemap', () => {
    const canonical = canonicalPaths();
    for (const route of pageRoutes.filter((r) => r.canonical)) {
      expect(canonical).toContain(route.canonical);
      expect(canonical).not.toContain(route.path);
    }
  });

  it('redirects the short portal paths through /app to the external portals', () => {
    expect(redirectTarget('/refill')).toBe('/app/refill');
    expect(redirectTarget('/app/refill')).toBe(externalUrls.refillPortal);
    expect(redirectTarget('/otc-store/')).toBe(redirectTarget('/otc-products'));
    expect(redirectTarget('/locations')).toBeUndefined();
  });
});
