import type { ReactNode } from 'react';
import { theme } from 'ui-kit';

interface ContactEntry {
  label: string;
  value: ReactNode;
}

/** Labelled contact facts (phone, address, e-mail) as a description list. */
export const ContactDetails = ({ entries }: { entries: readonly ContactEntry[] }) => (
  // Label and value side by side while the value has room, else the value under it.
  <dl
    css={{
      display: 'flex',
      flexWrap: 'wrap',
      gap: `${theme.space.xs} ${theme.space.md}`,
      margin: `${theme.space.md} 0`,
    }}
  >
    {entries.map((entry) => (
      <div key={entry.label} css={{ display: 'contents' }}>
        <dt css={{ fontWeight: 600, flex: '0 0 6rem' }}>{entry.label}</dt>
        <dd
          css={{
            margin: 0,
            minWidth: 0,
            flex: `1 1 max(12rem, calc(100% - 6rem - ${theme.space.md}))`,
          }}
        >
          {entry.value}
        </dd>
      </div>
    ))}
  </dl>
);
