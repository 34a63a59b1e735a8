import { locations, type PharmacyLocation } from 'shared-content';
import type { PharmacyName } from './content/schemas';

/** The pharmacies in the site's order, by the short name reviews use ("Family"). */
export const pharmacyNames = locations.map((location) => location.shortName as PharmacyName);

export const pharmacyByName = (name: PharmacyName): PharmacyLocation | undefined =>
  locations.find((location) => location.shortName === name);

/** "Family Pharmacy" for "Family". */
export const pharmacyLabel = (name: PharmacyName) => pharmacyByName(name)?.name ?? name;
