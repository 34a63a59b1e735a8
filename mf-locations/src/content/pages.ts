import { declarePages, locationIds, locationPagePath } from 'shared-content';

/** The query parameter of the location list's filter: `/locations?pharmacy=parlin`. */
export const locationFilterParam = 'pharmacy';

/**
 * The pages of mf-locations. Each location's page is `/locations/<id>`; the older
 * `/locations/<id>-pharmacy` and the short `/<id>` show it too. The list reads
 * `?pharmacy=<id>` (its filter, a plain GET form that works without script).
 */
export const locationPages = declarePages({
  pages: ['/locations', '/locations/map', ...locationIds.map(locationPagePath)],
  aliases: Object.fromEntries(
    locationIds.flatMap((id) => [
      [`/locations/${id}-pharmacy`, locationPagePath(id)],
      [`/${id}`, locationPagePath(id)],
    ]),
  ),
  // Any other value reads as no filter (the whole list): it is sent to `/locations`.
  queryParams: { '/locations': { [locationFilterParam]: { kind: 'oneOf', values: locationIds } } },
});
