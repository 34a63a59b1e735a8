// What a patient will read once a notice is published, in English and Spanish, worked out
// by the functions the public pages use (shared-content's logic: a location card's
// open-now line, the hours' "upcoming changes" list, the alert area). The shell's own
// components are not importable here (no package export, and their styles need the
// site's bundler), so the console renders these same texts in its own markup.
import { locations, siteText, textIn } from 'shared-content';
import {
  activeAlerts,
  addDaysTo,
  dayHours,
  dayHoursWith,
  dayNoteText,
  formatRange,
  localDateOf,
  openState,
  weekdayMonthDayIn,
} from 'shared-content/logic';
import type { Notices } from 'shared-content/schemas';
import { siteText as siteTextEs } from 'shared-content/site-es';

export type Lang = 'en' | 'es';

interface LocationView {
  id: string;
  name: string;
  /** "Closed today: snowstorm · opens tomorrow at 9:00 AM" */
  openNow: string;
  changesHeading: string;
  /** "Tuesday, December 15: Closed: snowstorm" */
  changes: string[];
}

export interface PatientView {
  lang: Lang;
  locations: LocationView[];
  alertsLabel: string;
  /** Alerts showing now or later, as the alert area words them. */
  alerts: { severity: string; text: string; starts: string; ends: string; showingNow: boolean }[];
}

const textsOf = (lang: Lang) => (lang === 'es' ? siteTextEs : siteText);

/** The view of `notices` at `at` for the locations `ids` (all when empty), over `days` days. */
export function patientView(
  notices: Notices,
  ids: readonly string[],
  at: Date,
  lang: Lang,
  days = 14,
): PatientView {
  const today = localDateOf(at);
  const texts = textsOf(lang);
  const shown = locations.filter((location) => ids.length === 0 || ids.includes(location.id));
  const showingNow = new Set(activeAlerts(notices, at).map((alert) => alert.id));
  return {
    lang,
    alertsLabel: texts.notices.alertsLabel,
    locations: shown.map((location) => {
      const dayOf = dayHoursWith(location.id, location.hours, notices);
      const changes = Array.from({ length: days }, (_, offset) =>
        dayHours(location.id, location.hours, addDaysTo(today, offset), notices),
      )
        .filter((day) => day.note && day.note.kind !== 'holiday')
        .map(
          (day) =>
            `${weekdayMonthDayIn(lang, day.date)}: ${
              day.range
                ? `${formatRange(day.range, lang)} · ${dayNoteText(day, lang)}`
                : dayNoteText(day, lang)
            }`,
        );
      return {
        id: location.id,
        name: location.name,
        openNow: openState(location.hours, at, dayOf, lang).label,
        changesHeading: texts.notices.changesHeading,
        changes,
      };
    }),
    alerts: notices.alerts
      .filter((alert) => alert.ends > `${today}T00:00`)
      .map((alert) => ({
        severity: alert.severity,
        text: textIn(alert.text, lang),
        starts: alert.starts,
        ends: alert.ends,
        showingNow: showingNow.has(alert.id),
      })),
  };
}
