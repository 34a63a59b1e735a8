/**
 * The state machine of every auto-playing carousel of the site, as a pure reducer
 * (spec section 4: image carousel, reviews carousel, testimonial rotation).
 *
 * - `paused` is the visitor's own choice (the Pause toggle; also the starting state
 *   under prefers-reduced-motion, and set when keyboard focus enters the carousel).
 *   Only the visitor clears it.
 * - `interrupted` is set by manual navigation (previous, next, a dot) when the
 *   carousel is configured to interrupt: auto-play is off until `resume` arrives
 *   (`useCarousel` sends it `resumeAfterManualMs` after the LAST manual navigation).
 * - Auto-play runs only when neither is set, so a pause always wins over the resume.
 * - `held` is transient (the pointer is over the carousel): the slides stay put, but
 *   auto-play is still "on" and continues once released.
 * - `locked`, when the carousel locks on change, blocks manual navigation while a
 *   change of slide is in progress (the 600 ms transition lock), until `unlock`.
 * - The index wraps in both directions.
 */
export interface AutoplayState {
  index: number;
  count: number;
  paused: boolean;
  interrupted: boolean;
  held: boolean;
  /** Counts manual navigations: each one restarts the resume delay and the interval. */
  navigations: number;
  /** Whether manual navigation interrupts auto-play (reviews page) or only restarts it. */
  interruptOnNavigate: boolean;
  /** Whether every change of slide locks navigation until `unlock` (image carousel). */
  lockOnChange: boolean;
  locked: boolean;
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
  /** Pause without a toggle (reduced motion was switched on, keyboard focus came in). */
  | { type: 'pause' }
  | { type: 'hold'; held: boolean }
  /** The change of slide in progress has ended. */
  | { type: 'unlock' };

interface AutoplayOptions {
  count: number;
  startPaused?: boolean;
  interruptOnNavigate?: boolean;
  lockOnChange?: boolean;
}

export const initialAutoplayState = ({
  count,
  startPaused = false,
  interruptOnNavigate = false,
  lockOnChange = false,
}: AutoplayOptions): AutoplayState => ({
  index: 0,
  count,
  paused: startPaused,
  interrupted: false,
  held: false,
  navigations: 0,
  interruptOnNavigate,
  lockOnChange,
  locked: false,
});

const wrap = (value: number, count: number) => (count > 0 ? ((value % count) + count) % count : 0);

/** Auto-play is on: it advances by itself unless held. */
export const isAutoplayOn = (state: AutoplayState) =>
  !state.paused && !state.interrupted && state.count > 1;

/** The slides are actually moving by themselves right now. */
export const isRotating = (state: AutoplayState) => isAutoplayOn(state) && !state.held;

/** A manual move: nothing while locked, with one slide, or to the slide already shown. */
function navigate(state: AutoplayState, target: number): AutoplayState {
  if (state.count < 2 || state.locked) return state;
  const index = wrap(target, state.count);
  if (index === state.index) return state;
  return {
    ...state,
    index,
    interrupted: state.interruptOnNavigate || state.interrupted,
    navigations: state.navigations + 1,
    locked: state.lockOnChange,
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
      // Auto-play is never blocked by the lock, but its change starts one too.
      return isRotating(state)
        ? { ...state, index: wrap(state.index + 1, state.count), locked: state.lockOnChange }
        : state;
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
    case 'unlock':
      return state.locked ? { ...state, locked: false } : state;
  }
}
