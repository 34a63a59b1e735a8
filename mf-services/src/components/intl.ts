import type { Locale } from 'shared-content';

/** The `Intl` locale of a page language: US conventions ("$25", "June 22, 2025" / "22 de junio de 2025"). */
export const intlLocale = (lang: Locale) => (lang === 'es' ? 'es-US' : 'en-US');

/** Fills `{name}` placeholders of a label: `fill('Call {name}', { name: 'Parlin' })`. */
export const fill = (label: string, values: Record<string, string | number>) =>
  label.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
