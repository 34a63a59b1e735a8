import type { ReactNode } from 'react';
import * as styles from './contact.css';

interface ContactEntry {
  label: string;
  value: ReactNode;
}

/** Labelled contact facts (phone, address, e-mail) as a description list. */
export const ContactDetails = ({ entries }: { entries: readonly ContactEntry[] }) => (
  // Label and value side by side while the value has room, else the value under it.
  <dl className={styles.list}>
    {entries.map((entry) => (
      <div key={entry.label} className={styles.entry}>
        <dt className={styles.term}>{entry.label}</dt>
        <dd className={styles.value}>{entry.value}</dd>
      </div>
    ))}
  </dl>
);
