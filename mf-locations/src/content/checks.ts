/** This section's content checks, run by `pnpm validate:content` (see `ContentChecksModule`). */
import { checksIn } from 'shared-content/validation';
import { locationDetails, locationsUi } from './location-details';
import {
  locationDetails as locationDetailsEs,
  locationsUi as locationsUiEs,
} from './location-details.es';
import * as details from './location-details.schema';

const check = checksIn('mf-locations/src/content');

export const contentChecks = [
  check(
    'location-details',
    'locationDetails',
    locationDetails,
    details.locationDetails,
    locationDetailsEs,
  ),
  check('location-details', 'locationsUi', locationsUi, details.locationsUi, locationsUiEs),
];
