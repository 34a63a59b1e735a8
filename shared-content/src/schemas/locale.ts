import { z } from 'zod';

/** The languages of the site: English first, Spanish beside it. */
export const locales = ['en', 'es'] as const;
export const locale = z.enum(locales);
export type Locale = z.infer<typeof locale>;

/** The language every text has; another language falls back to it where a text is missing. */
export const defaultLocale: Locale = 'en';

/** A text in each language, English required (owner-written texts such as notices). */
export type LocalizedText = { en: string } & Partial<Record<Locale, string>>;

/** A text in the visitor's language, or English when it has none. */
export const textIn = (text: LocalizedText, lang: Locale) => text[lang] ?? text.en;
