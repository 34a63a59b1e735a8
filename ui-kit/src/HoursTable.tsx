import { useLocale, useNotices, useSiteText } from 'shared-content';
import { STATUS_CHANGES_ATTRIBUTE, STATUS_OPEN_ATTRIBUTE } from 'shared-content/live-status';
import type { HolidayMonthDay } from 'shared-content/logic';
import {
  addDaysTo,
  dayHours,
  dayHoursWith,
  dayNoteText,
  formatRange,
  holidayDayIn,
  holidayNameIn,
  hoursRows,
  listIn,
  localDateOf,
  nextHolidayClosures,
  openState,
  openStateChanges,
  weekdayMonthDayIn,
} from 'shared-content/logic';
import type { OpeningHours } from 'shared-content/schemas';
import * as styles from './HoursTable.css';
import { type LocationHours, useNow, useRenderDate } from './renderClock';

/**
 * A location's hours: weekdays, Saturday, Sunday. `hideClosedSaturday` leaves out a
 * Saturday the location is closed on (the hours page does).
 */
export function HoursTable({
  hours,
  caption,
  hideClosedSaturday = false,
}: {
  hours: OpeningHours;
  caption: string;
  hideClosedSaturday?: boolean;
}) {
  const lang = useLocale();
  // The rows are weekdays, Saturday, Sunday (labels in the page's language).
  const rows = hoursRows(hours, lang).filter(
    (row, index) => !(hideClosedSaturday && index === 1 && row.range === null),
  );
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * "Open now · closes at 7:00 PM" or "Closed now · opens tomorrow at 9:00 AM", after the
 * owner's notices, kept current with no React: the server writes what it will say at
 * each coming change (`openStateChanges`), which the island loader shows when the time
 * comes (a live status, shared-content/live-status), in a page served from a cache or
 * left open. Inside an island, React keeps it current itself.
 */
export function OpenStatus({ location }: { location: LocationHours }) {
  const notices = useNotices();
  const lang = useLocale();
  const now = useNow();
  const dayOf = dayHoursWith(location.id, location.hours, notices);
  const state = openState(location.hours, now, dayOf, lang);
  const live = {
    [STATUS_OPEN_ATTRIBUTE]: String(state.open),
    [STATUS_CHANGES_ATTRIBUTE]: JSON.stringify(openStateChanges(location.hours, now, dayOf, lang)),
  };
  return (
    <p className={styles.openStatus} {...live}>
      {state.label}
    </p>
  );
}

/**
 * The days of the coming two weeks whose hours differ from the weekly table because of
 * an owner's notice (a closure, early closing, special hours), each with its reason.
 * Nothing when there is none; the built-in holidays are said where the page lists them.
 */
export function HoursChanges({ location, days = 14 }: { location: LocationHours; days?: number }) {
  const notices = useNotices();
  const lang = useLocale();
  const { notices: noticesText } = useSiteText();
  const today = localDateOf(useRenderDate());
  const changed = Array.from({ length: days }, (_, offset) =>
    dayHours(location.id, location.hours, addDaysTo(today, offset), notices),
  ).filter((day) => day.note && day.note.kind !== 'holiday');
  if (changed.length === 0) return null;
  return (
    <div className={styles.changes}>
      <p className={styles.changesHeading}>{noticesText.changesHeading}</p>
      <ul className={styles.changesList}>
        {changed.map((day) => (
          <li key={day.date}>
            <strong>{weekdayMonthDayIn(lang, day.date)}</strong>:{' '}
            {day.range
              ? `${formatRange(day.range, lang)} · ${dayNoteText(day, lang)}`
              : dayNoteText(day, lang)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Closed all day on Christmas Day and New Year's Day." ("Cerrado todo el día el 25 de
 * diciembre (Navidad) y el 1 de enero (Año Nuevo).") after `lead`, the next holiday first.
 * In the UI kit, beside the other hours texts, so the words come from the same
 * phrasebooks the page's language loaded.
 */
export function HolidayClosuresNote({ lead, className }: { lead: string; className?: string }) {
  const lang = useLocale();
  const days = nextHolidayClosures(useRenderDate()).map((closure) =>
    holidayDayIn(closure.monthDay, lang),
  );
  return <p className={className}>{`${lead} ${listIn(lang, days)}.`}</p>;
}

/** A built-in holiday's name in the page's language: "Christmas Day", "Navidad". */
export function useHolidayName() {
  const lang = useLocale();
  return (monthDay: HolidayMonthDay) =>
    holidayNameIn({ kind: 'holiday', monthDay, name: '' }, lang);
}
