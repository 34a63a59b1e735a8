import { describe, expect, it } from 'vitest';
import { openingHours } from '../schemas/common';
import { location, postalAddress } from '../schemas/locations';
import { alternateReadings, formatAddress, getLocation, locations } from './locations';

describe('locations', () => {
  it('parse with the schema', () => {
    for (const entry of locations) expect(() => location.parse(entry)).not.toThrow();
    expect(locations.map((entry) => entry.id)).toEqual([
      'family',
      'specialty',
      'parlin',
      'outpatient',
    ]);
  });

  it('carry the pharmacy addresses', () => {
    expect(formatAddress(getLocation('family').address)).toBe(
      '332 W. St. Georges Avenue, Linden, NJ 07036',
    );
    expect(getLocation('specialty').address.street).toBe('521 N Wood Avenue');
    expect(getLocation('parlin').address.street).toBe('499 Ernston Road');
    expect(getLocation('outpatient').address).toMatchObject({
      street: '6 Earlin Avenue, Suite 130',
      city: 'Browns Mills',
    });
  });

  it('carry the ratings 4.9, 5.0, 4.8, 4.9', () => {
    expect(locations.map((entry) => entry.rating)).toEqual([4.9, 5.0, 4.8, 4.9]);
  });

  it('use phone and fax numbers with the real area codes, all distinct', () => {
    const numbers = locations.flatMap((entry) => [entry.phone, entry.fax]);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(number).toMatch(/^\((908|732|609)\) \d{3}-\d{4}$/);
    expect(getLocation('parlin').phone).toMatch(/^\(732\)/);
    expect(getLocation('outpatient').phone).toMatch(/^\(609\)/);
  });

  it('give each location a distinct NCPDP id', () => {
    const ids = locations.map((entry) => entry.ncpdpId);
    expect(new Set(ids).size).toBe(4);
  });

  it('show the main reading of the hours (spec, section 9)', () => {
    const rows = Object.fromEntries(locations.map((entry) => [entry.id, entry.hours]));
    expect(rows.family).toEqual({
      weekdays: { opens: '09:00', closes: '19:00' },
      saturday: { opens: '09:00', closes: '17:00' },
      sunday: null,
    });
    expect(rows.parlin).toEqual(rows.family);
    expect(rows.specialty).toEqual({
      weekdays: { opens: '09:30', closes: '18:00' },
      saturday: null,
      sunday: null,
    });
    expect(rows.outpatient).toEqual({
      weekdays: { opens: '09:30', closes: '18:00' },
      saturday: { opens: '10:00', closes: '14:00' },
      sunday: null,
    });
  });

  it('keep the alternate readings typed and valid', () => {
    for (const hours of Object.values(alternateReadings.detailPageHours)) {
      expect(() => openingHours.parse(hours)).not.toThrow();
    }
    expect(() => openingHours.parse(alternateReadings.specialtySomePages)).not.toThrow();
    expect(postalAddress.parse(alternateReadings.outpatientLakehurstAddress).street).toBe(
      '530 Lakehurst Rd',
    );
    expect(alternateReadings.detailPageHours.family.sunday).toEqual({
      opens: '10:00',
      closes: '15:00',
    });
    expect(alternateReadings.detailPageHours.outpatient.weekdays).toEqual({
      opens: '08:00',
      closes: '20:00',
    });
  });
});
