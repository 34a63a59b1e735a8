import { describe, expect, it } from 'vitest';
import { listIn, longDateIn, monthDayIn, monthYearIn, usdIn, weekdayMonthDayIn } from './formats';

const intlLocale = { en: 'en-US', es: 'es-US' } as const;
const languages = ['en', 'es'] as const;

/** Every day of 2024 (a leap year) and 2027, as "YYYY-MM-DD". */
const days = [2024, 2027].flatMap((year) =>
  Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(year, 0, 1 + index)))
    .filter((date) => date.getUTCFullYear() === year)
    .map((date) => date.toISOString().slice(0, 10)),
);
const utc = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

describe.each(languages)('written-out formats match Intl (%s)', (lang) => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale[lang], { ...options, timeZone: 'UTC' });

  it('long dates, month-days and weekday-month-days for every day of two years', () => {
    const long = intl({ dateStyle: 'long' });
    const monthDay = intl({ month: 'long', day: 'numeric' });
    const weekdayMonthDay = intl({ weekday: 'long', month: 'long', day: 'numeric' });
    const differing = days.filter((day) => {
      const date = utc(day);
      return (
        longDateIn(lang, day) !== long.format(date) ||
        monthDayIn(lang, date.getUTCMonth(), date.getUTCDate()) !== monthDay.format(date) ||
        weekdayMonthDayIn(lang, day) !== weekdayMonthDay.format(date)
      );
    });
    expect(differing).toEqual([]);
  });

  it('month and year for every month', () => {
    const monthYear = intl({ month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      expect(monthYearIn(lang, month, 2025)).toBe(monthYear.format(Date.UTC(2025, month, 1)));
    }
  });

  it('lists of one to four items', () => {
    const list = new Intl.ListFormat(lang, { type: 'conjunction' });
    const items = ['Christmas Day', "New Year's Day", 'Easter', 'Thanksgiving'];
    for (let count = 0; count <= items.length; count += 1) {
      expect(listIn(lang, items.slice(0, count))).toBe(list.format(items.slice(0, count)));
    }
  });

  it('dollar amounts, with cents always or only when needed', () => {
    const always = new Intl.NumberFormat(intlLocale[lang], {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    });
    for (const amount of [0, 4, 4.5, 9.99, 25, 129.95, 1234.5, 1_000_000]) {
      expect(usdIn(amount)).toBe(always.format(amount));
      const whenNeeded = new Intl.NumberFormat(intlLocale[lang], {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      });
      expect(usdIn(amount, 'when-needed')).toBe(whenNeeded.format(amount));
    }
  });
});
