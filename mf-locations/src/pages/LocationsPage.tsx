import { locations } from 'shared-content';
import { Page } from 'shared-content/ui';

export default function LocationsPage() {
  return (
    <Page heading="Our Locations" title="Our Locations" description="Our four pharmacies.">
      <ul>
        {locations.map((l) => (
          <li key={l.id}>{l.name}</li>
        ))}
      </ul>
    </Page>
  );
}
