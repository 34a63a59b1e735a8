import { formatAddress, type PharmacyLocation } from 'shared-content';
import { ActionRow, CallButton, Card, HoursChanges, HoursTable } from 'ui-kit';
import OpenNow from '../islands/OpenNow';
import * as styles from './HoursCard.css';

/**
 * One pharmacy's hours: address, open-now state (an island: kept current in the browser,
 * though the page was served from a cache), weekday / Saturday / Sunday rows (a
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
      <OpenNow locationId={location.id} />
      <HoursTable hours={location.hours} caption={caption} hideClosedSaturday />
      <HoursChanges location={location} />
      <ActionRow>
        <CallButton label={callLabel} phone={location.phone} />
      </ActionRow>
    </Card>
  );
}
