import { locationIds, locationPagePath } from 'shared-content';
import { defineSection } from 'ui-kit/section';
import { locationFilterParams } from './filter';
import { sectionTexts } from './texts';

const locationPage = () =>
  import('./pages/LocationDetailPage').then((page) => ({ default: page.LocationPageAt }));

/**
 * The pages of mf-locations, with their texts per language (one set for the section).
 * Each location's page is `/locations/<id>`; the older `/locations/<id>-pharmacy` and
 * the short `/<id>` show it too. The list reads `?pharmacy=<id>` (its filter, a plain
 * GET form that works without script).
 */
export const section = defineSection({
  ...sectionTexts,
  pages: {
    '/locations': {
      component: () => import('./pages/LocationsPage'),
      texts: 'locations',
      linkedFrom: { page: '/' },
      queryParams: locationFilterParams,
    },
    '/locations/map': {
      component: () => import('./pages/MapPage'),
      texts: 'locations',
      linkedFrom: { page: '/locations' },
    },
    ...Object.fromEntries(
      locationIds.map((id) => [
        locationPagePath(id),
        {
          component: locationPage,
          texts: 'locations' as const,
          linkedFrom: { page: '/locations' },
        },
      ]),
    ),
  } as const,
  aliases: Object.fromEntries(
    locationIds.flatMap((id) => [
      [`/locations/${id}-pharmacy`, locationPagePath(id)],
      [`/${id}`, locationPagePath(id)],
    ]),
  ),
});
