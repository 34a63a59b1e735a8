import { getLocation, site } from 'shared-content';
import { nextHolidayClosures } from 'shared-content/logic';
import type { Notices } from 'shared-content/schemas';
import { describe, expect, it } from 'vitest';
import { pharmacyJsonLd, serializeJsonLd } from './jsonld';

describe('pharmacyJsonLd', () => {
  // Wednesday 2026-11-18 14:00 in New Jersey
  const now = new Date('2026-11-18T19:00:00Z');

  it('describes a location as a schema.org Pharmacy', () => {
    const parlin = getLocation('parlin');
    const data = pharmacyJsonLd(parlin, now);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Pharmacy',
      name: parlin.name,
      url: `${site.origin}/locations/parlin`,
      telephone: `+1-${parlin.phone.slice(1, 4)}-${parlin.phone.slice(6)}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '499 Ernston Road',
        addressLocality: 'Parlin',
        addressRegion: 'NJ',
        postalCode: parlin.address.zip,
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', ...parlin.coordinates },
      identifier: { value: parlin.ncpdpId },
    });
    expect(data.faxNumber).toMatch(/^\+1-732-\d{3}-\d{4}$/);
    expect(data.faxNumber.replace(/\D/g, '')).toBe(`1${parlin.fax.replace(/\D/g, '')}`);
  });

  it('lists the weekly hours and leaves closed days out', () => {
    expect(pharmacyJsonLd(getLocation('family'), now).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '17:00',
      },
    ]);
    const specialty = pharmacyJsonLd(getLocation('specialty'), now).openingHoursSpecification;
    expect(specialty).toHaveLength(1);
    expect(specialty[0]).toMatchObject({ opens: '09:30', closes: '18:00' });
  });

  it('closes on the next Christmas Day and New Year’s Day', () => {
    expect(pharmacyJsonLd(getLocation('family'), now).specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Christmas Day',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: "New Year's Day",
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-01-01',
        validThrough: '2027-01-01',
      },
    ]);
  });
});

describe("specialOpeningHoursSpecification with the owner's notices", () => {
  // Wednesday 2026-11-18, 2 PM in New Jersey.
  const now = new Date('2026-11-18T19:00:00Z');
  const family = getLocation('family');
  const notices: Notices = {
    closures: [
      {
        id: 'snow',
        locations: ['family'],
        from: '2026-12-15',
        until: '2026-12-16',
        reason: { en: 'Snowstorm' },
      },
      { id: 'old', locations: ['family'], from: '2026-11-02', reason: { en: 'Past closure' } },
      { id: 'parlin', locations: ['parlin'], from: '2026-12-17', reason: { en: 'Not this one' } },
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

  it('lists each closed day and the special hours beside the holidays, soonest first, from today on', () => {
    const special = pharmacyJsonLd(family, now, notices).specialOpeningHoursSpecification;
    expect(
      special.map((entry) => [entry.validFrom, entry.name, entry.opens, entry.closes]),
    ).toEqual([
      ['2026-12-15', 'Snowstorm', '00:00', '00:00'],
      ['2026-12-16', 'Snowstorm', '00:00', '00:00'],
      ['2026-12-24', 'Christmas Eve', '09:00', '14:00'],
      ['2026-12-25', 'Christmas Day', '00:00', '00:00'],
      ['2027-01-01', "New Year's Day", '00:00', '00:00'],
    ]);
  });
});

describe('nextHolidayClosures', () => {
  it('counts today, in New Jersey time', () => {
    // 2026-12-25 23:30 in New Jersey is already the 26th in UTC
    expect(nextHolidayClosures(new Date('2026-12-26T04:30:00Z'))).toEqual([
      { name: 'Christmas Day', monthDay: '12-25', date: '2026-12-25' },
      { name: "New Year's Day", monthDay: '01-01', date: '2027-01-01' },
    ]);
  });

  it('moves to next year once a holiday has passed', () => {
    // 2027-01-02 in New Jersey
    expect(nextHolidayClosures(new Date('2027-01-02T15:00:00Z'))).toEqual([
      { name: 'Christmas Day', monthDay: '12-25', date: '2027-12-25' },
      { name: "New Year's Day", monthDay: '01-01', date: '2028-01-01' },
    ]);
    // early in the year, New Year's Day comes next January
    expect(nextHolidayClosures(new Date('2026-03-01T15:00:00Z'))[0]).toEqual({
      name: 'Christmas Day',
      monthDay: '12-25',
      date: '2026-12-25',
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
