import { type ComponentType, useCallback, useEffect, useState } from 'react';
import type { RemoteName } from 'shared-content';
import { timers } from '../timing';
import { loadRemoteModule } from './loadRemote';
import { type PreloadedModule, usePreloadedModule } from './preloaded';

type RemoteState =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: Error };

/** After this long a loading section offers Retry; it still appears if it arrives later. */
export const SLOW_REMOTE_MS = 8000;

/**
 * A failed first load is tried again after each of these pauses before the failure panel
 * shows (a Retry the visitor asked for is tried once: they get an answer at once).
 */
export const AUTOMATIC_RETRY_DELAYS_MS: readonly number[] = timers.remoteRetryDelaysMs;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Loads the module, trying again (as a retry) after each pause while `wanted()` holds. */
export async function loadWithRetries(
  remote: RemoteName,
  expose: string,
  retry: boolean,
  wanted: () => boolean,
) {
  const delays = retry ? [] : AUTOMATIC_RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await loadRemoteModule(remote, expose, { retry: retry || attempt > 0 });
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !wanted()) throw error;
      await pause(delay);
    }
  }
}

const initialState = (preloaded: PreloadedModule | undefined): RemoteState => {
  if (preloaded === 'failed' || preloaded === 'failed-on-server') {
    return { status: 'failed', error: new Error('The section could not be loaded') };
  }
  if (typeof preloaded === 'object' && 'Component' in preloaded) {
    return { status: 'ready', Component: preloaded.Component };
  }
  return { status: 'loading', slow: false };
};

/**
 * Loads a remote's exposed component; `retry` loads it again without a page reload. A
 * component the page was rendered with (server and hydration) is used as it is; one
 * that failed on the server is tried again in the browser straight away, its failure
 * panel showing meanwhile.
 */
export function useRemoteComponent(remote: RemoteName, expose: string) {
  const preloaded = usePreloadedModule(remote, expose);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>(() => initialState(preloaded));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `preloaded` only seeds the first attempt
  useEffect(() => {
    if (attempt === 0 && preloaded === 'failed-on-server') {
      setAttempt(1);
      return;
    }
    if (attempt === 0 && typeof preloaded === 'object' && 'Component' in preloaded) return;
    // The browser's first own try, at a part it did not load before rendering.
    const firstTry = attempt === 0 || (attempt === 1 && preloaded === 'failed-on-server');
    let current = true;
    setState({ status: 'loading', slow: false });
    const slowTimer = window.setTimeout(() => {
      if (current)
        setState((previous) =>
          previous.status === 'loading' ? { status: 'loading', slow: true } : previous,
        );
    }, SLOW_REMOTE_MS);
    loadWithRetries(remote, expose, !firstTry, () => current)
      .then((module) => {
        const Component = (module as { default: ComponentType }).default;
        if (current) setState({ status: 'ready', Component });
      })
      .catch((error: unknown) => {
        if (current)
          setState({
            status: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          });
      })
      .finally(() => window.clearTimeout(slowTimer));
    return () => {
      current = false;
      window.clearTimeout(slowTimer);
    };
  }, [remote, expose, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry, attempt };
}
