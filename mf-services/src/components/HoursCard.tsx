import { formatAddress, type PharmacyLocation } from 'shared-content';
import { ActionRow, CallButton, Card, HoursChanges, HoursTable, OpenStatus } from 'ui-kit';
import * as styles from './HoursCard.css';

/**
 * One pharmacy's hours: address, open-now state (kept current in the browser by the island
 * loader, though the page was served from a cache), weekday / Saturday / Sunday rows (a
 * Saturday it is closed on is left out) and a tap-to-call button.
 */
export function HoursCard({
  location,
  callLabel,
  caption,
}: {
  location: PharmacyLocation;
  /** Label of the call button, e.g. "Call Family Pharmacy". */
  callLabel: string;
  /** Caption of the hours table, e.g. "Opening hours" (the page's `sectionLabels.hoursCaption`). */
  caption: string;
}) {
  return (
    <Card as="li" title={location.name}>
      <p className={styles.address}>{formatAddress(location.address)}</p>
      <OpenStatus location={location} />
      <HoursTable hours={location.hours} caption={caption} hideClosedSaturday />
      <HoursChanges location={location} />
      <ActionRow>
        <CallButton label={callLabel} phone={location.phone} />
      </ActionRow>
    </Card>
  );
}
