import { Page } from 'ui-kit/routing';
import LocationList from '../islands/LocationList';
import { useContent } from '../texts';

/**
 * /locations: every location as a full card, with a filter to show one
 * (`/locations?pharmacy=parlin`): the list and its filter are one island.
 */
export default function LocationsPage() {
  const copy = useContent('locations').locationsUi.listPage;
  return (
    <Page heading={copy.heading} title={copy.title} description={copy.description} lead={copy.lead}>
      <LocationList />
    </Page>
  );
}
