import { describe, expect, it } from 'vitest';
import { alternatesOf, localeOfPath, pathIn, withoutLocale } from './locale';

describe('a page in each language', () => {
  it('reads the language from the address', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/locations/parlin')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/locations/parlin')).toBe('es');
    // Only a whole first segment counts.
    expect(localeOfPath('/espanol')).toBe('en');
  });

  it("finds a page's twin both ways", () => {
    expect(pathIn('/locations/parlin', 'es')).toBe('/es/locations/parlin');
    expect(pathIn('/es/locations/parlin', 'en')).toBe('/locations/parlin');
    expect(pathIn('/', 'es')).toBe('/es');
    expect(pathIn('/es', 'en')).toBe('/');
    expect(pathIn('/es/support', 'es')).toBe('/es/support');
    expect(withoutLocale('/es/legal/hipaa')).toBe('/legal/hipaa');
  });

  it('links each language and English as the default', () => {
    expect(alternatesOf('/es/support/faq', 'https://www.pharmacy.example')).toEqual([
      { hreflang: 'en', href: 'https://www.pharmacy.example/support/faq' },
      { hreflang: 'es', href: 'https://www.pharmacy.example/es/support/faq' },
      { hreflang: 'x-default', href: 'https://www.pharmacy.example/support/faq' },
    ]);
  });
});
