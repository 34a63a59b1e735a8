// The languages of the site, without zod (the browser's first view carries no schema code):
// `schemas/locale.ts` builds its checks from these.

/** The languages of the site: English first, Spanish beside it. */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

/** The language every text has; another language falls back to it where a text is missing. */
export const defaultLocale: Locale = 'en';

/** A text in each language, English required (owner-written texts such as notices). */
export type LocalizedText = { en: string } & Partial<Record<Locale, string>>;

/** A text in the visitor's language, or English when it has none. */
export const textIn = (text: LocalizedText, lang: Locale) => text[lang] ?? text.en;
