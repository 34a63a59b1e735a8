import { css } from '@emotion/react';
import { useId } from 'react';
import { locations } from 'shared-content';
import { theme } from '../platform/theme';
import { actionStyles, PhoneNumber, telHref } from './links';

const phoneGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: theme.space.sm,
  listStyle: 'none',
  margin: `${theme.space.xs} 0 0`,
  padding: 0,
});

/**
 * A call for a service every pharmacy offers: the label, then each pharmacy's
 * tap-to-call link ("Call to Book: Family Pharmacy (908) 555-0101" to a screen reader).
 */
export function PhoneChoice({ label }: { label: string }) {
  const id = useId();
  return (
    <div css={{ flexBasis: '100%' }}>
      <p id={id} css={{ margin: 0, fontWeight: 600 }}>
        {label}
      </p>
      <ul aria-labelledby={id} css={phoneGrid}>
        {locations.map((location) => (
          <li key={location.id}>
            <a
              href={telHref(location.phone)}
              aria-label={`${label}: ${location.name} ${location.phone}`}
              css={[
                actionStyles.secondary,
                { width: '100%', flexWrap: 'wrap', columnGap: theme.space.sm },
              ]}
            >
              <span>{location.name}</span>{' '}
              <span>
                <PhoneNumber phone={location.phone} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
