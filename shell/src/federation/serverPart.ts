import type { ComponentType } from 'react';

type ServerPartStatus = 'loading' | 'failed' | 'ready';

/**
 * A remote part the server rendered, whose script the browser is loading. The page
 * hydrates without waiting for it: the part's server HTML stays as it is (a dehydrated
 * Suspense boundary) until its component arrives, then React hydrates it in place. If the
 * script cannot be loaded, the server HTML simply stays, and `retry` tries again.
 */
export interface ServerPart {
  /** Which part: its remote and module ("mf-reviews/./HomeWidget"). */
  name: string;
  /** Resolves with the component once any attempt loads it; never rejects. */
  component: Promise<ComponentType>;
  status: () => ServerPartStatus;
  subscribe: (listener: () => void) => () => void;
  /** Tries to load the script again (after a failure). */
  retry: () => void;
  /** Called by the part once React has hydrated it. */
  markHydrated: () => void;
  /** Resolves once the part is hydrated, or its script has failed to load (retries included). */
  settled: Promise<void>;
}

/**
 * `load(retry)` loads the component: first with the automatic retries (`retry` false),
 * then once per `retry()` the visitor asks for.
 */
export function serverPart(
  load: (retry: boolean) => Promise<ComponentType>,
  name = 'a remote part',
): ServerPart {
  let current: ServerPartStatus = 'loading';
  const listeners = new Set<() => void>();
  const set = (next: ServerPartStatus) => {
    current = next;
    for (const listener of listeners) listener();
  };
  let settle: () => void = () => {};
  const settled = new Promise<void>((done) => {
    settle = done;
  });
  let resolve: (component: ComponentType) => void = () => {};
  const component = new Promise<ComponentType>((done) => {
    resolve = done;
  });
  const attempt = (retry: boolean) => {
    set('loading');
    load(retry).then(
      (loaded) => {
        resolve(loaded);
        set('ready');
      },
      () => {
        set('failed');
        settle();
      },
    );
  };
  attempt(false);
  return {
    name,
    component,
    status: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry: () => {
      if (current === 'failed') attempt(true);
    },
    markHydrated: settle,
    settled,
  };
}
