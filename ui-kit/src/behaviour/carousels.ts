// Turns the page's rotations (ui-kit's Carousel, rotating messages) with no React: the
// state machine of ui-kit's autoplay.ts driven by timers and the visitor, on the server's
// HTML (the attributes of rotationMarkup.ts). Auto-play every interval (a fresh one after
// each manual move), the transition lock, the resume after manual navigation, Pause/Play;
// it holds while the mouse is over it or the page is hidden, stops when keyboard focus
// enters it, and stands still for visitors who prefer reduced motion. The island loader
// imports it only on a page that has such parts, and starts the lazy images with it.
import { shuffle } from 'shared-content/logic';
import {
  type AutoplayAction,
  type AutoplayState,
  autoplayReducer,
  initialAutoplayState,
  isRotating,
} from '../autoplay';
import * as markup from '../rotationMarkup';
import { queries } from '../theme';
import { loadLazyImages } from './lazyImages';
import { followSwipes, isKeyboardFocus } from './pointer';

interface Rotation {
  readonly paused: () => boolean;
  /** Something it depends on changed (the rotation it follows was paused or played). */
  readonly refresh: () => void;
  /** The rotations that follow its Pause. */
  readonly followers: Set<Rotation>;
  readonly start: () => void;
}

const numberOf = (root: Element, attribute: string) => {
  const value = root.getAttribute(attribute);
  return value === null ? undefined : Number(value);
};

/** Its own items, in order; shuffled (with their "N of M" names kept in place) if asked. */
function itemsOf(root: Element): Element[] {
  const items = [...root.querySelectorAll(`[${markup.ITEM_ATTRIBUTE}]`)].filter(
    (item) => item.closest(`[${markup.ROTATION_ATTRIBUTE}]`) === root,
  );
  if (!root.hasAttribute(markup.SHUFFLE_ATTRIBUTE) || items.length < 2) return items;
  const names = items.map((item) => item.getAttribute('aria-label'));
  const shuffled = shuffle(items, Math.random);
  const first = items[0];
  first?.before(...shuffled);
  shuffled.forEach((item, index) => {
    const name = names[index];
    if (name) item.setAttribute('aria-label', name);
  });
  return shuffled;
}

function makeRotation(root: HTMLElement, rotations: Map<string, Rotation>): Rotation {
  const intervalMs = numberOf(root, markup.ROTATION_ATTRIBUTE) ?? 0;
  const lockMs = numberOf(root, markup.LOCK_MS_ATTRIBUTE) ?? 0;
  const resumeMs = numberOf(root, markup.RESUME_MS_ATTRIBUTE);
  const follows = root.getAttribute(markup.FOLLOWS_ATTRIBUTE);
  const items = itemsOf(root);
  const track = root.querySelector<HTMLElement>(`[${markup.TRACK_ATTRIBUTE}]`);
  const controls = [...root.querySelectorAll(`[${markup.CONTROL_ATTRIBUTE}]`)];
  const toggles = controls.filter((c) => c.getAttribute(markup.CONTROL_ATTRIBUTE) === 'toggle');
  const dots = controls.filter((c) => /^\d+$/.test(c.getAttribute(markup.CONTROL_ATTRIBUTE) ?? ''));
  const reducedMotion = window.matchMedia(queries.reducedMotion);

  let state = initialAutoplayState({
    count: items.length,
    startPaused: root.hasAttribute(markup.START_PAUSED_ATTRIBUTE) || reducedMotion.matches,
    interruptOnNavigate: resumeMs !== undefined,
    lockOnChange: lockMs > 0,
  });
  const timers: Record<
    'interval' | 'resume' | 'unlock',
    ReturnType<typeof setTimeout> | undefined
  > = { interval: undefined, resume: undefined, unlock: undefined };
  let wasRotating = false;

  const leaderPaused = () => (follows ? (rotations.get(follows)?.paused() ?? false) : false);
  const rotating = () => isRotating(state) && !leaderPaused();

  function show() {
    const { index, paused } = state;
    items.forEach((item, slide) => {
      const current = slide === index;
      item.toggleAttribute('inert', !current);
      if (current) item.removeAttribute('aria-hidden');
      else item.setAttribute('aria-hidden', 'true');
    });
    track?.style.setProperty(markup.SHIFT_VAR, `-${index * 100}%`);
    if (track?.hasAttribute('aria-live')) {
      track.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    }
    for (const toggle of toggles) {
      const label = paused ? markup.PLAY_LABEL_ATTRIBUTE : markup.PAUSE_LABEL_ATTRIBUTE;
      toggle.setAttribute('aria-label', toggle.getAttribute(label) ?? '');
      for (const content of toggle.querySelectorAll<HTMLElement>(`[${markup.WHEN_ATTRIBUTE}]`)) {
        content.hidden =
          content.getAttribute(markup.WHEN_ATTRIBUTE) !== (paused ? 'paused' : 'playing');
      }
    }
    dots.forEach((dot, n) => {
      if (index % dots.length === n) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }

  // The timers follow the state, as carousels' hooks did: a fresh interval whenever
  // rotation (re)starts and after every manual move; the resume after the last manual
  // move; the end of the lock after the latest change of slide.
  function schedule(before: AutoplayState) {
    const now = rotating();
    if (!now || !wasRotating || state.navigations !== before.navigations) {
      clearInterval(timers.interval);
      timers.interval = now ? setInterval(tick, intervalMs) : undefined;
    }
    wasRotating = now;
    if (!state.interrupted || resumeMs === undefined) clearTimeout(timers.resume);
    else if (!before.interrupted || state.navigations !== before.navigations) {
      clearTimeout(timers.resume);
      const navigation = state.navigations;
      timers.resume = setTimeout(() => send({ type: 'resume', navigation }), resumeMs);
    }
    if (!state.locked) clearTimeout(timers.unlock);
    else if (!before.locked || state.index !== before.index) {
      clearTimeout(timers.unlock);
      timers.unlock = setTimeout(() => send({ type: 'unlock' }), lockMs);
    }
  }

  /** Applies an action; whether it changed anything (a refused move does not). */
  function send(action: AutoplayAction): boolean {
    const before = state;
    state = autoplayReducer(before, action);
    if (state === before) return false;
    show();
    schedule(before);
    if (state.paused !== before.paused)
      for (const follower of rotation.followers) follower.refresh();
    return true;
  }

  // A hidden page's timers run late or not at all: it stays put until seen again.
  const tick = () => {
    if (document.visibilityState !== 'hidden') send({ type: 'tick' });
  };

  const act = (control: string) => {
    if (control === 'toggle') send({ type: 'togglePause' });
    else if (control === 'previous') send({ type: 'previous' });
    else if (control === 'next') send({ type: 'next' });
    else send({ type: 'goTo', index: Number(control) });
  };

  function listen() {
    root.addEventListener('click', (event) => {
      const control = (event.target as Element).closest(`[${markup.CONTROL_ATTRIBUTE}]`);
      if (control && root.contains(control))
        act(control.getAttribute(markup.CONTROL_ATTRIBUTE) ?? '');
    });
    // Keyboard focus entering it stops it (APG); moving inside, or a mouse click, does not.
    root.addEventListener('focusin', (event) => {
      const from = event.relatedTarget as Node | null;
      if (!root.contains(from) && isKeyboardFocus(event.target as Element)) send({ type: 'pause' });
    });
    root.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse') send({ type: 'hold', held: true });
    });
    root.addEventListener('pointerleave', () => send({ type: 'hold', held: false }));
    if (track && items.length > 1) {
      followSwipes(track, (direction) => send({ type: direction }));
    }
    reducedMotion.addEventListener('change', () => {
      if (reducedMotion.matches) send({ type: 'pause' });
    });
  }

  const rotation: Rotation = {
    paused: () => state.paused,
    refresh: () => {
      show();
      schedule(state);
    },
    followers: new Set(),
    start: () => {
      if (follows) rotations.get(follows)?.followers.add(rotation);
      track?.style.setProperty(markup.TRANSITION_MS_VAR, `${lockMs}ms`);
      show();
      schedule(state);
      if (items.length > 1) listen();
      root.setAttribute(markup.READY_ATTRIBUTE, '');
    },
  };
  return rotation;
}

/** Starts the page's rotations and lazy images (the island loader, once per page). */
export function startCarousels(root: ParentNode = document) {
  const rotations = new Map<string, Rotation>();
  const started: Rotation[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${markup.ROTATION_ATTRIBUTE}]`)) {
    // One inside an island is React's.
    if (element.closest('site-island')) continue;
    const rotation = makeRotation(element, rotations);
    const name = element.getAttribute(markup.ROTATION_NAME_ATTRIBUTE);
    if (name) rotations.set(name, rotation);
    started.push(rotation);
  }
  for (const rotation of started) rotation.start();
  loadLazyImages(root);
}
