import { type LocationId, usePharmacy } from 'shared-content';
import { ClickToLoadMap } from '../components/ClickToLoadMap';
import { island } from '../texts';

/** A location's map, shown when the visitor asks (its button needs script). */
function LocationMap({ locationId }: { locationId: LocationId }) {
  return <ClickToLoadMap location={usePharmacy(locationId)} />;
}

// Wakes in view, not at first touch: its Show map button has no action without script, and
// on a phone the tap's touchstart would wake it with the click already on its way, before
// the script, and lost. It sits below the fold, so the page's first view has no React.
export default island(LocationMap, { wake: 'visible', texts: 'locations' });
