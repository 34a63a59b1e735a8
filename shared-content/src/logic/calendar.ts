/**
 * Dates and times in New Jersey, where the pharmacies are: every open-now text, holiday
 * and notice is reckoned here, daylight saving included. Dates are "YYYY-MM-DD", local
 * date-times "YYYY-MM-DDTHH:MM" or "YYYY-MM-DDTHH:MM:SS", so they compare as strings
 * (a time without seconds sorts as its :00).
 */

/**
 * New Jersey's offset from UTC at an instant, in milliseconds: Eastern Time, on daylight
 * saving (UTC−4) from the second Sunday of March at 2:00 until the first Sunday of
 * November at 2:00, standard time (UTC−5) otherwise, as US law has it since 2007.
 * Written out rather than asked of `Intl` with a time zone: the browser's first such
 * formatter loads its time-zone data, some 30 ms of a phone's main thread before the
 * page answers a tap. `calendar.test.ts` holds this rule to `Intl`'s for 2020–2045.
 */
function easternOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const nthSunday = (month: number, nth: number) => {
    const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
  };
  const hour = 3_600_000;
  // 2:00 local: 7:00 UTC in standard time (March), 6:00 UTC in daylight time (November).
  const dstStarts = Date.UTC(year, 2, nthSunday(2, 2), 7);
  const dstEnds = Date.UTC(year, 10, nthSunday(10, 1), 6);
  return instant >= dstStarts && instant < dstEnds ? -4 * hour : -5 * hour;
}

/** An instant as New Jersey's local date and time, "YYYY-MM-DDTHH:MM:SS". */
export function localDateTimeOf(at: Date): string {
  const local = new Date(at.getTime() + easternOffsetMs(at.getTime()));
  return local.toISOString().slice(0, 19);
}

/** An instant's New Jersey date, "YYYY-MM-DD". */
export const localDateOf = (at: Date) => localDateTimeOf(at).slice(0, 10);

/**
 * The instant a New Jersey local date and time names. In the hour repeated when daylight
 * saving ends it gives the first of the two; in the hour skipped when it starts, the
 * instant an hour later on the clock.
 */
export function instantOf(localDateTime: string): Date {
  const withSeconds = (value: string) => (value.length === 16 ? `${value}:00` : value);
  const asUtc = Date.parse(`${withSeconds(localDateTime)}Z`);
  const offsetAt = (instant: number) =>
    Date.parse(`${localDateTimeOf(new Date(instant))}Z`) - instant;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** The date a number of days after a "YYYY-MM-DD" date. */
export const addDaysTo = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Day of the week of a "YYYY-MM-DD" date (0 = Sunday). */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** "HH:MM" → minutes since midnight. */
export const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The months as the content writes dates ("May 2025", "January 20, 2025"): English names. */
export const monthNames: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
