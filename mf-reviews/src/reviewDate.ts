import type { Locale } from 'shared-content';
import { monthNames as months, monthYearIn } from 'shared-content/logic';

/**
 * A review's month ("May 2025", as the data holds it) in the page's language: "May 2025",
 * "mayo de 2025". Text the data does not parse as is shown unchanged.
 */
export function reviewMonth(date: string, lang: Locale): string {
  const [month = '', year = ''] = date.split(' ');
  const index = months.indexOf(month);
  if (index < 0 || !/^\d{4}$/.test(year)) return date;
  return monthYearIn(lang, index, Number(year));
}
