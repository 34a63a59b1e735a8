import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { queries } from './theme';

const subscribeMedia = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeMedia(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const usePrefersReducedMotion = () => useMediaQuery(queries.reducedMotion);

export const useIsMobile = () => useMediaQuery(queries.mobile);

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

/** A value that is `false` on the first render and `true` once mounted (for client-only work). */
export function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
