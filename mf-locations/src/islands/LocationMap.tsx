import { type LocationId, usePharmacy } from 'shared-content';
import { ClickToLoadMap } from '../components/ClickToLoadMap';
import { island } from '../texts';

/** A location's map, shown when the visitor asks (its button needs script). */
function LocationMap({ locationId }: { locationId: LocationId }) {
  return <ClickToLoadMap location={usePharmacy(locationId)} />;
}

export default island(LocationMap, { wake: 'visible', texts: 'locations' });
