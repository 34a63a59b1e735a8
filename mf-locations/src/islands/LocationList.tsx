import { useRef } from 'react';
import {
  fillText,
  type LocationId,
  locationIds,
  pathIn,
  useLocale,
  useLocations,
  useValuesShownAtHydration,
} from 'shared-content';
import {
  ActionLink,
  Button,
  CardGrid,
  classes,
  formControlStyle,
  formLabelStyle,
  Section,
  useQueryFilter,
} from 'ui-kit';
import { LocationCard } from '../components/LocationCard';
import type { LocationsUi } from '../content/schemas';
import { locationFilterParam, locationFilterParams } from '../filter';
import * as styles from '../pages/LocationsPage.css';
import { island, useContent } from '../texts';

const countMessage = (shown: readonly { name: string }[], copy: LocationsUi['listPage']) =>
  shown.length === 1
    ? fillText(copy.countOne, { name: shown[0]?.name ?? '' })
    : fillText(copy.countAll, { count: shown.length });

const locationIdOf = (value: string | null): LocationId | '' =>
  locationIds.find((id) => id === value) ?? '';

// Fixed ids: the island is hydrated on a root of its own, where `useId` would not give
// the ids the server gave it inside the whole page.
const selectId = 'location-filter';
const listId = 'location-list';

/**
 * The list of /locations with its filter: a GET form (`/locations?pharmacy=parlin`, the
 * page the server renders for it), whose button applies it without script. With script
 * a choice applies at once, in place, and the address follows (`history.replaceState`),
 * so a reload, a shared link or Back from a location's page shows the same choice.
 */
export function LocationList() {
  const copy = useContent('locations').locationsUi.listPage;
  const locations = useLocations();
  // The list's own address in the page's language (`/es/locations` on a Spanish page).
  const action = pathIn('/locations', useLocale());
  const { selected, choose, submit } = useQueryFilter(locationFilterParam, locationIdOf);
  // A choice made before the island hydrated (it wakes at first touch) applies as it does.
  const form = useRef<HTMLFormElement>(null);
  useValuesShownAtHydration(form, (fields) => {
    const chosen = locationIdOf(fields.get(locationFilterParam));
    if (chosen !== selected) choose(chosen);
  });
  const shown = selected ? locations.filter((location) => location.id === selected) : locations;
  return (
    <>
      <form ref={form} method="get" action={action} className={styles.filterRow} onSubmit={submit}>
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
      <Section id={listId} title={copy.listHeading}>
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
    </>
  );
}

// Wakes at first touch (a pointer over it, a tap, focus): until then its server HTML works
// (the filter is a GET form the server answers, the cards' links lead to their pages).
export default island(LocationList, {
  wake: 'interaction',
  texts: 'locations',
  queryParams: locationFilterParams,
});
