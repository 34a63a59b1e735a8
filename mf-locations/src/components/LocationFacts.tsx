import { fillText, formatAddress, mapsDirectionsUrl, type PharmacyLocation } from 'shared-content';
import { ExternalLink, PhoneLink, VisuallyHidden } from 'ui-kit';
import { useContent } from '../texts';
import { factLabel, factList, factValue } from './LocationFacts.css';

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
  const labels = useContent('locations').locationsUi.card;
  return (
    <ExternalLink href={mapsDirectionsUrl(formatAddress(location.address))} variant={variant}>
      {label ?? labels.getDirections}
      <VisuallyHidden> {fillText(labels.directionsTo, { name: location.name })}</VisuallyHidden>
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
  const labels = useContent('locations').locationsUi.card;
  return (
    <dl className={factList}>
      <dt className={factLabel}>{labels.address}</dt>
      <dd className={factValue}>{formatAddress(location.address)}</dd>
      <dt className={factLabel}>{labels.phone}</dt>
      <dd className={factValue}>
        <PhoneLink phone={location.phone} />
      </dd>
      {fax && (
        <>
          <dt className={factLabel}>{labels.fax}</dt>
          <dd className={factValue}>{location.fax}</dd>
        </>
      )}
      {ncpdp && (
        <>
          <dt className={factLabel}>{labels.ncpdp}</dt>
          <dd className={factValue}>{location.ncpdpId}</dd>
        </>
      )}
    </dl>
  );
}
