import { describe, expect, it } from 'vitest';
import type { Notices } from '../schemas/notices';
import { getLocation } from '../site/locations';
import { activeAlerts, dayHours, nextAlertChange, noNotices } from './notices';

const parlin = getLocation('parlin');
const family = getLocation('family');
const weather = { en: 'weather' };

const notices = (partial: Partial<Notices>): Notices => ({ ...noNotices, ...partial });

describe('dayHours', () => {
  // Tuesday 2026-12-15: a weekday with the usual hours.
  const tuesday = '2026-12-15';

  it('gives the usual hours when nothing is posted', () => {
    const day = dayHours('parlin', parlin.hours, tuesday);
    expect(day.range).toEqual(parlin.hours.weekdays);
    expect(day.note).toBeUndefined();
  });

  it('closes only the named location for the whole day', () => {
    const posted = notices({
      closures: [{ id: 'snow', locations: ['parlin'], from: tuesday, reason: weather }],
    });
    expect(dayHours('parlin', parlin.hours, tuesday, posted)).toMatchObject({
      range: null,
      note: { kind: 'closed', reason: weather },
    });
    expect(dayHours('family', family.hours, tuesday, posted).range).toEqual(family.hours.weekdays);
    expect(dayHours('parlin', parlin.hours, '2026-12-16', posted).range).toEqual(
      parlin.hours.weekdays,
    );
  });

  it('closes early from a time on the first day and every day of a range after it', () => {
    const posted = notices({
      closures: [
        {
          id: 'snow',
          locations: ['parlin'],
          from: tuesday,
          until: '2026-12-16',
          fromTime: '12:00',
          reason: weather,
        },
      ],
    });
    expect(dayHours('parlin', parlin.hours, tuesday, posted)).toMatchObject({
      range: { opens: parlin.hours.weekdays?.opens, closes: '12:00' },
      note: { kind: 'closes-early' },
    });
    expect(dayHours('parlin', parlin.hours, '2026-12-16', posted).range).toBeNull();
    expect(dayHours('parlin', parlin.hours, '2026-12-17', posted).range).toEqual(
      parlin.hours.weekdays,
    );
  });

  it('opens late on the last day of a closure with an until time', () => {
    const posted = notices({
      closures: [
        { id: 'power', locations: ['family'], from: tuesday, untilTime: '13:00', reason: weather },
      ],
    });
    expect(dayHours('family', family.hours, tuesday, posted)).toMatchObject({
      range: { opens: '13:00', closes: family.hours.weekdays?.closes },
      note: { kind: 'opens-late' },
    });
  });

  it('replaces the usual hours with special hours for the date, Christmas Eve closing at 2 PM', () => {
    const posted = notices({
      specialHours: [
        {
          id: 'christmas-eve',
          locations: ['family', 'parlin'],
          date: '2026-12-24',
          opens: '09:00',
          closes: '14:00',
          reason: { en: 'Christmas Eve' },
        },
      ],
    });
    expect(dayHours('family', family.hours, '2026-12-24', posted)).toMatchObject({
      range: { opens: '09:00', closes: '14:00' },
      note: { kind: 'special-hours', reason: { en: 'Christmas Eve' } },
    });
    expect(
      dayHours('specialty', getLocation('specialty').hours, '2026-12-24', posted).note,
    ).toBeUndefined();
  });

  it('keeps the built-in Christmas Day closure', () => {
    expect(dayHours('family', family.hours, '2026-12-25')).toMatchObject({
      range: null,
      note: { kind: 'holiday', name: 'Christmas Day' },
    });
  });
});

describe('alerts', () => {
  const posted = notices({
    alerts: [
      {
        id: 'portal',
        severity: 'warning',
        text: { en: 'Refill portal down' },
        starts: '2026-12-15T08:00',
        ends: '2026-12-15T12:00',
      },
    ],
  });

  it('shows an alert between its start and its end, New Jersey time', () => {
    // 08:00 EST is 13:00 UTC.
    expect(activeAlerts(posted, new Date('2026-12-15T12:59:00Z'))).toHaveLength(0);
    expect(activeAlerts(posted, new Date('2026-12-15T13:00:00Z')).map((a) => a.id)).toEqual([
      'portal',
    ]);
    expect(activeAlerts(posted, new Date('2026-12-15T17:00:00Z'))).toHaveLength(0);
  });

  it('says when the next alert starts or ends', () => {
    expect(nextAlertChange(posted, new Date('2026-12-15T10:00:00Z'))?.toISOString()).toBe(
      '2026-12-15T13:00:00.000Z',
    );
    expect(nextAlertChange(posted, new Date('2026-12-15T14:00:00Z'))?.toISOString()).toBe(
      '2026-12-15T17:00:00.000Z',
    );
    expect(nextAlertChange(posted, new Date('2026-12-15T18:00:00Z'))).toBeUndefined();
  });
});
