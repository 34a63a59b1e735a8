/**
 * Dates and times in New Jersey, where the pharmacies are: every open-now text, holiday
 * and notice is reckoned here, daylight saving included. Dates are "YYYY-MM-DD", local
 * date-times "YYYY-MM-DDTHH:MM" or "YYYY-MM-DDTHH:MM:SS", so they compare as strings
 * (a time without seconds sorts as its :00).
 */

/** The pharmacies' time zone. */
const siteTimeZone = 'America/New_York';

const localFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: siteTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as New Jersey's local date and time, "YYYY-MM-DDTHH:MM:SS". */
export function localDateTimeOf(at: Date): string {
  const parts = Object.fromEntries(localFormatter.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
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
