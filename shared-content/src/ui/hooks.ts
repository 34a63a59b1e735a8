import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { site } from '../config';
import { media } from '../theme';

const subscribeMedia = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeMedia(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const usePrefersReducedMotion = () =>
  useMediaQuery(media.reducedMotion.replace('@media ', ''));

export const useIsMobile = () => useMediaQuery(media.mobile.replace('@media ', ''));

/** Calls `callback` every `ms` while `running`; the latest callback is always used. */
export function useInterval(callback: () => void, ms: number, running = true) {
  const saved = useRef(callback);
  saved.current = callback;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => saved.current(), ms);
    return () => window.clearInterval(id);
  }, [ms, running]);
}

/** Sets the document title, meta description and canonical link of a page. */
export function usePageMeta(title: string, description: string, canonicalPath?: string) {
  useEffect(() => {
    document.title = title === site.groupName ? title : `${title} | ${site.groupName}`;
    upsertHead('meta[name="description"]', () => {
      const meta = document.createElement('meta');
      meta.name = 'description';
      return meta;
    }).setAttribute('content', description);
    const existing = document.head.querySelector('link[rel="canonical"]');
    if (canonicalPath) {
      const link = upsertHead('link[rel="canonical"]', () => {
        const created = document.createElement('link');
        created.rel = 'canonical';
        return created;
      });
      link.setAttribute('href', new URL(canonicalPath, site.origin).href);
    } else {
      existing?.remove();
    }
  }, [title, description, canonicalPath]);
}

function upsertHead(selector: string, create: () => Element): Element {
  const found = document.head.querySelector(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** A value that is `false` on the first render and `true` once mounted (for client-only work). */
export function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
