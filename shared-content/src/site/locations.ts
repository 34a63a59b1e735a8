import type { OpeningHours } from '../schemas/common';
import type { LocationId, PharmacyLocation, PostalAddress } from '../schemas/locations';

/**
 * The four pharmacies. `hours` is what every page shows; the readings found on some
 * pages of the original site are kept below in `alternateReadings`.
 */
export const locations: readonly PharmacyLocation[] = [
  {
    id: 'family',
    name: 'Family Pharmacy',
    shortName: 'Family',
    address: { street: '332 W. St. Georges Avenue', city: 'Linden', state: 'NJ', zip: '07036' },
    phone: '(908) 555-0101',
    fax: '(908) 555-0111',
    email: 'family@pharmacy.example',
    hours: {
      weekdays: { opens: '09:00', closes: '19:00' },
      saturday: { opens: '09:00', closes: '17:00' },
      sunday: null,
    },
    services: [
      'Prescription refills',
      'Prescription transfers',
      'Medication synchronization',
      'Walk-in vaccinations',
      'Health consultations',
      'Free local delivery',
    ],
    features: [
      'Curbside pickup',
      'Free delivery',
      'Walk-in vaccinations',
      'Ready in 15-30 minutes',
    ],
    coordinates: { latitude: 40.6292, longitude: -74.2497 },
    ncpdpId: '3101234',
    rating: 4.9,
  },
  {
    id: 'specialty',
    name: 'Specialty Pharmacy',
    shortName: 'Specialty',
    address: { street: '521 N Wood Avenue', city: 'Linden', state: 'NJ', zip: '07036' },
    phone: '(908) 555-0102',
    fax: '(908) 555-0112',
    email: 'specialty@pharmacy.example',
    hours: {
      weekdays: { opens: '09:30', closes: '18:00' },
      saturday: null,
      sunday: null,
    },
    services: [
      'Specialty medications',
      'Prior authorization help',
      'Financial assistance',
      '24/7 clinical support',
      'Cold chain shipping',
      'Adherence monitoring',
    ],
    features: [
      'Insurance and prior authorization help',
      '24/7 clinical support',
      'Cold chain shipping',
    ],
    coordinates: { latitude: 40.6339, longitude: -74.2553 },
    ncpdpId: '3102345',
    rating: 5.0,
  },
  {
    id: 'parlin',
    name: 'Parlin Pharmacy',
    shortName: 'Parlin',
    address: { street: '499 Ernston Road', city: 'Parlin', state: 'NJ', zip: '08859' },
    phone: '(732) 555-0103',
    fax: '(732) 555-0113',
    email: 'parlin@pharmacy.example',
    hours: {
      weekdays: { opens: '09:00', closes: '19:00' },
      saturday: { opens: '09:00', closes: '17:00' },
      sunday: null,
    },
    services: [
      'Prescription refills',
      'Prescription transfers',
      'MedPack synchronization and packaging',
      'Walk-in vaccinations',
      'Medicare Part D consultation',
      'Free local delivery',
    ],
    features: ['Drive-through', 'Curbside pickup', 'MedPack synchronization', 'Free delivery'],
    coordinates: { latitude: 40.4571, longitude: -74.3079 },
    ncpdpId: '3103456',
    rating: 4.8,
  },
  {
    id: 'outpatient',
    name: 'Outpatient Pharmacy',
    shortName: 'Outpatient',
    address: {
      street: '6 Earlin Avenue, Suite 130',
      city: 'Browns Mills',
      state: 'NJ',
      zip: '08015',
    },
    phone: '(609) 555-0104',
    fax: '(609) 555-0114',
    email: 'outpatient@pharmacy.example',
    hours: {
      weekdays: { opens: '09:30', closes: '18:00' },
      saturday: { opens: '10:00', closes: '14:00' },
      sunday: null,
    },
    services: [
      'Post-surgical and discharge prescriptions',
      'MedPack monthly dose packets',
      'Clinical consultations',
      'Free delivery',
      'Prescription refills',
      'Prescription transfers',
    ],
    features: ['MedPack exclusive location', 'Free delivery', 'Clinical team on site'],
    coordinates: { latitude: 39.9737, longitude: -74.5693 },
    ncpdpId: '3104567',
    rating: 4.9,
  },
];

export const locationIds = locations.map((location) => location.id);

export function getLocation(id: LocationId): PharmacyLocation {
  const found = locations.find((location) => location.id === id);
  if (!found) throw new Error(`Unknown location ${id}`);
  return found;
}

/**
 * Free language assistance (ACA Section 1557). `phone` is the one number the
 * nondiscrimination notice's taglines give, and every "Free language assistance: call …"
 * line (footer, contact page, each location): the group's main line, Family Pharmacy's.
 * `staffSpeakSpanish` stays `null` until the owner confirms it (`pnpm check:go-live` lists
 * it): `true` adds "Our staff speak Spanish" to those lines, `false` leaves it unsaid.
 */
export const languageAssistance: { phone: string; staffSpeakSpanish: boolean | null } = {
  phone: getLocation('family').phone,
  staffSpeakSpanish: null,
};

export const formatAddress = ({ street, city, state, zip }: PostalAddress) =>
  `${street}, ${city}, ${state} ${zip}`;

/**
 * Alternate readings found on some pages of the original site. Pages never read
 * these; to switch, replace the matching value in `locations` above with one of them.
 */
export const alternateReadings = {
  /** Detail-page hours. */
  detailPageHours: {
    family: {
      weekdays: { opens: '09:00', closes: '19:00' },
      saturday: { opens: '09:00', closes: '17:00' },
      sunday: { opens: '10:00', closes: '15:00' },
    },
    parlin: {
      weekdays: { opens: '09:00', closes: '19:00' },
      saturday: { opens: '09:00', closes: '17:00' },
      sunday: { opens: '10:00', closes: '15:00' },
    },
    specialty: {
      weekdays: { opens: '09:00', closes: '18:00' },
      saturday: { opens: '09:00', closes: '16:00' },
      sunday: null,
    },
    outpatient: {
      weekdays: { opens: '08:00', closes: '20:00' },
      saturday: { opens: '09:00', closes: '18:00' },
      sunday: { opens: '10:00', closes: '16:00' },
    },
  } satisfies Record<LocationId, OpeningHours>,
  /** Specialty on some pages: weekdays 9-6 and Saturday 9-2. */
  specialtySomePages: {
    weekdays: { opens: '09:00', closes: '18:00' },
    saturday: { opens: '09:00', closes: '14:00' },
    sunday: null,
  } satisfies OpeningHours,
  /** One page lists Outpatient at this address. */
  outpatientLakehurstAddress: {
    street: '530 Lakehurst Rd',
    city: 'Browns Mills',
    state: 'NJ',
    zip: '08015',
  } satisfies PostalAddress,
} as const;

/** The canonical page of a location (the header's menu, the locations pages and their aliases). */
export const locationPagePath = (id: LocationId) => `/locations/${id}` as const;
