import { lazy } from 'react';
import type { PageComponents } from 'shared-content/ui';
import { locationPages } from '../content/pages';

// One chunk per page, so a visitor to one page does not download the others.
const LocationsPage = lazy(() => import('./LocationsPage'));
const MapPage = lazy(() => import('./MapPage'));
const LocationDetailPage = lazy(() => import('./LocationDetailPage'));

export { locationPages as declaration };

/** Each location's page is one component, fed by the location's data. */
export const pages = {
  '/locations': LocationsPage,
  '/locations/map': MapPage,
  '/locations/family': () => <LocationDetailPage id="family" />,
  '/locations/specialty': () => <LocationDetailPage id="specialty" />,
  '/locations/parlin': () => <LocationDetailPage id="parlin" />,
  '/locations/outpatient': () => <LocationDetailPage id="outpatient" />,
} satisfies PageComponents<typeof locationPages>;
