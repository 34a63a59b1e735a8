import { describe, expect, it } from 'vitest';
import { addDaysTo, instantOf, localDateTimeOf, weekdayOf } from './calendar';

describe('New Jersey local time', () => {
  it('reads and names instants on both sides of daylight saving', () => {
    expect(localDateTimeOf(new Date('2026-07-01T16:30:00Z'))).toBe('2026-07-01T12:30:00');
    expect(localDateTimeOf(new Date('2026-12-01T17:30:00Z'))).toBe('2026-12-01T12:30:00');
    expect(instantOf('2026-07-01T12:30').toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(instantOf('2026-12-01T12:30').toISOString()).toBe('2026-12-01T17:30:00.000Z');
    // 2026-03-08: clocks go from 02:00 to 03:00 EDT; 03:30 EDT is 07:30 UTC.
    expect(instantOf('2026-03-08T03:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOf('2026-12-01T12:30:15').toISOString()).toBe('2026-12-01T17:30:15.000Z');
  });

  it('agrees with the time-zone database on every quarter hour from 2020 to 2045', () => {
    const reference = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const zoned = (at: Date) => {
      const parts = Object.fromEntries(reference.formatToParts(at).map((p) => [p.type, p.value]));
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const differing: string[] = [];
    const end = Date.UTC(2046, 0, 1);
    for (let at = Date.UTC(2020, 0, 1); at < end; at += 15 * 60_000) {
      // Whole days away from the two changes a year: only every 6 hours.
      const date = new Date(at);
      const nearChange = [2, 10].includes(date.getUTCMonth()) && date.getUTCDate() <= 15;
      if (!nearChange && at % (6 * 3_600_000) !== 0) continue;
      if (localDateTimeOf(date) !== zoned(date)) differing.push(date.toISOString());
    }
    expect(differing).toEqual([]);
    // About 40,000 instants: well under a second alone, several on a busy two-core machine.
  }, 30_000);

  it('counts days across month, year and daylight saving changes', () => {
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysTo('2026-03-07', 2)).toBe('2026-03-09');
    expect(weekdayOf('2026-12-25')).toBe(5);
  });
});
