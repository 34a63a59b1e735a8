// When an island wakes (the island loader's table, one entry per ui-kit/section
// `islandWakes`), and the `<site-island>` element that starts each island's wait whenever
// it enters the page.
import type { IslandWake } from 'ui-kit/section';

export const ISLAND_ELEMENT = 'site-island';

export interface Wake {
  /** Waits for the wake, then wakes the island. */
  start: (island: Element) => void;
  /** Whether it wakes by itself as the page loads (`html[data-hydrated]` waits for those). */
  bySelf: (island: Element) => boolean;
}

export const idle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(callback, { timeout: 2000 })
    : setTimeout(callback, 200);

/** The first sign a visitor is about to act inside it: a pointer over it, a key, focus. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];

/** `data-wake="media"`: the media query of its `data-media` (none: `all`). */
const mediaOf = (island: Element) => matchMedia(island.getAttribute('data-media') || 'all');

const always = () => true;
const never = () => false;

/**
 * Watches elements until each comes within 200 px of the viewport, then calls its
 * callback once (at once where the browser has no IntersectionObserver). One observer
 * serves every element watched by the same watcher.
 */
export function nearViewportWatcher() {
  const waiting = new Map<Element, () => void>();
  let near: IntersectionObserver | undefined;
  return (element: Element, reached: () => void) => {
    if (!('IntersectionObserver' in window)) return reached();
    near ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          near?.unobserve(entry.target);
          const callback = waiting.get(entry.target);
          waiting.delete(entry.target);
          callback?.();
        }
      },
      { rootMargin: '200px' },
    );
    waiting.set(element, reached);
    near.observe(element);
  };
}

/** Each wake, waking an island with `wake`. */
export function islandWakes(wake: (island: Element) => void): Record<IslandWake, Wake> {
  const whenNear = nearViewportWatcher();
  return {
    load: { start: wake, bySelf: always },
    idle: { start: (island) => idle(() => wake(island)), bySelf: always },
    visible: { start: (island) => whenNear(island, () => wake(island)), bySelf: never },
    interaction: {
      start: (island) => {
        // Touched before the loader ran (a slow network): focus or the pointer is in it.
        if (island.contains(document.activeElement) || island.querySelector(':hover')) {
          return wake(island);
        }
        const woken = () => {
          for (const type of INTERACTIONS) island.removeEventListener(type, woken);
          wake(island);
        };
        for (const type of INTERACTIONS) island.addEventListener(type, woken, { passive: true });
      },
      bySelf: never,
    },
    // When its media query matches (at once if it does already).
    media: {
      start: (island) => {
        const query = mediaOf(island);
        const check = () => {
          if (!query.matches) return;
          query.removeEventListener('change', check);
          wake(island);
        };
        query.addEventListener('change', check);
        check();
      },
      bySelf: (island) => mediaOf(island).matches,
    },
  };
}

/** An island's wake; an unknown one waits for the visitor (`interaction`). */
export const wakeOf = (wakes: Record<IslandWake, Wake>, island: Element) =>
  wakes[island.getAttribute('data-wake') as IslandWake] ?? wakes.interaction;

/**
 * Registers `<site-island>`: each island starts waiting for its wake whenever it enters the
 * page (those already in it as the element is defined, any added later as it is added).
 */
export function defineIslandElement(wakes: Record<IslandWake, Wake>) {
  if (customElements.get(ISLAND_ELEMENT)) return;
  customElements.define(
    ISLAND_ELEMENT,
    class extends HTMLElement {
      connectedCallback() {
        if (this.hasAttribute('data-wake')) wakeOf(wakes, this).start(this);
      }
    },
  );
}
