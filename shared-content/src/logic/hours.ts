import type { StatusChange } from '../platform/liveStatus';
import type { Locale } from '../platform/locales';
import type { OpeningHours, TimeRange } from '../schemas/common';
import type { LocalizedNoticeText } from '../schemas/notices';
import {
  addDaysTo,
  instantOf,
  localDateOf,
  localDateTimeOf,
  minutesOf,
  weekdayOf,
} from './calendar';
import { type HolidayMonthDay, hoursPhrasesIn } from './hoursText';

/** Closed all day on these dates (month-day), every year. */
export const holidayClosures = (
  ['12-25', '01-01'] as const satisfies readonly HolidayMonthDay[]
).map((monthDay) => ({
  monthDay,
  name: hoursPhrasesIn('en').holidays[monthDay],
}));

/**
 * The next date (YYYY-MM-DD, New Jersey) of each holiday closure, counting today;
 * soonest first.
 */
export function nextHolidayClosures(now: Date) {
  const today = localDateOf(now);
  const year = Number(today.slice(0, 4));
  return holidayClosures
    .map((holiday) => ({
      name: holiday.name,
      monthDay: holiday.monthDay,
      date: `${holiday.monthDay >= today.slice(5) ? year : year + 1}-${holiday.monthDay}`,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** "19:00" → "7:00 PM" ("7:00 p.m." in Spanish); "09:30" → "9:30 AM". */
export const formatTime = (time: string, lang: Locale = 'en') => hoursPhrasesIn(lang).time(time);

/** "9:00 AM – 7:00 PM", or "Closed". */
export const formatRange = (range: TimeRange | null, lang: Locale = 'en') =>
  range
    ? `${formatTime(range.opens, lang)} – ${formatTime(range.closes, lang)}`
    : hoursPhrasesIn(lang).closed;

interface HoursRow {
  /** "Monday – Friday", "Saturday", "Sunday" in the page's language. */
  label: string;
  range: TimeRange | null;
  text: string;
}

/** The rows of an hours table: weekdays, Saturday, Sunday. */
export const hoursRows = (hours: OpeningHours, lang: Locale = 'en'): HoursRow[] => {
  const { rows } = hoursPhrasesIn(lang);
  return [
    { label: rows.weekdays, range: hours.weekdays, text: formatRange(hours.weekdays, lang) },
    { label: rows.saturday, range: hours.saturday, text: formatRange(hours.saturday, lang) },
    { label: rows.sunday, range: hours.sunday, text: formatRange(hours.sunday, lang) },
  ];
};

/** Hours that apply on a day of the week (0 = Sunday). */
function rangeOn(hours: OpeningHours, weekday: number): TimeRange | null {
  if (weekday === 0) return hours.sunday;
  if (weekday === 6) return hours.saturday;
  return hours.weekdays;
}

/** Why a day's hours differ from the usual ones: a built-in holiday or an owner's notice. */
type DayNote =
  | { kind: 'holiday'; name: string; monthDay: (typeof holidayClosures)[number]['monthDay'] }
  | { kind: 'closed'; reason: LocalizedNoticeText }
  | { kind: 'closes-early'; reason: LocalizedNoticeText }
  | { kind: 'opens-late'; reason: LocalizedNoticeText }
  | { kind: 'special-hours'; reason: LocalizedNoticeText };

/** The hours of a location on one date ("YYYY-MM-DD", New Jersey). */
export interface DayHours {
  date: string;
  range: TimeRange | null;
  /** The weekly hours of that day of the week. */
  usual: TimeRange | null;
  note?: DayNote;
}

const holidayOn = (monthDay: string) =>
  holidayClosures.find((holiday) => holiday.monthDay === monthDay);

/** A location's hours on a date from its weekly hours, closed on the built-in holidays. */
export function usualDayHours(hours: OpeningHours, date: string): DayHours {
  const usual = rangeOn(hours, weekdayOf(date));
  const holiday = holidayOn(date.slice(5));
  return holiday
    ? {
        date,
        range: null,
        usual,
        note: { kind: 'holiday', name: holiday.name, monthDay: holiday.monthDay },
      }
    : { date, range: usual, usual };
}

/** The hours of a location on any date: its usual ones, or after the owner's notices. */
export type DayHoursOf = (date: string) => DayHours;

export type OpenState =
  | { open: true; closesAt: string; label: string }
  | { open: false; holiday?: string; opensNext?: { day: string; time: string }; label: string };

/** The wording of a day's note in a language: a holiday's name, or the owner's reason. */
export const holidayNameIn = (note: Extract<DayNote, { kind: 'holiday' }>, lang: Locale) =>
  hoursPhrasesIn(lang).holidays[note.monthDay];
/** A holiday closure as a sentence names it: "Christmas Day", "el 25 de diciembre (Navidad)". */
export const holidayDayIn = (monthDay: HolidayMonthDay, lang: Locale) =>
  hoursPhrasesIn(lang).holidayDay(monthDay);
export const reasonIn = (reason: LocalizedNoticeText, lang: Locale) => reason[lang] ?? reason.en;

function closedReason(
  note: DayNote | undefined,
  minutes: number,
  range: TimeRange | null,
  lang: Locale,
) {
  const phrases = hoursPhrasesIn(lang);
  if (note?.kind === 'holiday') return phrases.closedFor(holidayNameIn(note, lang));
  if (note?.kind === 'closed') return phrases.closedToday(reasonIn(note.reason, lang));
  if (note?.kind === 'closes-early' && range && minutes >= minutesOf(range.closes)) {
    return phrases.closedEarlyToday(reasonIn(note.reason, lang));
  }
  return phrases.closedNow;
}

/**
 * Whether a location is open at an instant (New Jersey time), until when, or when it
 * opens next. `dayOf` gives the hours of a date: the usual ones by default (closed on
 * Christmas Day and New Year's Day), or after the owner's notices (`logic/notices.ts`).
 * The label is in `lang`.
 */
export function openState(
  hours: OpeningHours,
  at: Date,
  dayOf: DayHoursOf = (date) => usualDayHours(hours, date),
  lang: Locale = 'en',
): OpenState {
  const phrases = hoursPhrasesIn(lang);
  const local = localDateTimeOf(at);
  const minutes = minutesOf(local.slice(11));
  const today = dayOf(local.slice(0, 10));
  const range = today.range;
  if (range && minutes >= minutesOf(range.opens) && minutes < minutesOf(range.closes)) {
    const closesAt = formatTime(range.closes, lang);
    const early = today.note && today.usual && range.closes < today.usual.closes;
    const reason =
      today.note && 'reason' in today.note ? reasonIn(today.note.reason, lang) : undefined;
    const label = early ? phrases.openNowClosesEarly(closesAt, reason) : phrases.openNow(closesAt);
    return { open: true, closesAt, label };
  }
  const opensNext = nextOpening(today, minutes, dayOf, lang);
  const reason = closedReason(today.note, minutes, range, lang);
  return {
    open: false,
    holiday: today.note?.kind === 'holiday' ? holidayNameIn(today.note, lang) : undefined,
    opensNext,
    label: opensNext ? phrases.opensNext(reason, opensNext.day, opensNext.time) : reason,
  };
}

/**
 * The New Jersey moments ("YYYY-MM-DDTHH:MM:SS"), from `today` through `days` days on, at
 * which an open-now text may change: each day's opening and closing (as `dayOf` gives
 * them) and each midnight after today's; in order.
 */
export function clockMoments(dayOf: DayHoursOf, today: string, days: number): string[] {
  const moments: string[] = [];
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDaysTo(today, offset);
    if (offset > 0) moments.push(`${date}T00:00:00`);
    const { range } = dayOf(date);
    if (range) moments.push(`${date}T${range.opens}:00`, `${date}T${range.closes}:00`);
  }
  return moments.sort();
}

/**
 * What `openState` will say after `at` at each moment it may change (an opening, a
 * closing, the day turning over; New Jersey time, after `dayOf`'s holidays and notices)
 * over the next `days` days, leaving out a moment that says the same as the one before:
 * a page served now says the right thing later with no more than a timer (a live status,
 * `platform/liveStatus.ts`).
 */
export function openStateChanges(
  hours: OpeningHours,
  at: Date,
  dayOf: DayHoursOf = (date) => usualDayHours(hours, date),
  lang: Locale = 'en',
  days = 7,
): StatusChange[] {
  const now = localDateTimeOf(at);
  const moments = clockMoments(dayOf, now.slice(0, 10), days);
  const changes: StatusChange[] = [];
  let said = openState(hours, at, dayOf, lang).label;
  for (const moment of moments.filter((later) => later > now)) {
    const instant = instantOf(moment);
    const state = openState(hours, instant, dayOf, lang);
    if (state.label === said) continue;
    said = state.label;
    changes.push({ at: instant.getTime(), open: state.open, label: state.label });
  }
  return changes;
}

function nextOpening(today: DayHours, minutes: number, dayOf: DayHoursOf, lang: Locale) {
  const phrases = hoursPhrasesIn(lang);
  if (today.range && minutes < minutesOf(today.range.opens)) {
    return { day: phrases.today, time: formatTime(today.range.opens, lang) };
  }
  for (let offset = 1; offset <= 8; offset += 1) {
    const date = addDaysTo(today.date, offset);
    const { range } = dayOf(date);
    if (range) {
      return {
        day:
          offset === 1
            ? phrases.tomorrow
            : phrases.onWeekday(phrases.weekdays[weekdayOf(date)] ?? ''),
        time: formatTime(range.opens, lang),
      };
    }
  }
  return undefined;
}
