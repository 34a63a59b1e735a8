import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fillText, useLocations, useSiteText } from 'shared-content';
import { ActionLink, actionStyles, CallButton, classes, StaticHtml } from 'ui-kit';
import * as styles from './QuickActions.css';
import { useDismiss } from './useDismiss';

/** Each action: the UI kit's secondary look, fitted to the row. */
const action = classes(actionStyles.secondary, styles.action);

/** A map pin (no icon font has one everywhere). */
const PinIcon = () => (
  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" className={styles.pinIcon}>
    <path
      fill="currentColor"
      d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
    />
  </svg>
);

/**
 * A phone's quick actions, in the header's flow (never over the page): Call opens the
 * four pharmacies as tap-to-call links, Refill opens the refill portal in a new tab,
 * Find us goes to the locations. Hidden on wider screens, where the header shows them.
 */
export function QuickActions() {
  const { pathname } = useLocation();
  const { quickActions, ui } = useSiteText();
  const locations = useLocations();
  // Like the other header disclosures, the list stays open only on the page it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  const onKeyDown = useDismiss({ open, close, container, trigger });

  return (
    <nav aria-label={quickActions.label} className={styles.bar}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the list */}
      <div ref={container} onKeyDown={onKeyDown}>
        {/* The pharmacies to call come right after Call in the reading and Tab order,
            and show under the whole row (grid row 2). */}
        <div className={styles.row}>
          <button
            ref={trigger}
            type="button"
            className={action}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <span aria-hidden="true">✆</span> {quickActions.call}
          </button>
          {/* Only the list itself follows the button; its phone links are kept as the server wrote them. */}
          <StaticHtml
            as="ul"
            id={listId}
            hidden={!open}
            aria-label={quickActions.callChooser}
            className={styles.phoneList}
          >
            {locations.map((location) => (
              <li key={location.id}>
                <CallButton
                  label={location.name}
                  phone={location.phone}
                  variant="plain"
                  className={styles.phoneLink}
                  aria-label={fillText(ui.callAt, { name: location.name, phone: location.phone })}
                />
              </li>
            ))}
          </StaticHtml>
          <ActionLink link={quickActions.refill} variant="none" className={action}>
            <span aria-hidden="true">℞</span> {quickActions.refill.label}
          </ActionLink>
          <ActionLink link={quickActions.findUs} variant="none" className={action}>
            <PinIcon /> {quickActions.findUs.label}
          </ActionLink>
        </div>
      </div>
    </nav>
  );
}
