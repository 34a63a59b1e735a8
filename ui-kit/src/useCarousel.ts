import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import {
  type AutoplayAction,
  type AutoplayState,
  autoplayReducer,
  initialAutoplayState,
  isAutoplayOn,
  isRotating,
} from './autoplay';
import { usePrefersReducedMotion } from './hooks';
import { timers } from './timing';

export interface CarouselOptions {
  /** Number of slides. */
  count: number;
  /** Auto-play interval; `timers.carouselAutoplayMs` (5 s) by default. */
  intervalMs?: number;
  /**
   * For this long after any change of slide, manual navigation is blocked (the image
   * carousel's 600 ms, the default). 0: no lock. Read once, when the carousel mounts.
   */
  lockMs?: number;
  /**
   * When set, manual navigation turns auto-play off and it comes back this long after
   * the LAST manual navigation, unless the visitor paused (the reviews carousel: 10 s).
   * Without it, manual navigation only restarts the interval, so the visitor gets a
   * full interval on the slide they chose. Read once, when the carousel mounts.
   */
  resumeAfterManualMs?: number;
  /**
   * Start paused; turning true later pauses too. The carousel also starts (and goes)
   * paused by itself for visitors who prefer reduced motion.
   */
  startPaused?: boolean;
  /**
   * Nothing moves by itself while false (e.g. the section is not shown yet), and the
   * visitor's pause choice is left as it is. Auto-play restarts with a full interval.
   */
  enabled?: boolean;
}

export interface CarouselController {
  state: AutoplayState;
  /** The current slide, 0-based. */
  index: number;
  count: number;
  /** The visitor's Pause choice. */
  paused: boolean;
  /** Auto-play is on: not paused, not interrupted by a manual navigation, enabled. */
  on: boolean;
  /** The slides are moving by themselves right now (on, and not held). */
  rotating: boolean;
  /** A change is in progress; manual navigation is blocked until it ends. */
  locked: boolean;
  /** The lock, which is also how long the slide transition takes. */
  lockMs: number;
  /** Each returns whether the carousel moved (not while locked, with one slide, or in place). */
  next: () => boolean;
  previous: () => boolean;
  goTo: (index: number) => boolean;
  togglePause: () => void;
  /** Pause without toggling (APG: keyboard focus entering the carousel stops it). */
  pause: () => void;
  /** Hold the slides still without switching auto-play off (pointer over the carousel). */
  hold: (held: boolean) => void;
}

/**
 * The state machine of `autoplay.ts` driven by timers: auto-play every `intervalMs`,
 * the transition lock, the resume after manual navigation. Pair it with `Carousel` for
 * the W3C APG markup; pass it to `Carousel` as `carousel` when the parent needs to read
 * or drive the state (e.g. something else that stops with the carousel's Pause).
 */
export function useCarousel({
  count,
  intervalMs = timers.carouselAutoplayMs,
  lockMs = timers.carouselTransitionLockMs,
  resumeAfterManualMs,
  startPaused = false,
  enabled = true,
}: CarouselOptions): CarouselController {
  const reducedMotion = usePrefersReducedMotion();
  const stopped = startPaused || reducedMotion;
  const [state, dispatch] = useReducer(
    autoplayReducer,
    {
      count,
      startPaused: stopped,
      interruptOnNavigate: resumeAfterManualMs !== undefined,
      lockOnChange: lockMs > 0,
    },
    initialAutoplayState,
  );
  // Every action goes through `send`, which reduces it at once on this mirror too: two
  // calls in one event see each other (a second click within the lock is refused), and
  // the navigation functions can tell whether they moved.
  const latest = useRef(state);
  const send = useCallback((action: AutoplayAction) => {
    const before = latest.current;
    const after = autoplayReducer(before, action);
    if (after === before) return false;
    latest.current = after;
    dispatch(action);
    return true;
  }, []);

  useEffect(() => {
    send({ type: 'setCount', count });
  }, [send, count]);

  useEffect(() => {
    if (stopped) send({ type: 'pause' });
  }, [send, stopped]);

  const rotating = enabled && isRotating(state);

  // Timers start in layout effects: they exist as soon as the state that needs them is
  // on screen (no gap in which time could pass unmeasured).

  // A fresh interval whenever rotation (re)starts and after every manual navigation, so
  // a slide the visitor chose stays for a full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on every manual navigation
  useLayoutEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(() => send({ type: 'tick' }), intervalMs);
    return () => window.clearInterval(id);
  }, [send, rotating, intervalMs, state.navigations]);

  // Resume after the last manual navigation.
  useLayoutEffect(() => {
    if (!state.interrupted || resumeAfterManualMs === undefined) return;
    const navigation = state.navigations;
    const id = window.setTimeout(() => send({ type: 'resume', navigation }), resumeAfterManualMs);
    return () => window.clearTimeout(id);
  }, [send, state.interrupted, state.navigations, resumeAfterManualMs]);

  // The transition lock ends `lockMs` after the latest change of slide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on every change of slide
  useLayoutEffect(() => {
    if (!state.locked) return;
    const id = window.setTimeout(() => send({ type: 'unlock' }), lockMs);
    return () => window.clearTimeout(id);
  }, [send, state.locked, state.index, lockMs]);

  const actions = useMemo(
    () => ({
      next: () => send({ type: 'next' }),
      previous: () => send({ type: 'previous' }),
      goTo: (index: number) => send({ type: 'goTo', index }),
      togglePause: () => {
        send({ type: 'togglePause' });
      },
      pause: () => {
        send({ type: 'pause' });
      },
      hold: (held: boolean) => {
        send({ type: 'hold', held });
      },
    }),
    [send],
  );

  return {
    state,
    // Until the effect above has told the machine of a new count, keep the index in range.
    index: count > 0 ? state.index % count : 0,
    count,
    paused: state.paused,
    on: enabled && isAutoplayOn(state),
    rotating,
    locked: state.locked,
    lockMs: state.lockOnChange ? lockMs : 0,
    ...actions,
  };
}
