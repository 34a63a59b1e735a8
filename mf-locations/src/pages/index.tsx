import { type ComponentType, lazy } from 'react';
import { type LocationId, locationIds } from 'shared-content';

// One chunk per page, so a visitor to one page does not download the others.
const LocationsPage = lazy(() => import('./LocationsPage'));
const MapPage = lazy(() => import('./MapPage'));
const LocationDetailPage = lazy(() => import('./LocationDetailPage'));

/** The page of each location: one component, fed by the location's data. */
const detailPages: Record<LocationId, ComponentType> = {
  family: () => <LocationDetailPage id="family" />,
  specialty: () => <LocationDetailPage id="specialty" />,
  parlin: () => <LocationDetailPage id="parlin" />,
  outpatient: () => <LocationDetailPage id="outpatient" />,
};

/** Path → page. `/locations/:id`, `/locations/:id-pharmacy` and `/:id` show the same page. */
export const pages: Record<string, ComponentType> = {
  '/locations': LocationsPage,
  '/locations/map': MapPage,
  ...Object.fromEntries(
    locationIds.flatMap((id) =>
      [`/locations/${id}`, `/locations/${id}-pharmacy`, `/${id}`].map((path) => [
        path,
        detailPages[id],
      ]),
    ),
  ),
};
