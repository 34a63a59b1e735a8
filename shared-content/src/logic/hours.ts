import type { OpeningHours, TimeRange } from '../schemas/common';

/** The pharmacies' time zone: open-now is always computed in New Jersey time. */
export const siteTimeZone = 'America/New_York';

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

interface ZonedParts {
  weekday: number;
  monthDay: string;
  minutes: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: siteTimeZone,
  weekday: 'short',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const shortWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday, month-day and minute of the day of an instant, in New Jersey. */
export function zonedParts(at: Date): ZonedParts {
  const parts = Object.fromEntries(partsFormatter.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    weekday: shortWeekdays.indexOf(parts.weekday ?? 'Sun'),
    monthDay: `${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export const holidayOn = (monthDay: string) =>
  holidayClosures.find((holiday) => holiday.monthDay === monthDay);

const addDays = (monthDayOf: Date, days: number) =>
  new Date(monthDayOf.getTime() + days * 86_400_000);

export type OpenState =
  | { open: true; closesAt: string; label: string }
  | { open: false; holiday?: string; opensNext?: { day: string; time: string }; label: string };

/**
 * Whether a location is open at an instant (New Jersey time), until when, or when it
 * opens next. Closed all day on Christmas Day and New Year's Day.
 */
export function openState(hours: OpeningHours, at: Date): OpenState {
  const today = zonedParts(at);
  const holiday = holidayOn(today.monthDay);
  const range = holiday ? null : rangeOn(hours, today.weekday);
  if (range && today.minutes >= toMinutes(range.opens) && today.minutes < toMinutes(range.closes)) {
    const closesAt = formatTime(range.closes);
    return { open: true, closesAt, label: `Open now · closes at ${closesAt}` };
  }
  const opensNext = nextOpening(hours, at, today, range);
  const reason = holiday ? `Closed for ${holiday.name}` : 'Closed now';
  return {
    open: false,
    holiday: holiday?.name,
    opensNext,
    label: opensNext ? `${reason} · opens ${opensNext.day} at ${opensNext.time}` : reason,
  };
}

function nextOpening(
  hours: OpeningHours,
  at: Date,
  today: ZonedParts,
  todayRange: TimeRange | null,
) {
  if (todayRange && today.minutes < toMinutes(todayRange.opens)) {
    return { day: 'today', time: formatTime(todayRange.opens) };
  }
  for (let offset = 1; offset <= 8; offset += 1) {
    const day = zonedParts(addDays(at, offset));
    const range = holidayOn(day.monthDay) ? null : rangeOn(hours, day.weekday);
    if (range) {
      return {
        day: offset === 1 ? 'tomorrow' : (weekdayNames[day.weekday] ?? ''),
        time: formatTime(range.opens),
      };
    }
  }
  return undefined;
}
