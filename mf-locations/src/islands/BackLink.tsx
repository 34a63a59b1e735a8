import type { MouseEvent } from 'react';
import { pathIn, useLocale } from 'shared-content';
import { actionStyles, isPlainClick } from 'ui-kit';
import { island, useContent } from '../texts';

/**
 * True when the page before this one, in this tab, was the list `listPath` (with or
 * without its filter): going back there keeps the visitor's filter and scroll position.
 */
function cameFromList(listPath: string) {
  if (window.history.length < 2 || document.referrer === '') return false;
  const previous = new URL(document.referrer);
  return previous.origin === window.location.origin && previous.pathname === listPath;
}

/**
 * "Back to Locations": a link to the list, which works without script. With script, a
 * visitor who came from the list goes back in history instead, to the list as they left
 * it (`?pharmacy=…`, scrolled where they were); the link says the same either way.
 */
export function BackLink() {
  const link = useContent('locations').locationsUi.detail.backToLocations;
  const href = pathIn(link.href, useLocale());
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || !cameFromList(href)) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a href={href} className={actionStyles.secondary} onClick={onClick}>
      <span aria-hidden="true">←</span> {link.label}
    </a>
  );
}

// Its first touch (hover, focus) loads it; a click before that follows the link, which
// goes to the list too.
export default island(BackLink, { wake: 'interaction', texts: 'locations' });
