import { useEffect, useRef, useState } from 'react';
import { formatAddress, mapsEmbedUrl, type PharmacyLocation } from 'shared-content';
import { Button } from 'ui-kit';
import { useContent } from '../texts';
import * as styles from './ClickToLoadMap.css';
import { DirectionsLink } from './LocationFacts';

/**
 * The map of a location, loaded only when the visitor asks: until then a placeholder
 * with the address, the directions link and a button, and no request to the map
 * provider (visiting a pharmacy's page tells no third party anything).
 */
export function ClickToLoadMap({ location }: { location: PharmacyLocation }) {
  const labels = useContent('locations').locationsUi.detail;
  const [shown, setShown] = useState(false);
  const map = useRef<HTMLIFrameElement>(null);
  // The button that asked for the map is gone: keyboard focus goes to the map.
  useEffect(() => {
    if (shown) map.current?.focus();
  }, [shown]);
  const address = formatAddress(location.address);
  return (
    <>
      {shown ? (
        <iframe
          ref={map}
          title={`${labels.mapTitle} ${location.name}, ${address}`}
          src={mapsEmbedUrl(address)}
          loading="lazy"
          referrerPolicy="no-referrer"
          className={styles.frame}
        />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.address}>{address}</p>
          <p className={styles.notice}>{labels.mapNotice}</p>
          <Button variant="secondary" onClick={() => setShown(true)}>
            {labels.mapShow}
          </Button>
        </div>
      )}
      <p>
        <DirectionsLink location={location} />
      </p>
    </>
  );
}
