import { useEffect, useLayoutEffect, useMemo, useReducer } from 'react';
import {
  type AutoplayState,
  autoplayReducer,
  initialAutoplayState,
  isAutoplayOn,
  isRotating,
} from './autoplay';

export interface UseAutoplayOptions {
  count: number;
  /** Time between automatic advances. */
  intervalMs: number;
  /**
   * When set, manual navigation turns auto-play off and it comes back this long after
   * the last manual navigation (unless the visitor paused). Without it, manual
   * navigation only restarts the interval.
   */
  resumeAfterMs?: number;
  /** Start paused (prefers-reduced-motion); turning true later pauses too. */
  startPaused?: boolean;
  /** Nothing moves while false (e.g. the section is not shown yet). */
  enabled?: boolean;
}

export interface Autoplay {
  state: AutoplayState;
  index: number;
  /** The visitor's Pause/Resume choice. */
  paused: boolean;
  /** Auto-play is on (not paused, not interrupted by a manual navigation). */
  on: boolean;
  /** The slides are moving by themselves right now. */
  rotating: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  togglePause: () => void;
  hold: (held: boolean) => void;
}

/** The auto-play state machine of `autoplay.ts`, driven by timers. */
export function useAutoplay({
  count,
  intervalMs,
  resumeAfterMs,
  startPaused = false,
  enabled = true,
}: UseAutoplayOptions): Autoplay {
  const [state, dispatch] = useReducer(
    autoplayReducer,
    { count, startPaused, interruptOnNavigate: resumeAfterMs !== undefined },
    initialAutoplayState,
  );

  useEffect(() => {
    dispatch({ type: 'setCount', count });
  }, [count]);

  useEffect(() => {
    if (startPaused) dispatch({ type: 'pause' });
  }, [startPaused]);

  const rotating = enabled && isRotating(state);

  // Timers start in layout effects: they exist as soon as the state that needs them is
  // on screen (no gap in which time could pass unmeasured).

  // A fresh interval whenever rotation starts and after every manual navigation, so a
  // slide the visitor chose stays for a full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on every manual navigation
  useLayoutEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(() => dispatch({ type: 'tick' }), intervalMs);
    return () => window.clearInterval(id);
  }, [rotating, intervalMs, state.navigations]);

  // Resume after the last manual navigation.
  useLayoutEffect(() => {
    if (!state.interrupted || resumeAfterMs === undefined) return;
    const navigation = state.navigations;
    const id = window.setTimeout(() => dispatch({ type: 'resume', navigation }), resumeAfterMs);
    return () => window.clearTimeout(id);
  }, [state.interrupted, state.navigations, resumeAfterMs]);

  const actions = useMemo(
    () => ({
      next: () => dispatch({ type: 'next' }),
      previous: () => dispatch({ type: 'previous' }),
      goTo: (index: number) => dispatch({ type: 'goTo', index }),
      togglePause: () => dispatch({ type: 'togglePause' }),
      hold: (held: boolean) => dispatch({ type: 'hold', held }),
    }),
    [],
  );

  return {
    state,
    index: state.index,
    paused: state.paused,
    on: enabled && isAutoplayOn(state),
    rotating,
    ...actions,
  };
}
