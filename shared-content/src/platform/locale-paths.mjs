// The language of a page is in its address. Plain JavaScript, so that the production
// server (which loads no TypeScript) reads a path's language by the same rule as the
// shell and the remotes (through platform/locale.ts and platform/locales.ts).

/** The languages of the site: English first, Spanish beside it. */
export const locales = /** @type {const} */ (['en', 'es']);

/** @typedef {(typeof locales)[number]} Locale */

/**
 * The language every text has; another language falls back to it where a text is missing.
 * @type {Locale}
 */
export const defaultLocale = 'en';

/** @param {Locale} lang */
const prefixOf = (lang) => (lang === defaultLocale ? '' : `/${lang}`);

/**
 * The language of a path: "es" for `/es` and below, else English.
 * @param {string} pathname
 * @returns {Locale}
 */
export function localeOfPath(pathname) {
  const first = pathname.split('/')[1] ?? '';
  return locales.find((lang) => lang !== defaultLocale && lang === first) ?? defaultLocale;
}

/**
 * The path without its language prefix: `/es/locations` → `/locations`, `/es` → `/`.
 * @param {string} pathname
 */
export function withoutLocale(pathname) {
  const prefix = prefixOf(localeOfPath(pathname));
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/**
 * The same page in another language: `pathIn('/locations', 'es')` → `/es/locations`.
 * @param {string} pathname
 * @param {Locale} lang
 */
export function pathIn(pathname, lang) {
  const base = withoutLocale(pathname);
  const prefix = prefixOf(lang);
  return prefix ? `${prefix}${base === '/' ? '' : base}` : base;
}
