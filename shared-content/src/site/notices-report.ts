import { addDaysTo, localDateOf, localDateTimeOf, weekdayOf } from '../logic/calendar';
import { formatRange } from '../logic/hours';
import { dayHours, dayNoteText } from '../logic/notices';
import type { Notices } from '../schemas/notices';
import { locations } from './locations';

const weekdayShort = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * What visitors will see, per location and per day, for the days from `at` on (New
 * Jersey dates): the hours of each day, marked `*` where a holiday or a notice changes
 * them, with the text shown; then each alert and when it shows. `pnpm notices:check`
 * prints it.
 */
export function noticesReport(notices: Notices, at: Date, days = 14): string[] {
  const first = localDateOf(at);
  const dates = Array.from({ length: days }, (_, offset) => addDaysTo(first, offset));
  const lines = [`What visitors see from ${first} to ${dates.at(-1)} (New Jersey time):`];
  for (const location of locations) {
    lines.push('', `${location.name} (${location.address.city})`);
    for (const date of dates) {
      const day = dayHours(location.id, location.hours, date, notices);
      const note = dayNoteText(day);
      const mark = note ? '*' : ' ';
      lines.push(
        `  ${mark} ${weekdayShort[weekdayOf(date)]} ${date}  ${formatRange(day.range)}${note ? `  ${note}` : ''}`,
      );
    }
  }
  lines.push('', 'Alerts:');
  const lastDay = `${dates.at(-1)}T23:59`;
  const showing = notices.alerts.filter((alert) => alert.starts <= lastDay);
  if (showing.length === 0) lines.push('  none');
  const now = localDateTimeOf(at);
  for (const alert of showing) {
    const state = alert.ends <= now ? 'ended' : alert.starts <= now ? 'showing now' : 'scheduled';
    lines.push(
      `  ${alert.severity} ${alert.starts} → ${alert.ends} (${state}): ${alert.text.en}${alert.link ? ` [${alert.link.label.en} → ${alert.link.href}]` : ''}`,
    );
  }
  return lines;
}

/**
 * Each text of the notices that has no Spanish: Spanish pages show its English words
 * ("Cerrado: flood"). `pnpm notices:check` warns, naming the entry and the field.
 */
export function textsWithoutSpanish(notices: Notices): string[] {
  const missing: string[] = [];
  const check = (
    where: string,
    id: string,
    field: string,
    text: { en: string; es?: string } | undefined,
  ) => {
    if (text && !text.es) {
      missing.push(
        `${where} ("${id}") field "${field}": no Spanish ("es"); Spanish pages show "${text.en}"`,
      );
    }
  };
  notices.closures.forEach((closure, index) => {
    check(`closures[${index}]`, closure.id, 'reason', closure.reason);
  });
  notices.specialHours.forEach((special, index) => {
    check(`specialHours[${index}]`, special.id, 'reason', special.reason);
  });
  notices.alerts.forEach((alert, index) => {
    check(`alerts[${index}]`, alert.id, 'text', alert.text);
    check(`alerts[${index}]`, alert.id, 'link.label', alert.link?.label);
  });
  return missing;
}
