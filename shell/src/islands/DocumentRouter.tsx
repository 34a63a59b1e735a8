import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createPath, type Navigator, Router, type To } from 'react-router-dom';

const here = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * The router an island gets (`defineIsland(…, { router: true })`): the page is server
 * HTML, so a link or a navigation to another page is a document load; one that changes
 * only the query or the hash of this page (a filter) updates the address and the island.
 */
export function DocumentRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const follow = () => setLocation(here());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, how: 'push' | 'replace') => {
      const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
        if (how === 'replace') window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      if (how === 'replace') window.history.replaceState(null, '', url.href);
      else window.history.pushState(null, '', url.href);
      setLocation(here());
    };
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => window.history.go(delta),
      push: (to) => go(to, 'push'),
      replace: (to) => go(to, 'replace'),
    };
  }, []);
  return (
    <Router basename={basename} location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
