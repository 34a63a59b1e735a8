import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { type LocationId, locations, theme } from 'shared-content';
import { locationsUi } from 'shared-content/content/locations';
import {
  ActionLink,
  CardGrid,
  formControlStyle,
  formLabelStyle,
  Page,
  Section,
} from 'shared-content/ui';
import { LocationCard } from '../components/LocationCard';

const copy = locationsUi.listPage;

const filterRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  margin: `${theme.space.lg} 0 ${theme.space.sm}`,
});

/** The site's form control, as wide as its longest option (never wider than the row). */
const selectStyle = css([
  formControlStyle,
  { width: 'auto', minWidth: 'min(16rem, 100%)', maxWidth: '100%' },
]);

const countMessage = (shown: readonly { name: string }[]) =>
  shown.length === 1
    ? `Showing 1 location: ${shown[0]?.name}`
    : `Showing all ${shown.length} locations`;

/** /locations: every location as a full card, with a filter to show one. */
export default function LocationsPage() {
  const [selected, setSelected] = useState<LocationId | ''>('');
  const selectId = useId();
  const shown = selected ? locations.filter((location) => location.id === selected) : locations;
  return (
    <Page heading={copy.heading} title={copy.title} description={copy.description} lead={copy.lead}>
      <div css={filterRow}>
        <span
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space.sm,
            maxWidth: '100%',
          }}
        >
          <label htmlFor={selectId} css={formLabelStyle}>
            {copy.filterLabel}
          </label>
          <select
            id={selectId}
            css={selectStyle}
            value={selected}
            onChange={(event) =>
              setSelected(
                locations.find((location) => location.id === event.target.value)?.id ?? '',
              )
            }
          >
            <option value="">{copy.allOption}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </span>
        <ActionLink link={copy.mapLink} />
      </div>
      <p role="status" aria-live="polite" css={{ color: theme.colors.textMuted, margin: 0 }}>
        {countMessage(shown)}
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
