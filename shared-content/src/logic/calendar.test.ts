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

  it('counts days across month, year and daylight saving changes', () => {
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysTo('2026-03-07', 2)).toBe('2026-03-09');
    expect(weekdayOf('2026-12-25')).toBe(5);
  });
});
