/**
 * The auto-play state machine of the reviews carousels, as a pure reducer.
 *
 * - `paused` is the visitor's own choice (the Pause/Resume toggle; also the starting
 *   state under prefers-reduced-motion). Only the visitor clears it.
 * - `interrupted` is set by manual navigation (previous, next, a dot) when the
 *   carousel is configured to interrupt: auto-play is off until `resume` arrives
 *   (the hook sends it `resumeAfterMs` after the LAST manual navigation).
 * - Auto-play runs only when neither is set, so a pause always wins over the resume.
 * - `held` is transient (pointer over the carousel, keyboard focus inside it): the
 *   slides stay put, but auto-play is still "on" and continues once released.
 */
export interface AutoplayState {
  index: number;
  count: number;
  paused: boolean;
  interrupted: boolean;
  held: boolean;
  /** Counts manual navigations: each one restarts the resume delay and the interval. */
  navigations: number;
  /** Whether manual navigation interrupts auto-play (reviews page) or only restarts it (home). */
  interruptOnNavigate: boolean;
}

export type AutoplayAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  /** The auto-play interval elapsed. */
  | { type: 'tick' }
  /** The resume delay after the manual navigation numbered `navigation` elapsed. */
  | { type: 'resume'; navigation: number }
  | { type: 'togglePause' }
  /** Pause without a toggle (e.g. reduced motion was switched on). */
  | { type: 'pause' }
  | { type: 'hold'; held: boolean }
  | { type: 'setCount'; count: number };

export interface AutoplayOptions {
  count: number;
  startPaused?: boolean;
  interruptOnNavigate?: boolean;
}

export const initialAutoplayState = ({
  count,
  startPaused = false,
  interruptOnNavigate = false,
}: AutoplayOptions): AutoplayState => ({
  index: 0,
  count,
  paused: startPaused,
  interrupted: false,
  held: false,
  navigations: 0,
  interruptOnNavigate,
});

const wrap = (value: number, count: number) => (count > 0 ? ((value % count) + count) % count : 0);

/** Auto-play is on: it advances by itself unless held. */
export const isAutoplayOn = (state: AutoplayState) =>
  !state.paused && !state.interrupted && state.count > 1;

/** The slides are actually moving by themselves right now. */
export const isRotating = (state: AutoplayState) => isAutoplayOn(state) && !state.held;

function navigate(state: AutoplayState, target: number): AutoplayState {
  if (state.count < 1) return state;
  return {
    ...state,
    index: wrap(target, state.count),
    interrupted: state.interruptOnNavigate ? true : state.interrupted,
    navigations: state.navigations + 1,
  };
}

export function autoplayReducer(state: AutoplayState, action: AutoplayAction): AutoplayState {
  switch (action.type) {
    case 'next':
      return navigate(state, state.index + 1);
    case 'previous':
      return navigate(state, state.index - 1);
    case 'goTo':
      return navigate(state, action.index);
    case 'tick':
      return isRotating(state) ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case 'resume':
      // A resume scheduled before a later navigation is stale; the pause stays either way.
      return state.interrupted && action.navigation === state.navigations
        ? { ...state, interrupted: false }
        : state;
    case 'togglePause':
      // Resuming is an explicit request to play now, so it also ends an interruption.
      return state.paused
        ? { ...state, paused: false, interrupted: false }
        : { ...state, paused: true };
    case 'pause':
      return state.paused ? state : { ...state, paused: true };
    case 'hold':
      return state.held === action.held ? state : { ...state, held: action.held };
    case 'setCount':
      return { ...state, count: action.count, index: wrap(state.index, action.count) };
  }
}
