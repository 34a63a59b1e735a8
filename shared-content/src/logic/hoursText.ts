import type { Locale } from '../platform/locales';
import { weekdayNamesIn } from './formats';

/**
 * The words of opening hours in each language of the site: times, the hours table's rows,
 * open-now and the notes of changed days. Both languages have the same shape, so a phrase
 * missing in one fails the type check. Times follow each language's conventions
 * ("7:00 PM", "7:00 p.m."), from the same hours data.
 */
/** The built-in holiday closures, by month-day: Christmas Day and New Year's Day. */
export type HolidayMonthDay = '12-25' | '01-01';

export interface HoursPhrases {
  /** "19:00" → "7:00 PM". */
  time: (time: string) => string;
  closed: string;
  rows: { weekdays: string; saturday: string; sunday: string };
  /** Names of the built-in holiday closures, by month-day. */
  holidays: Record<HolidayMonthDay, string>;
  /**
   * A holiday closure as a sentence names the day, after "Closed all day on" / "Cerrado
   * todo el día": "Christmas Day", "el 25 de diciembre (Navidad)".
   */
  holidayDay: (monthDay: HolidayMonthDay) => string;
  weekdays: readonly string[];
  today: string;
  tomorrow: string;
  /** A weekday as "opens … at" says it: "Monday", "el lunes" ("today", "tomorrow" as they are). */
  onWeekday: (weekday: string) => string;
  openNow: (closesAt: string) => string;
  openNowClosesEarly: (closesAt: string, reason?: string) => string;
  closedNow: string;
  closedFor: (holiday: string) => string;
  closedToday: (reason: string) => string;
  closedEarlyToday: (reason: string) => string;
  /** "Closed now · opens tomorrow at 9:00 AM". */
  opensNext: (state: string, day: string, time: string) => string;
  note: {
    closed: (reason: string) => string;
    closesEarly: (time: string, reason: string) => string;
    opensLate: (time: string, reason: string) => string;
    special: (reason: string) => string;
  };
}

/**
 * A 12-hour clock: "19:00" → "7:00 PM" ("7:00 p.m."), written out from each language's
 * day periods rather than by `Intl`, whose first formatter costs a phone's main thread
 * tens of milliseconds as the page starts (and whose ICU versions differ on the space
 * before AM/PM, which the server's Node and the visitor's browser must agree on).
 * `hoursText.test.ts` holds both languages to `Intl`'s own output for every minute.
 */
export const clock =
  ({ am, pm }: { am: string; pm: string }) =>
  (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    // The US 12-hour clock (h12) in both languages: 12, 1, … 11 ("12:30 PM", "12:30 p.m."),
    // never Spain's h11 ("0:30 p. m.").
    const hour = hours % 12 || 12;
    return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? am : pm}`;
  };

const english: HoursPhrases = {
  time: clock({ am: 'AM', pm: 'PM' }),
  closed: 'Closed',
  rows: { weekdays: 'Monday – Friday', saturday: 'Saturday', sunday: 'Sunday' },
  holidays: { '12-25': 'Christmas Day', '01-01': "New Year's Day" },
  holidayDay: (monthDay) => english.holidays[monthDay],
  weekdays: weekdayNamesIn('en'),
  today: 'today',
  tomorrow: 'tomorrow',
  onWeekday: (weekday) => weekday,
  openNow: (closesAt) => `Open now · closes at ${closesAt}`,
  openNowClosesEarly: (closesAt, reason) =>
    `Open now · closes early at ${closesAt}${reason ? ` (${reason})` : ''}`,
  closedNow: 'Closed now',
  closedFor: (holiday) => `Closed for ${holiday}`,
  closedToday: (reason) => `Closed today: ${reason}`,
  closedEarlyToday: (reason) => `Closed early today: ${reason}`,
  opensNext: (state, day, time) => `${state} · opens ${day} at ${time}`,
  note: {
    closed: (reason) => `Closed: ${reason}`,
    closesEarly: (time, reason) => `Closes early at ${time}: ${reason}`,
    opensLate: (time, reason) => `Opens late at ${time}: ${reason}`,
    special: (reason) => `Special hours: ${reason}`,
  },
};

/**
 * The phrasebooks loaded so far: English always; another language's joins when a page in
 * that language loads it (`site/siteText.es.ts` adds the Spanish one), so English pages never download Spanish.
 */
const phrasebooks: Partial<Record<Locale, HoursPhrases>> = { en: english };

export const addHoursPhrases = (lang: Locale, phrases: HoursPhrases) => {
  phrasebooks[lang] = phrases;
};

/** The hours phrases of a language (English until that language's phrasebook is loaded). */
export const hoursPhrasesIn = (lang: Locale): HoursPhrases => phrasebooks[lang] ?? english;
