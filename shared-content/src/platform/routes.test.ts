import { describe, expect, it } from 'vitest';
import { declaredQuery, declarePages, routesOf } from './routes';

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
