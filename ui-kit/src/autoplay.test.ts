import { describe, expect, it } from 'vitest';
import {
  type AutoplayAction,
  type AutoplayState,
  autoplayReducer,
  initialAutoplayState,
  isAutoplayOn,
  isRotating,
} from './autoplay';

const run = (state: AutoplayState, ...actions: AutoplayAction[]) =>
  actions.reduce(autoplayReducer, state);

const reviews = initialAutoplayState({ count: 10, interruptOnNavigate: true });
const home = initialAutoplayState({ count: 7 });

describe('autoplay reducer', () => {
  it('starts on the first slide with auto-play on (paused under reduced motion)', () => {
    expect(reviews).toMatchObject({ index: 0, paused: false, interrupted: false });
    expect(isRotating(reviews)).toBe(true);
    const reduced = initialAutoplayState({ count: 10, startPaused: true });
    expect(reduced.paused).toBe(true);
    expect(isAutoplayOn(reduced)).toBe(false);
  });

  it('advances on each tick and wraps from the last slide to the first', () => {
    expect(run(reviews, { type: 'tick' }).index).toBe(1);
    const last = run(reviews, { type: 'goTo', index: 9 }, { type: 'resume', navigation: 1 });
    expect(run(last, { type: 'tick' }).index).toBe(0);
  });

  it('wraps manual navigation both ways', () => {
    expect(run(reviews, { type: 'previous' }).index).toBe(9);
    expect(run(reviews, { type: 'previous' }, { type: 'next' }).index).toBe(0);
    expect(run(reviews, { type: 'goTo', index: 13 }).index).toBe(3);
  });

  it('turns auto-play off on any manual navigation: previous, next or a dot', () => {
    for (const action of [
      { type: 'next' },
      { type: 'previous' },
      { type: 'goTo', index: 4 },
    ] as const) {
      const state = run(reviews, action);
      expect(state.interrupted).toBe(true);
      expect(isAutoplayOn(state)).toBe(false);
      // Ticks do nothing while it is off.
      expect(run(state, { type: 'tick' }).index).toBe(state.index);
    }
  });

  it('turns auto-play back on with the resume of the last navigation only', () => {
    const twice = run(reviews, { type: 'next' }, { type: 'next' });
    expect(twice.navigations).toBe(2);
    // The resume scheduled after the first navigation is stale.
    expect(run(twice, { type: 'resume', navigation: 1 }).interrupted).toBe(true);
    const resumed = run(twice, { type: 'resume', navigation: 2 });
    expect(isAutoplayOn(resumed)).toBe(true);
    expect(run(resumed, { type: 'tick' }).index).toBe(3);
  });

  it('lets Pause win: a paused carousel is not resumed by the resume delay', () => {
    const pausedAfterNavigating = run(reviews, { type: 'next' }, { type: 'togglePause' });
    const afterResume = run(pausedAfterNavigating, { type: 'resume', navigation: 1 });
    expect(afterResume.paused).toBe(true);
    expect(isAutoplayOn(afterResume)).toBe(false);
    expect(run(afterResume, { type: 'tick' }).index).toBe(1);
    // Navigating while paused changes the slide but never un-pauses.
    const navigated = run(afterResume, { type: 'next' }, { type: 'resume', navigation: 2 });
    expect(navigated).toMatchObject({ index: 2, paused: true });
  });

  it('flips auto-play with the toggle; Resume also ends an interruption at once', () => {
    const paused = run(reviews, { type: 'togglePause' });
    expect(paused.paused).toBe(true);
    expect(run(paused, { type: 'tick' }).index).toBe(0);
    const resumed = run(paused, { type: 'togglePause' });
    expect(isRotating(resumed)).toBe(true);
    const interrupted = run(
      reviews,
      { type: 'next' },
      { type: 'togglePause' },
      { type: 'togglePause' },
    );
    expect(isRotating(interrupted)).toBe(true);
  });

  it('holds the slides while hovered or focused without turning auto-play off', () => {
    const held = run(reviews, { type: 'hold', held: true });
    expect(isAutoplayOn(held)).toBe(true);
    expect(isRotating(held)).toBe(false);
    expect(run(held, { type: 'tick' }).index).toBe(0);
    expect(run(held, { type: 'hold', held: false }, { type: 'tick' }).index).toBe(1);
  });

  it('pauses (without toggling back) when reduced motion is switched on', () => {
    expect(run(reviews, { type: 'pause' }).paused).toBe(true);
    expect(run(reviews, { type: 'pause' }, { type: 'pause' }).paused).toBe(true);
  });

  it('on the home widget, manual navigation moves without turning auto-play off', () => {
    const moved = run(home, { type: 'next' }, { type: 'previous' }, { type: 'previous' });
    expect(moved.index).toBe(6);
    expect(moved.navigations).toBe(3);
    expect(isRotating(moved)).toBe(true);
    expect(run(moved, { type: 'tick' }).index).toBe(0);
  });

  it('never rotates one slide', () => {
    const single = initialAutoplayState({ count: 1 });
    expect(isRotating(single)).toBe(false);
    expect(run(single, { type: 'next' }).index).toBe(0);
  });

  it('navigating to the slide already shown changes nothing', () => {
    expect(run(reviews, { type: 'goTo', index: 0 })).toBe(reviews);
    expect(run(reviews, { type: 'goTo', index: 10 })).toBe(reviews);
  });
});

describe('autoplay reducer: the transition lock (image carousel)', () => {
  const hero = initialAutoplayState({ count: 3, lockOnChange: true });

  it('locks on every change and refuses manual navigation until unlocked', () => {
    const moved = run(hero, { type: 'next' });
    expect(moved).toMatchObject({ index: 1, locked: true });
    expect(run(moved, { type: 'next' })).toBe(moved);
    expect(run(moved, { type: 'previous' })).toBe(moved);
    expect(run(moved, { type: 'goTo', index: 0 })).toBe(moved);
    const unlocked = run(moved, { type: 'unlock' });
    expect(unlocked.locked).toBe(false);
    expect(run(unlocked, { type: 'previous' }).index).toBe(0);
  });

  it('lets auto-play advance through the lock, and locks after it too', () => {
    const locked = run(hero, { type: 'next' });
    const ticked = run(locked, { type: 'tick' });
    expect(ticked).toMatchObject({ index: 2, locked: true });
    const afterTick = run(hero, { type: 'tick' });
    expect(afterTick.locked).toBe(true);
    expect(run(afterTick, { type: 'next' }).index).toBe(1);
  });

  it('never locks a carousel configured without the lock', () => {
    expect(run(reviews, { type: 'next' }, { type: 'next' }).index).toBe(2);
    expect(run(reviews, { type: 'tick' }).locked).toBe(false);
  });
});
