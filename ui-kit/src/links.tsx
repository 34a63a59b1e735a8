import type { MouseEvent, ReactNode } from 'react';
import { pathIn, useLocale, usePageRouter, useSiteText } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { type ActionVariant, actionStyle } from './actionStyles';
import { classes } from './classes';
import { PhoneNumber } from './PhoneNumber';
import { VisuallyHidden } from './VisuallyHidden';

// The three ways a link opens: inside the site, as a page load (or new tab), or a call.
// `ActionLink` picks one of them for a link of the content.

interface LinkProps {
  children: ReactNode;
  /** `none`: no styles of its own, for links styled by their container. */
  variant?: ActionVariant | 'none';
  /** Added after the variant's class: its styles win. */
  className?: string;
  'aria-label'?: string;
}

/**
 * A click the page may handle itself: the main button, no modifier. Any other (a new tab
 * or window, a download) is left to the browser.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A site path (`/locations?pharmacy=parlin`) in the page's language (`/es/locations?…`). */
function hrefIn(to: string, lang: Parameters<typeof pathIn>[1]) {
  const end = to.search(/[?#]/);
  const path = end === -1 ? to : to.slice(0, end);
  return pathIn(path || '/', lang) + (end === -1 ? '' : to.slice(end));
}

/**
 * A link inside the site, to its English path (`to="/locations"`), in the page's language.
 * A document load, or a move of the client-side router where the page has one
 * (`usePageRouter`).
 */
export function InternalLink({
  to,
  children,
  variant = 'plain',
  className,
  ...rest
}: LinkProps & { to: string }) {
  const lang = useLocale();
  const router = usePageRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!router || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    router.navigate(to);
  };
  return (
    <a
      href={hrefIn(to, lang)}
      onClick={router ? follow : undefined}
      className={classes(actionStyle(variant), className)}
      {...rest}
    >
      {children}
    </a>
  );
}

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
