import { type FormEvent, useEffect, useState } from 'react';
import { usePageRouter } from 'shared-content';

/** The browser's own query, where there is a browser (an island has no router). */
const browserSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

/**
 * The page's query and how to replace it: the router's where the page has one, else the
 * browser's address, followed on Back and Forward.
 */
function usePageQuery() {
  const router = usePageRouter();
  const [ownSearch, setOwnSearch] = useState(browserSearch);
  useEffect(() => {
    if (router) return;
    const follow = () => setOwnSearch(browserSearch());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [router]);
  const replace = (query: string) => {
    if (router) {
      router.navigate(query || '?', { replace: true });
      return;
    }
    const url = new URL(window.location.href);
    url.search = query;
    window.history.replaceState(window.history.state, '', url);
    setOwnSearch(url.search);
  };
  return { search: router ? router.search : ownSearch, replace };
}

/**
 * A filter kept in the page's address (`?pharmacy=parlin`), for an island whose GET form
 * filters without script (the server renders the filtered page). With script a choice
 * applies at once and the address follows (replaced, not pushed: Back leaves the page).
 * `readValue` reads a raw value: one it knows, or '' (no filter).
 */
export function useQueryFilter<Value extends string>(
  param: string,
  readValue: (raw: string | null) => Value | '',
) {
  const { search, replace } = usePageQuery();
  const selected = readValue(new URLSearchParams(search).get(param));
  const choose = (value: Value | '') =>
    replace(value ? `?${new URLSearchParams({ [param]: value })}` : '');
  /** The form's submit (its button, or Enter), applied in place. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(param);
    choose(readValue(typeof value === 'string' ? value : null));
  };
  return { selected, choose, submit };
}
