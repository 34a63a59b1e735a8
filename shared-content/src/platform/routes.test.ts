import { describe, expect, it } from 'vitest';
import { LEGACY_TEXT_LENGTH, normalizeText, readQueryParams } from './queryParams';
import { declaredQuery, declarePages, routesOf } from './routes';

describe('declared query parameters', () => {
  const declaration = declarePages({
    pages: ['/finder', '/plain'],
    aliases: { '/find': '/finder' },
    queryParams: {
      '/finder': {
        where: { kind: 'oneOf', values: ['parlin', 'hazlet'] },
        name: { kind: 'text', maxLength: 20 },
        go: { kind: 'flag' },
      },
    },
  });
  const [finder, plain, alias] = routesOf('shell', declaration);

  it('keep only what the page reads, in one order, for the page and its aliases', () => {
    const search = '?utm_source=mail&where=parlin&fbclid=x1&name=aspirin';
    expect(declaredQuery(finder, search)).toEqual({
      query: '?name=aspirin&where=parlin',
      redirect: false,
    });
    expect(declaredQuery(alias, search)).toEqual(declaredQuery(finder, search));
    expect(declaredQuery(finder, '?where=parlin&name=aspirin')).toEqual(
      declaredQuery(finder, search),
    );
  });

  it('drop every parameter of a page that declares none, without a redirect', () => {
    expect(declaredQuery(plain, '?utm_source=mail&gclid=abc')).toEqual({
      query: '',
      redirect: false,
    });
    expect(declaredQuery(finder, '?gclid=abc')).toEqual({ query: '', redirect: false });
  });

  it('send a value outside the declaration to the canonical query', () => {
    // An unknown location: the page without the filter.
    expect(declaredQuery(finder, '?where=nowhere')).toEqual({ query: '', redirect: true });
    expect(declaredQuery(finder, '?where=nowhere&name=aspirin')).toEqual({
      query: '?name=aspirin',
      redirect: true,
    });
    // One value per name, a flag is `1`.
    expect(declaredQuery(finder, '?where=parlin&where=hazlet')).toEqual({
      query: '?where=parlin',
      redirect: true,
    });
    expect(declaredQuery(finder, '?go=yes')).toEqual({ query: '?go=1', redirect: true });
    expect(declaredQuery(finder, '?go=1')).toEqual({ query: '?go=1', redirect: false });
  });

  it('normalize a text before it keys anything, and bound it', () => {
    expect(declaredQuery(finder, '?name=%20%20Lisinopril%0A%0A10mg%20')).toEqual({
      query: '?name=Lisinopril+10mg',
      redirect: true,
    });
    expect(declaredQuery(finder, `?name=${'x'.repeat(5000)}`)).toEqual({
      query: `?name=${'x'.repeat(20)}`,
      redirect: true,
    });
    // Equal after normalization: one canonical URL.
    const spellings = ['Aspirin', 'Aspirin%20', '%E2%80%8BAspirin', 'Aspi%00rin'];
    const queries = new Set(spellings.map((name) => declaredQuery(finder, `?name=${name}`).query));
    expect([...queries]).toEqual(['?name=Aspirin']);
  });
});

describe('normalizeText', () => {
  it('composes accents, collapses whitespace, drops invisible characters and cuts by characters', () => {
    expect(normalizeText('Cafe\u0301 \t au  lait', 50)).toBe('Café au lait');
    expect(normalizeText('a\u200bb\u0007c', 50)).toBe('abc');
    // Never half of a surrogate pair.
    expect(normalizeText('💊💊💊', 2)).toBe('💊💊');
    expect(normalizeText('ab cd', 3)).toBe('ab');
  });
});

describe('readQueryParams', () => {
  it('keeps the well-formed rules a remote published, and reads bare names as bounded texts', () => {
    expect(
      readQueryParams({
        pharmacy: { kind: 'oneOf', values: ['parlin'] },
        name: { kind: 'text', maxLength: 60 },
        bad: { kind: 'oneOf', values: [1] },
        huge: { kind: 'text', maxLength: 1e9 },
        odd: 'text',
      }),
    ).toEqual({
      pharmacy: { kind: 'oneOf', values: ['parlin'] },
      name: { kind: 'text', maxLength: 60 },
    });
    expect(readQueryParams(['pharmacy', 7])).toEqual({
      pharmacy: { kind: 'text', maxLength: LEGACY_TEXT_LENGTH },
    });
    expect(readQueryParams(null)).toEqual({});
  });
});
