import { css } from '@emotion/react';
import { useId } from 'react';
import { useLocations } from 'shared-content';
import { CallButton } from './CallButton';
import { flexibleColumns } from './CardGrid';
import { theme } from './theme';

const phoneGrid = css({
  display: 'grid',
  gridTemplateColumns: flexibleColumns('14rem'),
  gap: theme.space.sm,
  listStyle: 'none',
  margin: `${theme.space.xs} 0 0`,
  padding: 0,
});

/**
 * A call for a service every pharmacy offers: the label, then each pharmacy's call
 * button ("Call to Book: Family Pharmacy (908) 555-0101" to a screen reader).
 */
export function PhoneChoice({ label }: { label: string }) {
  const id = useId();
  const locations = useLocations();
  return (
    <div css={{ flexBasis: '100%' }}>
      <p id={id} css={{ margin: 0, fontWeight: 600 }}>
        {label}
      </p>
      <ul aria-labelledby={id} css={phoneGrid}>
        {locations.map((location) => (
          <li key={location.id}>
            <CallButton
              label={location.name}
              phone={location.phone}
              variant="secondary"
              aria-label={`${label}: ${location.name} ${location.phone}`}
              css={{ width: '100%', columnGap: theme.space.sm }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
