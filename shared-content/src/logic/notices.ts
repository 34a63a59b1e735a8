import type { Locale } from '../platform/locales';
import type { OpeningHours } from '../schemas/common';
import type { LocationId } from '../schemas/locations';
import type { AlertNotice, Notices } from '../schemas/notices';
import { addDaysTo, instantOf, localDateTimeOf } from './calendar';
import {
  clockMoments,
  type DayHours,
  type DayHoursOf,
  formatTime,
  holidayNameIn,
  reasonIn,
  usualDayHours,
} from './hours';
import { hoursPhrasesIn } from './hoursText';

/** No notices: what the site shows when the owner has posted none. */
export const noNotices: Notices = { closures: [], specialHours: [], alerts: [] };

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
  const closures = notices.closures.filter(
    (closure) => closure.locations.includes(locationId) && covers(closure, date),
  );
  const fullDay = closures.find(
    (closure) =>
      !(closure.fromTime && date === closure.from) &&
      !(closure.untilTime && date === (closure.until ?? closure.from)),
  );
  const base = usualDayHours(hours, date);
  if (fullDay) return { ...base, range: null, note: { kind: 'closed', reason: fullDay.reason } };

  const special = notices.specialHours.findLast(
    (entry) => entry.locations.includes(locationId) && entry.date === date,
  );
  let day: DayHours = special
    ? {
        ...base,
        range: { opens: special.opens, closes: special.closes },
        note: { kind: 'special-hours', reason: special.reason },
      }
    : base;

  for (const closure of closures) day = shortenedBy(closure, day);
  return day;
}

/** The hours of a location on any date, after the owner's notices: for `openState`. */
export const dayHoursWith =
  (locationId: LocationId, hours: OpeningHours, notices: Notices): DayHoursOf =>
  (date) =>
    dayHours(locationId, hours, date, notices);

/** What a visitor reads about a day whose hours differ from the usual ones, in `lang`. */
export function dayNoteText(day: DayHours, lang: Locale = 'en'): string | undefined {
  const { note } = day;
  if (!note) return undefined;
  const phrases = hoursPhrasesIn(lang);
  if (note.kind === 'holiday') return phrases.closedFor(holidayNameIn(note, lang));
  const reason = reasonIn(note.reason, lang);
  if (note.kind === 'closed') return phrases.note.closed(reason);
  if (note.kind === 'closes-early' && day.range)
    return phrases.note.closesEarly(formatTime(day.range.closes, lang), reason);
  if (note.kind === 'opens-late' && day.range)
    return phrases.note.opensLate(formatTime(day.range.opens, lang), reason);
  return phrases.note.special(reason);
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

/** A place whose open-now a page may show: its id and weekly hours. */
interface PlaceHours {
  id: LocationId;
  hours: OpeningHours;
}

/**
 * The next instant after `at` when a page's text may change by the clock alone: a place
 * opening or closing (after holidays and notices), the day turning over (New Jersey time,
 * daylight saving included), or an alert starting or ending. A cached page must not
 * outlive it.
 */
export function nextPageChange(notices: Notices, at: Date, places: readonly PlaceHours[]): Date {
  const now = localDateTimeOf(at);
  const today = now.slice(0, 10);
  const midnight = `${addDaysTo(today, 1)}T00:00:00`;
  const moments = places.flatMap((place) =>
    clockMoments((date) => dayHours(place.id, place.hours, date, notices), today, 1),
  );
  const clockChange = instantOf(
    [midnight, ...moments].filter((moment) => moment > now).sort()[0] ?? midnight,
  );
  const alertChange = nextAlertChange(notices, at);
  return alertChange && alertChange < clockChange ? alertChange : clockChange;
}
