import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatAddress, locationPagePath, useLocations, useSiteText } from 'shared-content';
import { StaticHtml } from 'ui-kit/routing';
import * as styles from './PharmacyMenu.css';
import { usePopover } from './usePopover';

/**
 * "Our Pharmacies": a button that shows the four pharmacies with their street addresses,
 * as a native popover under it (it works without script). Escape or a tap outside closes
 * it and returns focus to the button; so does leaving it. `triggerClass` styles its
 * button (the header's: a button that looks like its links).
 */
export function PharmacyMenu({ triggerClass }: { triggerClass: string }) {
  const { brand } = useSiteText();
  const locations = useLocations();
  const panelId = useId();
  const { open, buttonProps } = usePopover(panelId, { closeOnFocusLeave: true });

  return (
    <div className={styles.container}>
      <button type="button" {...buttonProps} className={`${triggerClass} ${styles.trigger}`}>
        {brand.pharmaciesMenuLabel} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {/* Only the list itself follows the button; its links are kept as the server wrote them. */}
      <StaticHtml as="ul" id={panelId} popover="auto" className={styles.panel}>
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
