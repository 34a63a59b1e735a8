// The languages of the site, without zod (the browser's first view carries no schema code):
// `schemas/locale.ts` builds its checks from these.

import type { locales } from './locale-paths.mjs';

// The list and the path rule are plain JavaScript (locale-paths.mjs), shared with the
// production server.
export { defaultLocale, locales } from './locale-paths.mjs';
export type Locale = (typeof locales)[number];

/** A text in each language, English required (owner-written texts such as notices). */
export type LocalizedText = { en: string } & Partial<Record<Locale, string>>;

/** A text in the visitor's language, or English when it has none. */
export const textIn = (text: LocalizedText, lang: Locale) => text[lang] ?? text.en;
