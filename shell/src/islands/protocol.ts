// What the island loader (loader.ts, a small script of its own, no React) and the island
// hydrator (hydrate.tsx, in the shell's federated entry) say to each other, through the
// page itself: each island's state attribute, and two events on `document`.

/** `site-island[data-island-state]`: waking (its script asked for), hydrated or failed. */
export type IslandState = 'waking' | 'hydrated' | 'failed';

/** Fired on an island element when it wakes (the hydrator takes it up). */
export const WAKE_EVENT = 'site-island:wake';
/** Fired on an island element once it has hydrated or failed. */
export const SETTLED_EVENT = 'site-island:settled';

export const stateOf = (element: Element) =>
  element.getAttribute('data-island-state') as IslandState | null;

export function setState(element: Element, state: IslandState) {
  element.setAttribute('data-island-state', state);
  if (state !== 'waking') element.dispatchEvent(new Event(SETTLED_EVENT, { bubbles: true }));
}
