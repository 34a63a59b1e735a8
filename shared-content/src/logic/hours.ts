import type { OpeningHours, TimeRange } from '../schemas/common';
import type { LocalizedNoticeText } from '../schemas/notices';
import { addDaysTo, localDateTimeOf, minutesOf, weekdayOf } from './calendar';

/** Closed all day on these dates (month-day), every year. */
export const holidayClosures = [
  { monthDay: '12-25', name: 'Christmas Day' },
  { monthDay: '01-01', name: "New Year's Day" },
] as const;

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "19:00" → "7:00 PM"; "09:30" → "9:30 AM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "9:00 AM – 7:00 PM", or "Closed". */
export const formatRange = (range: TimeRange | null) =>
  range ? `${formatTime(range.opens)} – ${formatTime(range.closes)}` : 'Closed';

export interface HoursRow {
  label: 'Monday – Friday' | 'Saturday' | 'Sunday';
  range: TimeRange | null;
  text: string;
}

/** The rows of an hours table: weekdays, Saturday, Sunday. */
export const hoursRows = (hours: OpeningHours): HoursRow[] => [
  { label: 'Monday – Friday', range: hours.weekdays, text: formatRange(hours.weekdays) },
  { label: 'Saturday', range: hours.saturday, text: formatRange(hours.saturday) },
  { label: 'Sunday', range: hours.sunday, text: formatRange(hours.sunday) },
];

/** Hours that apply on a day of the week (0 = Sunday). */
export function rangeOn(hours: OpeningHours, weekday: number): TimeRange | null {
  if (weekday === 0) return hours.sunday;
  if (weekday === 6) return hours.saturday;
  return hours.weekdays;
}

/** Why a day's hours differ from the usual ones: a built-in holiday or an owner's notice. */
export type DayNote =
  | { kind: 'holiday'; name: string }
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

export const holidayOn = (monthDay: string) =>
  holidayClosures.find((holiday) => holiday.monthDay === monthDay);

/** A location's hours on a date from its weekly hours, closed on the built-in holidays. */
export function usualDayHours(hours: OpeningHours, date: string): DayHours {
  const usual = rangeOn(hours, weekdayOf(date));
  const holiday = holidayOn(date.slice(5));
  return holiday
    ? { date, range: null, usual, note: { kind: 'holiday', name: holiday.name } }
    : { date, range: usual, usual };
}

/** The hours of a location on any date: its usual ones, or after the owner's notices. */
export type DayHoursOf = (date: string) => DayHours;

export type OpenState =
  | { open: true; closesAt: string; label: string }
  | { open: false; holiday?: string; opensNext?: { day: string; time: string }; label: string };

const closedReason = (note: DayNote | undefined, minutes: number, range: TimeRange | null) => {
  if (note?.kind === 'holiday') return `Closed for ${note.name}`;
  if (note?.kind === 'closed') return `Closed today: ${note.reason.en}`;
  if (note?.kind === 'closes-early' && range && minutes >= minutesOf(range.closes)) {
    return `Closed early today: ${note.reason.en}`;
  }
  return 'Closed now';
};

/**
 * Whether a location is open at an instant (New Jersey time), until when, or when it
 * opens next. `dayOf` gives the hours of a date: the usual ones by default (closed on
 * Christmas Day and New Year's Day), or after the owner's notices (`logic/notices.ts`).
 */
export function openState(
  hours: OpeningHours,
  at: Date,
  dayOf: DayHoursOf = (date) => usualDayHours(hours, date),
): OpenState {
  const local = localDateTimeOf(at);
  const minutes = minutesOf(local.slice(11));
  const today = dayOf(local.slice(0, 10));
  const range = today.range;
  if (range && minutes >= minutesOf(range.opens) && minutes < minutesOf(range.closes)) {
    const closesAt = formatTime(range.closes);
    const early = today.note && today.usual && range.closes < today.usual.closes;
    const label = early
      ? `Open now · closes early at ${closesAt}${today.note && 'reason' in today.note ? ` (${today.note.reason.en})` : ''}`
      : `Open now · closes at ${closesAt}`;
    return { open: true, closesAt, label };
  }
  const opensNext = nextOpening(today, minutes, dayOf);
  const reason = closedReason(today.note, minutes, range);
  return {
    open: false,
    holiday: today.note?.kind === 'holiday' ? today.note.name : undefined,
    opensNext,
    label: opensNext ? `${reason} · opens ${opensNext.day} at ${opensNext.time}` : reason,
  };
}

function nextOpening(today: DayHours, minutes: number, dayOf: DayHoursOf) {
  if (today.range && minutes < minutesOf(today.range.opens)) {
    return { day: 'today', time: formatTime(today.range.opens) };
  }
  for (let offset = 1; offset <= 8; offset += 1) {
    const date = addDaysTo(today.date, offset);
    const { range } = dayOf(date);
    if (range) {
      return {
        day: offset === 1 ? 'tomorrow' : (weekdayNames[weekdayOf(date)] ?? ''),
        time: formatTime(range.opens),
      };
    }
  }
  return undefined;
}
