import { useId } from 'react';
import { useLocations } from 'shared-content';
import { CallButton } from './CallButton';
import * as styles from './PhoneChoice.css';

/**
 * A call for a service every pharmacy offers: the label, then each pharmacy's call
 * button ("Call to Book: Family Pharmacy (908) 555-0101" to a screen reader).
 */
export function PhoneChoice({ label }: { label: string }) {
  const id = useId();
  const locations = useLocations();
  return (
    <div className={styles.choice}>
      <p id={id} className={styles.label}>
        {label}
      </p>
      <ul aria-labelledby={id} className={styles.phoneGrid}>
        {locations.map((location) => (
          <li key={location.id}>
            <CallButton
              label={location.name}
              phone={location.phone}
              variant="secondary"
              aria-label={`${label}: ${location.name} ${location.phone}`}
              className={styles.choiceButton}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
