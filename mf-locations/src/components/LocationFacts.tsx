import { css } from '@emotion/react';
import { formatAddress, mapsDirectionsUrl, type PharmacyLocation } from 'shared-content';
import { ExternalLink, PhoneLink, theme, VisuallyHidden } from 'ui-kit';
import { fill } from '../text/fill';
import { useContent } from '../useContent';

/**
 * Label and value side by side while the value has room for about 12 characters;
 * otherwise (a phone at 200 % text) the value goes under its label at full width, so
 * an address wraps between words instead of a letter per line.
 */
const factList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: `${theme.space.sm} 0`,
  dt: { fontWeight: 600, flex: '0 0 5.5rem' },
  dd: { margin: 0, minWidth: 0, flex: `1 1 max(12rem, calc(100% - 5.5rem - ${theme.space.md}))` },
});

/** The directions link of a location: the maps directions page of its address, new tab. */
export function DirectionsLink({
  location,
  label,
  variant = 'plain',
}: {
  location: PharmacyLocation;
  label?: string;
  variant?: 'primary' | 'secondary' | 'plain';
}) {
  const labels = useContent().locationsUi.card;
  return (
    <ExternalLink href={mapsDirectionsUrl(formatAddress(location.address))} variant={variant}>
      {label ?? labels.getDirections}
      <VisuallyHidden> {fill(labels.directionsTo, { name: location.name })}</VisuallyHidden>
    </ExternalLink>
  );
}

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
  const labels = useContent().locationsUi.card;
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
