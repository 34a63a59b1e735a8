import { formatAddress, type PharmacyLocation } from 'shared-content';
import { ActionRow, CallButton, Card, HoursTable, OpenStatus } from 'shared-content/ui';

/**
 * One pharmacy's hours: address, open-now state, weekday / Saturday / Sunday rows (a
 * Saturday it is closed on is left out) and a tap-to-call button.
 */
export function HoursCard({
  location,
  callLabel,
  caption = 'Opening hours',
}: {
  location: PharmacyLocation;
  /** Label of the call button, e.g. "Call Family Pharmacy". */
  callLabel: string;
  caption?: string;
}) {
  return (
    <Card as="li" title={location.name}>
      <p css={{ marginTop: 0 }}>{formatAddress(location.address)}</p>
      <OpenStatus hours={location.hours} />
      <HoursTable hours={location.hours} caption={caption} hideClosedSaturday />
      <ActionRow>
        <CallButton label={callLabel} phone={location.phone} />
      </ActionRow>
    </Card>
  );
}
