import type { QueryParams } from 'shared-content';
import type { PharmacyName } from './content/schemas';
import { pharmacyNames } from './pharmacies';

/** The query parameter of the reviews grid's filter: `/testimonials?pharmacy=Parlin`. */
export const reviewFilterParam = 'pharmacy';

export const reviewFilterParams = {
  [reviewFilterParam]: { kind: 'oneOf', values: pharmacyNames },
} as const satisfies QueryParams;

/** The pharmacy a filter value names, or '' (all) for none or any other value. */
export const pharmacyFilterOf = (value: string | null): PharmacyName | '' =>
  pharmacyNames.find((name) => name === value) ?? '';
