import { declarePages, locationIds, locationPagePath } from 'shared-content';

/**
 * The pages of mf-locations. Each location's page is `/locations/<id>`; the older
 * `/locations/<id>-pharmacy` and the short `/<id>` show it too.
 */
export const locationPages = declarePages({
  pages: ['/locations', '/locations/map', ...locationIds.map(locationPagePath)],
  aliases: Object.fromEntries(
    locationIds.flatMap((id) => [
      [`/locations/${id}-pharmacy`, locationPagePath(id)],
      [`/${id}`, locationPagePath(id)],
    ]),
  ),
});
