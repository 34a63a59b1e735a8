import { site } from 'shared-content';
import {
  addDaysTo,
  dayHours,
  localDateOf,
  nextHolidayClosures,
  noNotices,
} from 'shared-content/logic';
import type { Notices, OpeningHours, PharmacyLocation, TimeRange } from 'shared-content/schemas';

/**
 * schema.org structured data of a location's detail page, for search engines:
 * a `Pharmacy` with its address, position, phones, weekly hours and the holiday
 * closures (Christmas Day and New Year's Day) on their next dates.
 */

interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  name?: string;
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

interface PharmacyJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Pharmacy';
  '@id': string;
  name: string;
  url: string;
  telephone: string;
  faxNumber: string;
  address: {
    '@type': 'PostalAddress';
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: 'US';
  };
  geo: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  identifier: { '@type': 'PropertyValue'; propertyID: 'NCPDP'; value: string };
  parentOrganization: { '@type': 'Organization'; name: string; url: string };
  openingHoursSpecification: OpeningHoursSpecification[];
  specialOpeningHoursSpecification: OpeningHoursSpecification[];
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** "(908) 555-0101" → "+1-908-555-0101" (the international form schema.org prefers). */
const internationalPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** The canonical URL of a location's page. */
const locationPageUrl = (id: string) => new URL(`/locations/${id}`, site.origin).href;

const weekly = (dayOfWeek: string[], range: TimeRange | null): OpeningHoursSpecification[] =>
  range
    ? [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek,
          opens: range.opens,
          closes: range.closes,
        },
      ]
    : [];

/** Weekly hours; a closed day is simply left out. */
const openingHoursSpecification = (hours: OpeningHours) => [
  ...weekly(weekdays, hours.weekdays),
  ...weekly(['Saturday'], hours.saturday),
  ...weekly(['Sunday'], hours.sunday),
];

/** The most days of one notice listed in structured data (a long closure lists its first month). */
const noticeDaysListed = 31;

/** The dates, from today on, that a notice names for a location. */
function noticeDates(location: PharmacyLocation, notices: Notices, today: string): string[] {
  const concerns = (entry: { locations: readonly string[] }) =>
    entry.locations.includes(location.id);
  const closureDays = notices.closures.filter(concerns).flatMap((closure) => {
    const days: string[] = [];
    for (
      let date = closure.from > today ? closure.from : today;
      date <= (closure.until ?? closure.from) && days.length < noticeDaysListed;
      date = addDaysTo(date, 1)
    ) {
      days.push(date);
    }
    return days;
  });
  const specialDays = notices.specialHours.filter(concerns).map((entry) => entry.date);
  return [...closureDays, ...specialDays].filter((date) => date >= today);
}

/**
 * The dates whose hours differ from the weekly ones: the holiday closures' next dates and
 * the owner's notices for this location (from today on), soonest first. Closed all day is
 * schema.org's convention of opens and closes both "00:00" on the date, from `validFrom`
 * through `validThrough`.
 */
function specialOpeningHoursSpecification(
  location: PharmacyLocation,
  now: Date,
  notices: Notices = noNotices,
): OpeningHoursSpecification[] {
  const dates = new Set([
    ...nextHolidayClosures(now).map(({ date }) => date),
    ...noticeDates(location, notices, localDateOf(now)),
  ]);
  return [...dates].sort().flatMap((date) => {
    const day = dayHours(location.id, location.hours, date, notices);
    if (!day.note) return [];
    const name = day.note.kind === 'holiday' ? day.note.name : day.note.reason.en;
    return [
      {
        '@type': 'OpeningHoursSpecification',
        name,
        opens: day.range?.opens ?? '00:00',
        closes: day.range?.closes ?? '00:00',
        validFrom: date,
        validThrough: date,
      },
    ];
  });
}

/**
 * The `Pharmacy` JSON-LD of a location, with holiday closures and the owner's notices
 * counted from `now`.
 */
export function pharmacyJsonLd(
  location: PharmacyLocation,
  now: Date,
  notices: Notices = noNotices,
): PharmacyJsonLd {
  const url = locationPageUrl(location.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'Pharmacy',
    '@id': `${url}#pharmacy`,
    name: location.name,
    url,
    telephone: internationalPhone(location.phone),
    faxNumber: internationalPhone(location.fax),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.zip,
      addressCountry: 'US',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: location.coordinates.latitude,
      longitude: location.coordinates.longitude,
    },
    identifier: { '@type': 'PropertyValue', propertyID: 'NCPDP', value: location.ncpdpId },
    parentOrganization: {
      '@type': 'Organization',
      name: site.groupName,
      url: new URL('/', site.origin).href,
    },
    openingHoursSpecification: openingHoursSpecification(location.hours),
    specialOpeningHoursSpecification: specialOpeningHoursSpecification(location, now, notices),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no value can
 * close the script element, whichever way the page is rendered.
 */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** One step of a page's trail: its name and path on this site. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/** schema.org `BreadcrumbList` of the trail a page shows, with absolute URLs. */
export const breadcrumbJsonLd = (trail: readonly Breadcrumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: new URL(crumb.path, site.origin).href,
  })),
});
