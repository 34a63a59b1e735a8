import { describe, expect, it } from 'vitest';
import type { Notices } from '../schemas/notices';
import { getLocation, locations } from '../site/locations';
import { openState } from './hours';
import {
  activeAlerts,
  dayHours,
  dayHoursWith,
  nextAlertChange,
  nextPageChange,
  noNotices,
} from './notices';

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

describe('nextPageChange: a cached page never outlives its open-now text', () => {
  const labelsAt = (posted: Notices, at: Date) =>
    locations
      .map((place) => openState(place.hours, at, dayHoursWith(place.id, place.hours, posted)).label)
      .join(' | ')
      .concat(` | ${activeAlerts(posted, at).length} alerts`);

  it('expires at 7:00 PM when Parlin closes, not a minute later', () => {
    // Tuesday 2026-12-15, 6:59 PM EST.
    const before = new Date('2026-12-15T23:59:00Z');
    const change = nextPageChange(noNotices, before, locations);
    expect(change.toISOString()).toBe('2026-12-16T00:00:00.000Z');
    const parlinAt = (at: Date) => openState(parlin.hours, at).label;
    expect(parlinAt(before)).toBe('Open now · closes at 7:00 PM');
    expect(parlinAt(change)).toBe('Closed now · opens tomorrow at 9:00 AM');
  });

  it('counts midnight in New Jersey time across the change to daylight saving time', () => {
    // Sunday 2027-03-14, 8:00 AM EDT: every pharmacy is closed; the next change is Monday
    // 00:00 EDT (04:00 UTC), not 05:00 UTC as it was the Sunday before.
    expect(
      nextPageChange(noNotices, new Date('2027-03-14T12:00:00Z'), locations).toISOString(),
    ).toBe('2027-03-15T04:00:00.000Z');
    expect(
      nextPageChange(noNotices, new Date('2027-03-07T12:00:00Z'), locations).toISOString(),
    ).toBe('2027-03-08T05:00:00.000Z');
  });

  it('every change of any open-now text or alert in a week comes no later than the expiry before it', () => {
    const posted = notices({
      closures: [
        {
          id: 'snow',
          locations: ['parlin'],
          from: '2026-12-15',
          fromTime: '12:00',
          until: '2026-12-16',
          untilTime: '13:00',
          reason: weather,
        },
      ],
      specialHours: [
        {
          id: 'eve',
          locations: ['family'],
          date: '2026-12-17',
          opens: '10:00',
          closes: '14:00',
          reason: { en: 'staff training' },
        },
      ],
      alerts: [
        {
          id: 'portal',
          severity: 'info',
          text: { en: 'Portal down' },
          starts: '2026-12-18T08:07',
          ends: '2026-12-18T09:13',
        },
      ],
    });
    const step = 60_000;
    let at = new Date('2026-12-14T05:00:00Z').getTime();
    const end = new Date('2026-12-21T05:00:00Z').getTime();
    let expiry = nextPageChange(posted, new Date(at), locations).getTime();
    let labels = labelsAt(posted, new Date(at));
    const late: string[] = [];
    for (at += step; at < end; at += step) {
      const now = labelsAt(posted, new Date(at));
      if (now !== labels && expiry > at) late.push(new Date(at).toISOString());
      if (now !== labels || at >= expiry) {
        labels = now;
        expiry = nextPageChange(posted, new Date(at), locations).getTime();
      }
    }
    expect(late).toEqual([]);
  });
});
