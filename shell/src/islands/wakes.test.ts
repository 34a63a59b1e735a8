import { islandWakes as wakeNames } from 'ui-kit/section';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineIslandElement, islandWakes, nearViewportWatcher, wakeOf } from './wakes';

// The island loader's wakes: each island starts waiting for its own as it enters the page
// (the page's islands as the element is registered, any added later when added).

const woken: Element[] = [];
const wakes = islandWakes((island) => woken.push(island));

/** A media query the test turns on and off (`(min-width: 768px)` matches when wide). */
let wide = false;
const listeners = new Set<() => void>();
function widen() {
  wide = true;
  for (const listener of listeners) listener();
}

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === 'all' || (wide && query === '(min-width: 768px)');
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  // The page as served: one island of each wake, then the element is registered.
  document.body.innerHTML = wakeNames
    .map(
      (wake) =>
        `<site-island data-wake="${wake}" id="${wake}"><button>${wake}</button></site-island>`,
    )
    .join('');
  defineIslandElement(wakes);
});

afterEach(() => {
  woken.length = 0;
});

const island = (id: string) => document.getElementById(id) as Element;

describe('the island wakes', () => {
  it('start as the element is registered, for the islands the page already has', () => {
    // `load` at once, and `media` without a query (`all`); the others wait.
    expect(woken.map((element) => element.id).sort()).toEqual(['load', 'media']);
  });

  it('are one table with an entry for every wake ui-kit names', () => {
    expect(Object.keys(wakes).sort()).toEqual([...wakeNames].sort());
  });

  it('load wakes at once; idle once the browser is idle; both wake by themselves', async () => {
    const added = document.createElement('site-island');
    added.setAttribute('data-wake', 'load');
    document.body.append(added);
    expect(woken).toContain(added);
    await vi.waitFor(() => expect(woken).toContain(island('idle')));
    expect(wakes.load.bySelf(added) && wakes.idle.bySelf(added)).toBe(true);
    expect(woken).not.toContain(island('interaction'));
  });

  it('interaction wakes at the first pointer, key or focus inside it', () => {
    island('interaction')
      .querySelector('button')
      ?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(woken).toEqual([island('interaction')]);
    expect(wakes.interaction.bySelf(island('interaction'))).toBe(false);
  });

  it('interaction wakes at once when the visitor is in it already as it starts waiting', () => {
    // On a slow network the visitor got there before the loader ran: focus is in it.
    const [focused, untouched] = [0, 1].map(() => {
      const part = document.createElement('div');
      part.innerHTML = '<input aria-label="Name">';
      document.body.append(part);
      return part;
    });
    focused?.querySelector('input')?.focus();
    for (const part of [focused, untouched]) if (part) wakes.interaction.start(part);
    expect(woken).toEqual([focused]);
  });

  it('media wakes when its query matches, and one that matches already wakes by itself', () => {
    const wideOnly = document.createElement('site-island');
    wideOnly.setAttribute('data-wake', 'media');
    wideOnly.setAttribute('data-media', '(min-width: 768px)');
    document.body.append(wideOnly);
    expect(woken).toEqual([]);
    expect(wakes.media.bySelf(wideOnly)).toBe(false);
    widen();
    expect(woken).toEqual([wideOnly]);
    expect(wakes.media.bySelf(wideOnly)).toBe(true);
  });

  it('an unknown wake waits for the visitor', () => {
    const odd = document.createElement('site-island');
    odd.setAttribute('data-wake', 'someday');
    expect(wakeOf(wakes, odd)).toBe(wakes.interaction);
  });
});

describe('the near-viewport watcher (the visible wake, the marquees)', () => {
  /** A stand-in observer: the test says which elements come near. */
  let comeNear: (elements: Element[]) => void = () => {};
  beforeAll(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly watched = new Set<Element>();
        constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
          comeNear = (elements) =>
            callback(
              [...this.watched].map((target) => ({
                target,
                isIntersecting: elements.includes(target),
              })),
            );
        }
        observe(element: Element) {
          this.watched.add(element);
        }
        unobserve(element: Element) {
          this.watched.delete(element);
        }
      },
    );
  });

  it('calls back once per element, only when that element comes near', () => {
    const whenNear = nearViewportWatcher();
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    const reached: Element[] = [];
    whenNear(first, () => reached.push(first));
    whenNear(second, () => reached.push(second));
    expect(reached).toEqual([]);
    comeNear([second]);
    expect(reached).toEqual([second]);
    comeNear([first, second]);
    expect(reached).toEqual([second, first]);
  });
});
