import { mapsSearchUrl, site, useLocations } from 'shared-content';
import { ActionLink, ActionRow, CardGrid, ExternalLink, Section } from 'ui-kit';
import { Page } from 'ui-kit/routing';
import { LocationCard } from '../components/LocationCard';
import { useContent } from '../texts';

/** /locations/map: "Find Your Nearest": a maps search and the four locations. */
export default function MapPage() {
  const copy = useContent('locations').locationsUi.mapPage;
  const locations = useLocations();
  return (
    <Page heading={copy.heading} title={copy.title} description={copy.description} lead={copy.lead}>
      <ActionRow>
        <ExternalLink href={mapsSearchUrl(`${site.groupName}, ${site.state}`)} variant="primary">
          {copy.searchLabel}
        </ExternalLink>
      </ActionRow>
      <Section title={copy.listHeading}>
        <CardGrid>
          {locations.map((location) => (
            <LocationCard key={location.id} location={location} />
          ))}
        </CardGrid>
      </Section>
      <ActionLink link={copy.back} variant="secondary">
        <span aria-hidden="true">←</span> {copy.back.label}
      </ActionLink>
    </Page>
  );
}
