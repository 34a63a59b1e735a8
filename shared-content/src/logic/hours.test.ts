import { describe, expect, it } from 'vitest';
import type { Notices } from '../schemas/notices';
import { getLocation } from '../site/locations';
import { formatRange, hoursRows, openState, openStateChanges } from './hours';
import { dayHoursWith } from './notices';

// Instants are written in UTC; New Jersey is UTC-5 in winter and UTC-4 in summer.
const family = getLocation('family').hours;
const specialty = getLocation('specialty').hours;

describe('openState', () => {
  it('is open on a weekday afternoon, until 7 PM', () => {
    // Wednesday 2026-11-18 14:00 in New Jersey
    expect(openState(family, new Date('2026-11-18T19:00:00Z'))).toEqual({
      open: true,
      closesAt: '7:00 PM',
      label: 'Open now · closes at 7:00 PM',
    });
  });

  it('after closing on a weekday evening, opens tomorrow morning', () => {
    // Wednesday 2026-11-18 19:30 in New Jersey
    const state = openState(family, new Date('2026-11-19T00:30:00Z'));
    expect(state.open).toBe(false);
    expect(state.label).toBe('Closed now · opens tomorrow at 9:00 AM');
  });

  it('before opening, opens today', () => {
    // Thursday 2026-11-19 08:15 in New Jersey
    expect(openState(specialty, new Date('2026-11-19T13:15:00Z')).label).toBe(
      'Closed now · opens today at 9:30 AM',
    );
  });

  it('keeps Specialty closed on Saturday and Sunday, opening on Monday', () => {
    // Saturday 2026-11-21 11:00 in New Jersey
    expect(openState(specialty, new Date('2026-11-21T16:00:00Z')).label).toBe(
      'Closed now · opens Monday at 9:30 AM',
    );
  });

  it('is closed on Christmas Day even on a weekday, and says why', () => {
    // Friday 2026-12-25 12:00 in New Jersey
    const state = openState(family, new Date('2026-12-25T17:00:00Z'));
    expect(state).toMatchObject({ open: false, holiday: 'Christmas Day' });
    expect(state.label).toBe('Closed for Christmas Day · opens tomorrow at 9:00 AM');
  });

  it('skips New Year’s Day when looking for the next opening', () => {
    // Thursday 2026-12-31 20:00 in New Jersey: Friday is New Year's Day
    expect(openState(family, new Date('2027-01-01T01:00:00Z')).label).toBe(
      'Closed now · opens Saturday at 9:00 AM',
    );
  });

  it('uses New Jersey time in summer too (UTC-4)', () => {
    // Monday 2026-07-13 18:59 in New Jersey
    expect(openState(family, new Date('2026-07-13T22:59:00Z')).open).toBe(true);
    // Monday 2026-07-13 19:00 in New Jersey
    expect(openState(family, new Date('2026-07-13T23:00:00Z')).open).toBe(false);
  });
});

describe('openStateChanges', () => {
  it('says what the status will say at each opening, closing and midnight, in order', () => {
    // Wednesday 2026-11-18 14:00 in New Jersey (Family: weekdays 9 AM to 7 PM)
    const at = new Date('2026-11-18T19:00:00Z');
    const changes = openStateChanges(family, at);
    expect(changes.slice(0, 4)).toEqual([
      // 7:00 PM: closes
      {
        at: Date.parse('2026-11-19T00:00:00Z'),
        open: false,
        label: 'Closed now · opens tomorrow at 9:00 AM',
      },
      // Midnight: "tomorrow" becomes "today"
      {
        at: Date.parse('2026-11-19T05:00:00Z'),
        open: false,
        label: 'Closed now · opens today at 9:00 AM',
      },
      // 9:00 AM: opens
      { at: Date.parse('2026-11-19T14:00:00Z'), open: true, label: 'Open now · closes at 7:00 PM' },
      {
        at: Date.parse('2026-11-20T00:00:00Z'),
        open: false,
        label: 'Closed now · opens tomorrow at 9:00 AM',
      },
    ]);
    // Each change is what openState says from that moment on, and a week of them is there.
    for (const change of changes) {
      expect(openState(family, new Date(change.at))).toMatchObject({
        open: change.open,
        label: change.label,
      });
    }
    expect(changes.at(-1)?.at).toBeGreaterThan(at.getTime() + 6 * 86_400_000);
  });

  it('leaves out a midnight that changes nothing', () => {
    // Friday 2026-11-20 20:00 in New Jersey: Specialty is closed until Monday 9:30 AM
    const at = new Date('2026-11-21T01:00:00Z');
    expect(openState(specialty, at).label).toBe('Closed now · opens Monday at 9:30 AM');
    // Saturday's midnight still says Monday: the first change is Sunday's midnight.
    expect(openStateChanges(specialty, at).slice(0, 3)).toEqual([
      {
        at: Date.parse('2026-11-22T05:00:00Z'),
        open: false,
        label: 'Closed now · opens tomorrow at 9:30 AM',
      },
      {
        at: Date.parse('2026-11-23T05:00:00Z'),
        open: false,
        label: 'Closed now · opens today at 9:30 AM',
      },
      {
        at: Date.parse('2026-11-23T14:30:00Z'),
        open: true,
        label: expect.stringMatching(/^Open now/),
      },
    ]);
  });
});

describe("openState with the owner's notices", () => {
  const parlin = getLocation('parlin').hours;
  const notices: Notices = {
    closures: [
      {
        id: 'snow',
        locations: ['parlin'],
        from: '2026-12-15',
        fromTime: '12:00',
        reason: { en: 'weather' },
      },
      { id: 'flood', locations: ['parlin'], from: '2026-12-16', reason: { en: 'flooding' } },
    ],
    specialHours: [
      {
        id: 'eve',
        locations: ['family'],
        date: '2026-12-24',
        opens: '09:00',
        closes: '14:00',
        reason: { en: 'Christmas Eve' },
      },
    ],
    alerts: [],
  };
  const parlinState = (utc: string) =>
    openState(parlin, new Date(utc), dayHoursWith('parlin', parlin, notices));

  it('says it closes early, and why, while open on a day that closes early', () => {
    // Tuesday 2026-12-15 10:00 in New Jersey
    expect(parlinState('2026-12-15T15:00:00Z').label).toBe(
      'Open now · closes early at 12:00 PM (weather)',
    );
  });

  it('after the early closing, and on a day closed all day, says why and skips to the next opening', () => {
    // Tuesday 2026-12-15 13:00: closed early; Wednesday is closed all day
    expect(parlinState('2026-12-15T18:00:00Z').label).toBe(
      'Closed early today: weather · opens Thursday at 9:00 AM',
    );
    // Wednesday 2026-12-16 10:00
    expect(parlinState('2026-12-16T15:00:00Z').label).toBe(
      'Closed today: flooding · opens tomorrow at 9:00 AM',
    );
  });

  it('leaves other locations as usual, and follows special hours', () => {
    const familyState = (utc: string) =>
      openState(family, new Date(utc), dayHoursWith('family', family, notices));
    expect(familyState('2026-12-15T18:00:00Z').label).toBe('Open now · closes at 7:00 PM');
    // Thursday 2026-12-24 13:00 and 15:00
    expect(familyState('2026-12-24T18:00:00Z').label).toBe(
      'Open now · closes early at 2:00 PM (Christmas Eve)',
    );
    expect(familyState('2026-12-24T20:00:00Z').label).toBe(
      'Closed now · opens Saturday at 9:00 AM',
    );
  });
});

describe('hours formatting', () => {
  it('formats ranges and closed days', () => {
    expect(formatRange({ opens: '09:30', closes: '18:00' })).toBe('9:30 AM – 6:00 PM');
    expect(formatRange(null)).toBe('Closed');
    expect(hoursRows(specialty).map((row) => row.text)).toEqual([
      '9:30 AM – 6:00 PM',
      'Closed',
      'Closed',
    ]);
  });
});
