import { css } from '@emotion/react';
import { formatAddress, mapsDirectionsUrl, type PharmacyLocation, theme } from 'shared-content';
import { locationsUi } from 'shared-content/content/location-details';
import { ExternalLink, PhoneLink, VisuallyHidden } from 'shared-content/ui';

const factList = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: `${theme.space.sm} 0`,
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
});

const labels = locationsUi.card;

/** The directions link of a location: the maps directions page of its address, new tab. */
export const DirectionsLink = ({
  location,
  label = labels.getDirections,
  variant = 'plain',
}: {
  location: PharmacyLocation;
  label?: string;
  variant?: 'primary' | 'secondary' | 'plain';
}) => (
  <ExternalLink href={mapsDirectionsUrl(formatAddress(location.address))} variant={variant}>
    {label}
    <VisuallyHidden> to {location.name}</VisuallyHidden>
  </ExternalLink>
);

/**
 * A location's contact facts: address, tap-to-call phone and, as asked, fax and
 * NCPDP id. Shared by the cards and the detail pages.
 */
export function LocationFacts({
  location,
  fax = false,
  ncpdp = false,
}: {
  location: PharmacyLocation;
  fax?: boolean;
  ncpdp?: boolean;
}) {
  return (
    <dl css={factList}>
      <dt>{labels.address}</dt>
      <dd>{formatAddress(location.address)}</dd>
      <dt>{labels.phone}</dt>
      <dd>
        <PhoneLink phone={location.phone} />
      </dd>
      {fax && (
        <>
          <dt>{labels.fax}</dt>
          <dd>{location.fax}</dd>
        </>
      )}
      {ncpdp && (
        <>
          <dt>{labels.ncpdp}</dt>
          <dd>{location.ncpdpId}</dd>
        </>
      )}
    </dl>
  );
}
