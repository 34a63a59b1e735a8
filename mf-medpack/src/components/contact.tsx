import type { ReactNode } from 'react';
import type { PharmacyLocation } from 'shared-content';
import { theme } from 'shared-content';
import { actionStyles, telHref } from 'shared-content/ui';

/**
 * Tap-to-call button for a location: "<label>: (609) 555-0104". The label may wrap on
 * a narrow screen; the number never breaks.
 */
export const CallButton = ({ location, label }: { location: PharmacyLocation; label: string }) => (
  <a href={telHref(location.phone)} css={[actionStyles.primary, { textAlign: 'center' }]}>
    <span>
      {label}: <span>{location.phone}</span>
    </span>
  </a>
);

export interface ContactEntry {
  label: string;
  value: ReactNode;
}

/** Labelled contact facts (phone, address, e-mail) as a description list. */
export const ContactDetails = ({ entries }: { entries: readonly ContactEntry[] }) => (
  <dl
    css={{
      display: 'grid',
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      gap: `${theme.space.xs} ${theme.space.md}`,
      margin: `${theme.space.md} 0`,
    }}
  >
    {entries.map((entry) => (
      <div key={entry.label} css={{ display: 'contents' }}>
        <dt css={{ fontWeight: 600 }}>{entry.label}</dt>
        <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{entry.value}</dd>
      </div>
    ))}
  </dl>
);
