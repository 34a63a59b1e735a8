import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `callback` every `ms` while `running`. Like `useInterval` of shared-content, but
 * the interval starts in a layout effect, together with the render that needs it.
 */
export function useTicker(callback: () => void, ms: number, running: boolean) {
  const saved = useRef(callback);
  saved.current = callback;
  useLayoutEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => saved.current(), ms);
    return () => window.clearInterval(id);
  }, [ms, running]);
}
