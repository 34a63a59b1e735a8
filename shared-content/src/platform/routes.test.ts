import { describe, expect, it } from 'vitest';
import { externalUrls } from '../site/config';
import { canonicalPaths, findRoute, pageRoutes } from '../testing/pages';
import { declaredQuery, declarePages, redirectTarget, routesOf } from './routes';

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

describe('declared query parameters', () => {
  const declaration = declarePages({
    pages: ['/finder', '/plain'],
    aliases: { '/find': '/finder' },
    queryParams: { '/finder': ['where', 'kind'] },
  });
  const [finder, plain, alias] = routesOf('shell', declaration);

  it('keep only what the page reads, in one order, for the page and its aliases', () => {
    const search = '?utm_source=mail&where=parlin&fbclid=x1&kind=pet';
    expect(declaredQuery(finder, search)).toBe('?kind=pet&where=parlin');
    expect(declaredQuery(alias, search)).toBe('?kind=pet&where=parlin');
    expect(declaredQuery(finder, '?where=parlin&kind=pet')).toBe(declaredQuery(finder, search));
  });

  it('drop every parameter of a page that declares none', () => {
    expect(declaredQuery(plain, '?utm_source=mail&gclid=abc')).toBe('');
    expect(declaredQuery(finder, '?gclid=abc')).toBe('');
  });
});
