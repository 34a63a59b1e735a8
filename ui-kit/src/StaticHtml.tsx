import {
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
// Through the package's entry, which the shell provides once: a remote's build then holds
// no copy of the site's tables (the redirects).
import { localeOfPath, redirectTarget, useLocale, withoutLocale } from 'shared-content';
import { isPlainClick } from './links';

/** Elements React has taken over: a static part's own, once it is on the page. */
const claimed = new WeakSet<Element>();

const attribute = 'data-static-html';

/**
 * The element the server rendered for this part, if it is still waiting for the page's
 * script: present, and not yet taken over by a part in the browser.
 */
function serverElementOf(id: string): Element | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[${attribute}="${CSS.escape(id)}"]`);
  return element && !claimed.has(element) ? element : null;
}

/** True for a click the browser should handle itself: a new tab, a download, a modifier… */
const leftToTheBrowser = (event: MouseEvent, link: HTMLAnchorElement) =>
  event.defaultPrevented ||
  !isPlainClick(event) ||
  (link.target !== '' && link.target !== '_self') ||
  link.hasAttribute('download') ||
  link.origin !== window.location.origin;

/**
 * A link in kept server HTML navigates inside the page, as the router's links do: same
 * origin, same language (a link to the other language loads its page, as the switcher's).
 * A link to a place on this page, or to a redirect (a portal's `/refill`), is left to the
 * browser, as the content's page-load links are.
 */
function useInSiteLinks() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || leftToTheBrowser(event, link)) return;
    const path = withoutLocale(link.pathname);
    if (localeOfPath(link.pathname) !== locale || redirectTarget(path)) return;
    const samePage =
      link.pathname === window.location.pathname && link.search === window.location.search;
    if (samePage && link.hash !== '') return;
    event.preventDefault();
    navigate(`${path}${link.search}${link.hash}`);
  };
}

type StaticHtmlProps = HTMLAttributes<HTMLElement> & {
  /** The element to render (`div` by default): `section`, `ul`, `footer`… */
  as?: ElementType;
  children: ReactNode;
};

/**
 * A part of a page that never changes once rendered: text, addresses, phone numbers,
 * links. On the page the server rendered, the browser keeps this part's HTML as it is
 * instead of hydrating it: no component inside runs and no style is worked out again,
 * and a link inside still navigates within the site. Rendered in the browser (after a
 * navigation, or when it mounts later), it is an ordinary part.
 *
 * Nothing inside may need script: no button, form, state, effect, clock or notice that
 * can change. Those go beside it, not inside (README: "What is hydrated").
 */
export function StaticHtml({ as: Tag = 'div', children, ...attributes }: StaticHtmlProps) {
  const id = useId();
  const [keepServerHtml] = useState(() => serverElementOf(id) !== null);
  const ref = useRef<HTMLElement>(null);
  const navigateInSite = useInSiteLinks();
  useLayoutEffect(() => {
    if (ref.current) claimed.add(ref.current);
  }, []);
  const identity = { [attribute]: id, ref, ...attributes };
  if (keepServerHtml) {
    return (
      // A click on a link inside is read here: the links themselves are not hydrated.
      <Tag
        {...identity}
        onClick={navigateInSite}
        // Hydration leaves an element with inner HTML as the server wrote it; the empty
        // string is never written (it is the same on every render), so no content from
        // script reaches the page.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: nothing is written, see above
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return <Tag {...identity}>{children}</Tag>;
}
