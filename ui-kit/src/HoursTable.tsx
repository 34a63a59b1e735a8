import { type LocationId, useLocale, useNotices, usePharmacy, useSiteText } from 'shared-content';
import type { HolidayMonthDay } from 'shared-content/logic';
import {
  addDaysTo,
  dayHours,
  dayNoteText,
  formatRange,
  holidayDayIn,
  holidayNameIn,
  hoursRows,
  listIn,
  localDateOf,
  nextHolidayClosures,
  weekdayMonthDayIn,
} from 'shared-content/logic';
import type { OpeningHours } from 'shared-content/schemas';
import * as styles from './HoursTable.css';
import { type LocationHours, useOpenState, useRenderDate } from './useOpenState';

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

/** "Open now · closes at 7:00 PM" or "Closed now · opens tomorrow at 9:00 AM", kept current. */
export function OpenStatus({ location }: { location: LocationHours }) {
  const state = useOpenState(location);
  return <p className={styles.openStatus[state.open ? 'open' : 'closed']}>{state.label}</p>;
}

/**
 * A pharmacy's open-now status by its id: what an island renders (its props are JSON, so
 * the id, not the location). mf-locations' location pages and mf-services' hours page make
 * their `OpenNow` island of it, which keeps it current in the browser (it flips when the
 * minute turns, in a tab left open or a page served from a cache).
 */
export function OpenNowStatus({ locationId }: { locationId: LocationId }) {
  return <OpenStatus location={usePharmacy(locationId)} />;
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
