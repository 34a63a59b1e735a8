import { pathIn } from './locale-paths.mjs';
import { defaultLocale, type Locale, locales } from './locales';

/**
 * The language of a page is in its address: English at today's paths, Spanish at the same
 * path under `/es` (`/locations/parlin` ↔ `/es/locations/parlin`). One rule for every
 * page: a page's twin is found without a table, the remote that owns a path owns its
 * Spanish twin, and a shared link or a crawler always gets the same language.
 */
export { localeOfPath, pathIn, withoutLocale } from './locale-paths.mjs';

/**
 * The router's basename for a language (undefined for English): on a Spanish page every
 * router path and link is read under `/es`, so a section's links stay in Spanish.
 */
export const routerBasename = (lang: Locale) =>
  lang === defaultLocale ? undefined : pathIn('/', lang);

export interface AlternateLink {
  hreflang: Locale | 'x-default';
  href: string;
}

/** A page's `<link rel="alternate" hreflang>` set: each language, and English as the default. */
export const alternatesOf = (pathname: string, origin: string): AlternateLink[] => [
  ...locales.map((lang) => ({ hreflang: lang, href: `${origin}${pathIn(pathname, lang)}` })),
  { hreflang: 'x-default', href: `${origin}${pathIn(pathname, defaultLocale)}` },
];
