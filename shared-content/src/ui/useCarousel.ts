import { useCallback, useEffect, useRef, useState } from 'react';
import { timers } from '../timing';

export interface CarouselOptions {
  /** Number of slides. */
  count: number;
  /** Auto-play interval; the spec's default carousel advances every 5 s. */
  intervalMs?: number;
  /** While a change is in progress, further navigation is blocked (600 ms). */
  lockMs?: number;
  /** Start (and, when it turns true later, switch to) paused: e.g. reduced motion. */
  startPaused?: boolean;
  /**
   * Holds auto-play without changing `paused`, e.g. while the pointer is over the
   * carousel. Auto-play restarts with a full interval once it is released.
   */
  suspended?: boolean;
  /**
   * When set, a manual navigation pauses auto-play and resumes it after this many ms
   * (the reviews carousel: 10 s). Without it, manual navigation only restarts the
   * interval so the visitor gets a full interval on the slide they chose.
   */
  resumeAfterManualMs?: number;
}

export interface CarouselState {
  /** The current slide, 0-based. */
  index: number;
  /** Each returns whether the carousel moved (false while locked or with one slide). */
  next: () => boolean;
  prev: () => boolean;
  goTo: (index: number) => boolean;
  /** The visitor's choice: auto-play is off. */
  paused: boolean;
  togglePause: () => void;
  setPaused: (paused: boolean) => void;
  /** A change is in progress; navigation is blocked until it ends. */
  locked: boolean;
  /** Auto-play is actually running (not paused, not suspended, more than one slide). */
  rotating: boolean;
}

const wrap = (value: number, count: number) => ((value % count) + count) % count;

/**
 * The state of an auto-playing carousel (spec section 4): the index wraps both ways,
 * auto-play advances every `intervalMs`, and for `lockMs` after any change further
 * navigation is blocked. Pair it with `Carousel` for the W3C APG markup, or render
 * your own.
 */
export function useCarousel({
  count,
  intervalMs = timers.carouselAutoplayMs,
  lockMs = timers.carouselTransitionLockMs,
  startPaused = false,
  suspended = false,
  resumeAfterManualMs,
}: CarouselOptions): CarouselState {
  const [rawIndex, setRawIndex] = useState(0);
  const [paused, setPausedState] = useState(startPaused);
  const [locked, setLocked] = useState(false);
  // Refs mirror the state so two calls in one event see each other's effect.
  const indexRef = useRef(0);
  const lockedRef = useRef(false);
  const lockTimer = useRef<number | undefined>(undefined);
  const resumeTimer = useRef<number | undefined>(undefined);

  const index = count > 0 ? wrap(rawIndex, count) : 0;
  indexRef.current = index;

  useEffect(() => {
    if (startPaused) setPausedState(true);
  }, [startPaused]);

  useEffect(
    () => () => {
      window.clearTimeout(lockTimer.current);
      window.clearTimeout(resumeTimer.current);
    },
    [],
  );

  const move = useCallback(
    (target: (current: number) => number, manual: boolean) => {
      if (count < 2 || (manual && lockedRef.current)) return false;
      const from = indexRef.current;
      const to = wrap(target(from), count);
      if (to === from) return false;
      indexRef.current = to;
      setRawIndex(to);
      if (lockMs > 0) {
        lockedRef.current = true;
        setLocked(true);
        window.clearTimeout(lockTimer.current);
        lockTimer.current = window.setTimeout(() => {
          lockedRef.current = false;
          setLocked(false);
        }, lockMs);
      }
      if (manual && resumeAfterManualMs !== undefined) {
        setPausedState(true);
        window.clearTimeout(resumeTimer.current);
        resumeTimer.current = window.setTimeout(() => setPausedState(false), resumeAfterManualMs);
      }
      return true;
    },
    [count, lockMs, resumeAfterManualMs],
  );

  const next = useCallback(() => move((current) => current + 1, true), [move]);
  const prev = useCallback(() => move((current) => current - 1, true), [move]);
  const goTo = useCallback((target: number) => move(() => target, true), [move]);

  const setPaused = useCallback((value: boolean) => {
    window.clearTimeout(resumeTimer.current);
    setPausedState(value);
  }, []);
  const togglePause = useCallback(() => {
    window.clearTimeout(resumeTimer.current);
    setPausedState((value) => !value);
  }, []);

  const rotating = !paused && !suspended && count > 1;

  // One timeout per slide: any change of slide (or a resume) starts a full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on every slide change
  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => move((current) => current + 1, false), intervalMs);
    return () => window.clearTimeout(id);
  }, [rotating, intervalMs, move, index]);

  return { index, next, prev, goTo, paused, togglePause, setPaused, locked, rotating };
}
