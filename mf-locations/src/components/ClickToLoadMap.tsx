import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { formatAddress, mapsEmbedUrl, type PharmacyLocation } from 'shared-content';
import { Button, theme } from 'ui-kit';
import { useContent } from '../useContent';
import { DirectionsLink } from './LocationFacts';

const frame = css({
  display: 'block',
  width: '100%',
  height: 320,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
});

const placeholder = css({
  display: 'grid',
  gap: theme.space.sm,
  justifyItems: 'start',
  padding: theme.space.lg,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
});

/**
 * The map of a location, loaded only when the visitor asks: until then a placeholder
 * with the address, the directions link and a button, and no request to the map
 * provider (visiting a pharmacy's page tells no third party anything).
 */
export function ClickToLoadMap({ location }: { location: PharmacyLocation }) {
  const labels = useContent().locationsUi.detail;
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
          css={frame}
        />
      ) : (
        <div css={placeholder}>
          <p css={{ margin: 0, fontWeight: 600 }}>{address}</p>
          <p css={{ margin: 0 }}>{labels.mapNotice}</p>
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
