import { type LocationId, usePharmacy } from 'shared-content';
import { defineIsland } from 'ui-kit/section';
import { ClickToLoadMap } from '../components/ClickToLoadMap';
import { sectionTexts } from '../texts';

/** A location's map, shown when the visitor asks (its button needs script). */
function LocationMap({ locationId }: { locationId: LocationId }) {
  return <ClickToLoadMap location={usePharmacy(locationId)} />;
}

export default defineIsland(sectionTexts, {
  expose: './islands/LocationMap',
  component: LocationMap,
  wake: 'visible',
  texts: 'locations',
});
