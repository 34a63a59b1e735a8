import type { Locale } from '../platform/locales';

/**
 * The words of opening hours in each language of the site: times, the hours table's rows,
 * open-now and the notes of changed days. Both languages have the same shape, so a phrase
 * missing in one fails the type check. Times follow each language's conventions through
 * `Intl` ("7:00 PM", "7:00 p. m."), from the same hours data.
 */
export interface HoursPhrases {
  /** "19:00" → "7:00 PM". */
  time: (time: string) => string;
  closed: string;
  rows: { weekdays: string; saturday: string; sunday: string };
  /** Names of the built-in holiday closures, by month-day. */
  holidays: Record<'12-25' | '01-01', string>;
  weekdays: readonly string[];
  today: string;
  tomorrow: string;
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

export const clock = (lang: string) => {
  const format = new Intl.DateTimeFormat(lang, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  });
  // ICU versions differ on the space before AM/PM (a no-break or narrow one): the server's
  // Node and the visitor's browser must write the same text, or hydration fails.
  return (time: string) =>
    format.format(new Date(`1970-01-01T${time}:00Z`)).replace(/[\u00a0\u202f]/g, ' ');
};

export const weekdayNamesIn = (lang: string) => {
  const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  // 1970-01-04 was a Sunday.
  return Array.from({ length: 7 }, (_, day) =>
    format.format(new Date(Date.UTC(1970, 0, 4 + day, 12))),
  );
};

const english: HoursPhrases = {
  time: clock('en-US'),
  closed: 'Closed',
  rows: { weekdays: 'Monday – Friday', saturday: 'Saturday', sunday: 'Sunday' },
  holidays: { '12-25': 'Christmas Day', '01-01': "New Year's Day" },
  weekdays: weekdayNamesIn('en-US'),
  today: 'today',
  tomorrow: 'tomorrow',
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
 * that language loads it (`hoursText.es.ts`), so English pages never download Spanish.
 */
const phrasebooks: Partial<Record<Locale, HoursPhrases>> = { en: english };

export const addHoursPhrases = (lang: Locale, phrases: HoursPhrases) => {
  phrasebooks[lang] = phrases;
};

/** The hours phrases of a language (English until that language's phrasebook is loaded). */
export const hoursPhrasesIn = (lang: Locale): HoursPhrases => phrasebooks[lang] ?? english;
