import type { OpeningHours, TimeRange } from '../schemas/common';
import type { LocationId } from '../schemas/locations';
import type { AlertNotice, LocalizedNoticeText, Notices } from '../schemas/notices';
import { formatTime, holidayOn, rangeOn, siteTimeZone } from './hours';

/** No notices: what the site shows when the owner has posted none. */
export const noNotices: Notices = { closures: [], specialHours: [], alerts: [] };

const localFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: siteTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as New Jersey's local date and time, "YYYY-MM-DDTHH:MM". */
export function localDateTimeOf(at: Date): string {
  const parts = Object.fromEntries(localFormatter.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** An instant's New Jersey date, "YYYY-MM-DD". */
export const localDateOf = (at: Date) => localDateTimeOf(at).slice(0, 10);

/**
 * The instant a New Jersey local date and time names. In the hour repeated when daylight
 * saving ends it gives the first of the two; in the hour skipped when it starts, the
 * instant an hour later on the clock.
 */
export function instantOf(localDateTime: string): Date {
  const asUtc = Date.parse(`${localDateTime}:00Z`);
  const offsetAt = (instant: number) =>
    Date.parse(`${localDateTimeOf(new Date(instant))}:00Z`) - instant;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** The date a number of days after a "YYYY-MM-DD" date. */
export const addDaysTo = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Day of the week of a "YYYY-MM-DD" date (0 = Sunday). */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Why a day's hours differ from the usual ones. */
export type DayNote =
  | { kind: 'holiday'; name: string }
  | { kind: 'closed'; reason: LocalizedNoticeText }
  | { kind: 'closes-early'; reason: LocalizedNoticeText }
  | { kind: 'opens-late'; reason: LocalizedNoticeText }
  | { kind: 'special-hours'; reason: LocalizedNoticeText };

/** The hours of one location on one date, after holidays and the owner's notices. */
export interface DayHours {
  date: string;
  range: TimeRange | null;
  usual: TimeRange | null;
  note?: DayNote;
}

const covers = (closure: Notices['closures'][number], date: string) =>
  closure.from <= date && date <= (closure.until ?? closure.from);

/**
 * A location's hours on a date. A full-day closure wins; otherwise special hours replace
 * the usual ones (a built-in holiday closure included); then a closure that starts or
 * ends during the day shortens them.
 */
export function dayHours(
  locationId: LocationId,
  hours: OpeningHours,
  date: string,
  notices: Notices = noNotices,
): DayHours {
  const usual = rangeOn(hours, weekdayOf(date));
  const closures = notices.closures.filter(
    (closure) => closure.locations.includes(locationId) && covers(closure, date),
  );
  const fullDay = closures.find(
    (closure) =>
      !(closure.fromTime && date === closure.from) &&
      !(closure.untilTime && date === (closure.until ?? closure.from)),
  );
  if (fullDay)
    return { date, range: null, usual, note: { kind: 'closed', reason: fullDay.reason } };

  const special = notices.specialHours.findLast(
    (entry) => entry.locations.includes(locationId) && entry.date === date,
  );
  const holiday = holidayOn(date.slice(5));
  let day: DayHours = special
    ? {
        date,
        range: { opens: special.opens, closes: special.closes },
        usual,
        note: { kind: 'special-hours', reason: special.reason },
      }
    : holiday
      ? { date, range: null, usual, note: { kind: 'holiday', name: holiday.name } }
      : { date, range: usual, usual };

  for (const closure of closures) day = shortenedBy(closure, day);
  return day;
}

/** What a visitor reads about a day whose hours differ from the usual ones. */
export function dayNoteText(day: DayHours): string | undefined {
  const { note } = day;
  if (!note) return undefined;
  if (note.kind === 'holiday') return `Closed for ${note.name}`;
  const reason = note.reason.en;
  if (note.kind === 'closed') return `Closed: ${reason}`;
  if (note.kind === 'closes-early' && day.range)
    return `Closes early at ${formatTime(day.range.closes)}: ${reason}`;
  if (note.kind === 'opens-late' && day.range)
    return `Opens late at ${formatTime(day.range.opens)}: ${reason}`;
  return `Special hours: ${reason}`;
}

/** A day's hours after a closure that starts (`fromTime`, first day) or ends (`untilTime`, last day) during it. */
function shortenedBy(closure: Notices['closures'][number], day: DayHours): DayHours {
  if (!day.range) return day;
  const { opens, closes } = day.range;
  const { reason } = closure;
  if (closure.fromTime && day.date === closure.from) {
    if (closure.fromTime >= closes) return day;
    return closure.fromTime > opens
      ? {
          ...day,
          range: { opens, closes: closure.fromTime },
          note: { kind: 'closes-early', reason },
        }
      : { ...day, range: null, note: { kind: 'closed', reason } };
  }
  if (closure.untilTime && day.date === (closure.until ?? closure.from)) {
    if (closure.untilTime <= opens) return day;
    return closure.untilTime < closes
      ? {
          ...day,
          range: { opens: closure.untilTime, closes },
          note: { kind: 'opens-late', reason },
        }
      : { ...day, range: null, note: { kind: 'closed', reason } };
  }
  return day;
}

/** The alerts showing at an instant: started, not yet ended (New Jersey time). */
export function activeAlerts(notices: Notices, at: Date): AlertNotice[] {
  const now = localDateTimeOf(at);
  return notices.alerts.filter((alert) => alert.starts <= now && now < alert.ends);
}

/** The next instant after `at` when an alert starts or ends, if any: a page showing alerts is stale then. */
export function nextAlertChange(notices: Notices, at: Date): Date | undefined {
  const now = localDateTimeOf(at);
  const upcoming = notices.alerts
    .flatMap((alert) => [alert.starts, alert.ends])
    .filter((moment) => moment > now)
    .sort();
  return upcoming[0] ? instantOf(upcoming[0]) : undefined;
}
