/**
 * Values not known yet, in one place. Phone numbers are fictional
 * (555-0100..0199 with the real area codes); hosts are under the reserved `.example`
 * domain. An owner replaces these values to go live (README, "Placeholders an owner replaces").
 */
export const site = {
  groupName: 'Hometown Pharmacy Group',
  state: 'New Jersey',
  stateCode: 'NJ',
  /** The origin the site is served from, for canonical links and the sitemap. */
  origin: 'https://www.pharmacy.example',
  copyrightYear: 2025,
  since: 2011,
} as const;

/** Words of the site's facts as Spanish texts write them (the glossary's "Nueva Jersey"). */
export const siteEs = {
  state: 'Nueva Jersey',
} as const;

export const emails = {
  info: 'info@pharmacy.example',
  privacy: 'privacy@pharmacy.example',
  accessibility: 'accessibility@pharmacy.example',
} as const;

/** External pages the site sends visitors to. */
export const externalUrls = {
  refillPortal: 'https://portal.pharmacy.example/refill',
  transferPortal: 'https://portal.pharmacy.example/transfer',
  vaccinePortal: 'https://portal.pharmacy.example/vaccine',
  deliveryPortal: 'https://portal.pharmacy.example/delivery',
  loginPortal: 'https://portal.pharmacy.example/login',
  otcStore: 'https://shop.pharmacy.example/',
  /** Chat and appointment scheduling. */
  scheduling: 'https://schedule.pharmacy.example/',
  /** HHS Office for Civil Rights complaint portal (a real, public address; no placeholder). */
  hhsCivilRightsComplaints: 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
  /** The provider's own locations page (header "Locations"). */
  providerLocations: 'https://provider.pharmacy.example/locations',
} as const;

const mapsBase = 'https://www.google.com/maps';

/** Directions to an address, in the public maps URL format. */
export const mapsDirectionsUrl = (address: string) =>
  `${mapsBase}/dir/?api=1&destination=${encodeURIComponent(address)}`;

/** A maps search (used by "Find Your Nearest"). */
export const mapsSearchUrl = (query: string) =>
  `${mapsBase}/search/?api=1&query=${encodeURIComponent(query)}`;

/** Embeddable map of an address, for a titled iframe. */
export const mapsEmbedUrl = (address: string) =>
  `${mapsBase}?q=${encodeURIComponent(address)}&output=embed`;

/** Origins the Content-Security-Policy allows for frames (the map embed). */
export const frameOrigins = ['https://www.google.com'];
