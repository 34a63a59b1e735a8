import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatAddress, locationPagePath, useLocations, useSiteText } from 'shared-content';
import { StaticHtml } from 'ui-kit';
import * as styles from './PharmacyMenu.css';
import { useDismiss } from './useDismiss';

/**
 * "Our Pharmacies": a disclosure button that shows the four pharmacies with their street
 * addresses. Escape closes it and returns focus to the button; so does leaving it.
 * `triggerClass` styles its button (the header's: a button that looks like its links).
 */
export function PharmacyMenu({ triggerClass }: { triggerClass: string }) {
  const { pathname } = useLocation();
  const { brand } = useSiteText();
  const locations = useLocations();
  // Remembers the page the menu was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenOn(null), []);
  const onKeyDown = useDismiss({ open, close, container, trigger, onFocusLeave: true });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the disclosure closes it
    <div ref={container} className={styles.container} onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={triggerClass}
      >
        {brand.pharmaciesMenuLabel} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {/* Only the list itself follows the button; its links are kept as the server wrote them. */}
      <StaticHtml as="ul" id={panelId} hidden={!open} className={styles.panel}>
        {locations.map((location) => (
          <li key={location.id}>
            <Link to={locationPagePath(location.id)} className={styles.link}>
              <strong>{location.name}</strong>
              <br />
              <span className={styles.address}>{formatAddress(location.address)}</span>
            </Link>
          </li>
        ))}
      </StaticHtml>
    </div>
  );
}
