import { useId } from 'react';
import { fillText, useLocations, useSiteText } from 'shared-content';
import { ActionLink, actionStyles, CallButton, classes } from 'ui-kit';
import { StaticHtml } from 'ui-kit/routing';
import * as styles from './QuickActions.css';
import { usePopover } from './usePopover';

/** Each action: the UI kit's secondary look, fitted to the bar (icon over its label). */
const action = classes(actionStyles.secondary, styles.action);

/** A map pin (no icon font has one everywhere). */
const PinIcon = () => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={styles.icon}>
    <path
      fill="currentColor"
      d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
    />
  </svg>
);

/**
 * A phone's quick actions, a bar in the header's flow (never over the page): Call opens
 * the four pharmacies as tap-to-call links (a native popover under the bar, so it works
 * without script), Refill opens the refill portal in a new tab, Find us goes to the
 * locations. Hidden on wider screens, where the header shows them.
 */
export function QuickActions({ className = '' }: { className?: string }) {
  const { quickActions, ui } = useSiteText();
  const locations = useLocations();
  const listId = useId();
  const { buttonProps } = usePopover(listId);

  return (
    <nav aria-label={quickActions.label} className={`${styles.bar} ${className}`}>
      {/* The pharmacies to call come right after Call in the reading and Tab order,
          and show under the whole bar. */}
      <div className={styles.row}>
        <button type="button" {...buttonProps} className={action}>
          <span aria-hidden="true" className={styles.icon}>
            ✆
          </span>{' '}
          {quickActions.call}
        </button>
        {/* Only the list itself follows the button; its phone links are kept as the server wrote them. */}
        <StaticHtml
          as="ul"
          id={listId}
          popover="auto"
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
          <span aria-hidden="true" className={styles.icon}>
            ℞
          </span>{' '}
          {quickActions.refill.label}
        </ActionLink>
        <ActionLink link={quickActions.findUs} variant="none" className={action}>
          <PinIcon /> {quickActions.findUs.label}
        </ActionLink>
      </div>
    </nav>
  );
}
