import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteText } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { type ActionVariant, actionStyle } from './actionStyles';
import { classes } from './classes';
import { PhoneNumber } from './PhoneNumber';
import { VisuallyHidden } from './VisuallyHidden';

// The three ways a link opens: in the router, as a page load (or new tab), or a call.
// `ActionLink` picks one of them for a link of the content.

interface LinkProps {
  children: ReactNode;
  /** `none`: no styles of its own, for links styled by their container. */
  variant?: ActionVariant | 'none';
  /** Added after the variant's class: its styles win. */
  className?: string;
  'aria-label'?: string;
}

/** A link inside the site, handled by the router. */
/**
 * A click the page may handle itself: the main button, no modifier. Any other (a new tab
 * or window, a download) is left to the browser.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const InternalLink = ({
  to,
  children,
  variant = 'plain',
  className,
  ...rest
}: LinkProps & { to: string }) => (
  <Link to={to} className={classes(actionStyle(variant), className)} {...rest}>
    {children}
  </Link>
);

/**
 * A link that leaves the page. With `newTab` it opens a new tab, always with
 * `rel="noopener noreferrer"`, and tells screen-reader users so.
 */
export function ExternalLink({
  href,
  children,
  newTab = true,
  variant = 'plain',
  className,
  ...rest
}: LinkProps & { href: string; newTab?: boolean }) {
  const { ui } = useSiteText();
  return (
    <a
      href={href}
      className={classes(actionStyle(variant), className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
      {newTab && <VisuallyHidden>{` (${ui.opensInNewTab})`}</VisuallyHidden>}
    </a>
  );
}

/** A tap-to-call link. At 200 % text on a phone the number may wrap at its space. */
export const PhoneLink = ({
  phone,
  children,
  variant = 'plain',
  className,
  ...rest
}: Omit<LinkProps, 'children'> & { phone: string; children?: ReactNode }) => (
  <a href={telHref(phone)} className={classes(actionStyle(variant), className)} {...rest}>
    {children ?? <PhoneNumber phone={phone} />}
  </a>
);
