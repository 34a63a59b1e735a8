import type { Locale } from '../platform/locales';
import { monthNames, weekdayOf } from './calendar';

/**
 * Dates, lists and dollar amounts in the words of each language of the site, written out
 * rather than asked of `Intl`: a phone's first `Intl` formatter loads ICU's locale data,
 * tens of milliseconds of main thread while the page starts, on every page showing a date
 * or a price. `formats.test.ts` holds each function to `Intl`'s own output (US English,
 * US Spanish), so the words stay what visitors are used to.
 */

const spanishMonths = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const weekdays: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};

/** The month's name (0 = January) in a language: "December", "diciembre". */
export const monthNameIn = (lang: Locale, month: number) =>
  (lang === 'es' ? spanishMonths : monthNames)[month] ?? '';

/** The weekdays' names from Sunday in a language: "Sunday" … "Saturday", "domingo" … "sábado". */
export const weekdayNamesIn = (lang: Locale) => weekdays[lang];

/** The weekday's name (0 = Sunday) in a language: "Tuesday", "martes". */
export const weekdayNameIn = (lang: Locale, weekday: number) => weekdays[lang][weekday] ?? '';

/** "December 25" / "25 de diciembre" (month from 0). */
export const monthDayIn = (lang: Locale, month: number, day: number) =>
  lang === 'es' ? `${day} de ${monthNameIn(lang, month)}` : `${monthNameIn(lang, month)} ${day}`;

/** "May 2025" / "mayo de 2025" (month from 0). */
export const monthYearIn = (lang: Locale, month: number, year: number) =>
  lang === 'es' ? `${monthNameIn(lang, month)} de ${year}` : `${monthNameIn(lang, month)} ${year}`;

/** A "YYYY-MM-DD" date's year, month (from 0) and day. */
function partsOf(isoDate: string) {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return { year, month: month - 1, day };
}

/** "June 22, 2025" / "22 de junio de 2025" for a "YYYY-MM-DD" calendar date. */
export function longDateIn(lang: Locale, isoDate: string) {
  const { year, month, day } = partsOf(isoDate);
  return lang === 'es'
    ? `${monthDayIn(lang, month, day)} de ${year}`
    : `${monthDayIn(lang, month, day)}, ${year}`;
}

/** "Tuesday, December 15" / "martes, 15 de diciembre" for a "YYYY-MM-DD" calendar date. */
export function weekdayMonthDayIn(lang: Locale, isoDate: string) {
  const { month, day } = partsOf(isoDate);
  return `${weekdayNameIn(lang, weekdayOf(isoDate))}, ${monthDayIn(lang, month, day)}`;
}

/** "A, B, and C" / "A, B y C": a list joined by "and". */
export function listIn(lang: Locale, items: readonly string[]) {
  const and = lang === 'es' ? 'y' : 'and';
  if (items.length <= 2) return items.join(` ${and} `);
  const last = items.at(-1);
  return `${items.slice(0, -1).join(', ')}${lang === 'es' ? '' : ','} ${and} ${last}`;
}

/**
 * US dollars, the same in both languages: "$4.00", "$1,234.50"; with `cents: 'when-needed'`,
 * a whole amount without them ("$25").
 */
export function usdIn(amount: number, cents: 'always' | 'when-needed' = 'always') {
  const fixed = Math.abs(amount).toFixed(cents === 'always' || !Number.isInteger(amount) ? 2 : 0);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}${fraction ? `.${fraction}` : ''}`;
}
