import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
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

/** A value that is `false` on the first render and `true` once mounted (for client-only work). */
export function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
