import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type LocationId, locationIds, pathIn, useLocale, useLocations } from 'shared-content';
import {
  ActionLink,
  Button,
  CardGrid,
  classes,
  formControlStyle,
  formLabelStyle,
  Page,
  Section,
} from 'ui-kit';
import { LocationCard } from '../components/LocationCard';
import type { LocationsUi } from '../content/schemas';
import { locationFilterParam } from '../filter';
import { fill } from '../text/fill';
import { useContent } from '../useContent';
import * as styles from './LocationsPage.css';

const countMessage = (shown: readonly { name: string }[], copy: LocationsUi['listPage']) =>
  shown.length === 1
    ? fill(copy.countOne, { name: shown[0]?.name ?? '' })
    : fill(copy.countAll, { count: shown.length });

const locationIdOf = (value: string | null): LocationId | '' =>
  locationIds.find((id) => id === value) ?? '';

/**
 * /locations: every location as a full card, with a filter to show one. The filter is a
 * GET form (`/locations?pharmacy=parlin`, rendered on the server): without script its
 * button applies it; with script a choice applies at once and updates the address.
 */
export default function LocationsPage() {
  const copy = useContent().locationsUi.listPage;
  const locations = useLocations();
  // The list's own address in the page's language (`/es/locations` on a Spanish page).
  // (The shell provides the router's package: a hook it does not use itself may be absent.)
  const action = pathIn('/locations', useLocale());
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = locationIdOf(searchParams.get(locationFilterParam));
  const choose = (id: LocationId | '') =>
    setSearchParams(id ? { [locationFilterParam]: id } : {}, {
      replace: true,
      preventScrollReset: true,
    });
  const selectId = useId();
  const shown = selected ? locations.filter((location) => location.id === selected) : locations;
  return (
    <Page heading={copy.heading} title={copy.title} description={copy.description} lead={copy.lead}>
      <form
        method="get"
        action={action}
        className={styles.filterRow}
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get(locationFilterParam);
          choose(locationIdOf(typeof value === 'string' ? value : null));
        }}
      >
        <span className={styles.filterControls}>
          <label htmlFor={selectId} className={formLabelStyle}>
            {copy.filterLabel}
          </label>
          <select
            id={selectId}
            name={locationFilterParam}
            className={classes(formControlStyle, styles.select)}
            value={selected}
            onChange={(event) => choose(locationIdOf(event.target.value))}
          >
            <option value="">{copy.allOption}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" worksWithoutScript>
            {copy.filterSubmit}
          </Button>
        </span>
        <ActionLink link={copy.mapLink} />
      </form>
      <p role="status" aria-live="polite" className={styles.count}>
        {countMessage(shown, copy)}
      </p>
      <Section title={copy.listHeading}>
        <CardGrid minColumnPx={320}>
          {shown.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              detail="full"
              highlighted={location.id === selected}
            />
          ))}
        </CardGrid>
      </Section>
    </Page>
  );
}
