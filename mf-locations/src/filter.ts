import { locationIds, type QueryParams } from 'shared-content';

/** The query parameter of the location list's filter: `/locations?pharmacy=parlin`. */
export const locationFilterParam = 'pharmacy';

/** What the list reads from the address: any other value reads as no filter (the whole list). */
export const locationFilterParams = {
  [locationFilterParam]: { kind: 'oneOf', values: locationIds },
} as const satisfies QueryParams;
