import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timers } from '../timing';
import { type CarouselOptions, useCarousel } from './useCarousel';

const hero = {
  count: 3,
  intervalMs: timers.heroAutoplayMs,
  lockMs: timers.carouselTransitionLockMs,
};

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-plays: the hero advances at 6 s, not before, and keeps going', () => {
    const { result } = renderHook(() => useCarousel(hero));
    expect(result.current.index).toBe(0);
    expect(result.current.rotating).toBe(true);
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(6000);
    expect(result.current.index).toBe(2);
    advance(6000);
    expect(result.current.index).toBe(0);
  });

  it('uses the default carousel interval of 5 s when none is given', () => {
    const { result } = renderHook(() => useCarousel({ count: 4 }));
    advance(timers.carouselAutoplayMs);
    expect(result.current.index).toBe(1);
  });

  it('wraps in both directions', () => {
    const { result } = renderHook(() => useCarousel({ ...hero, startPaused: true }));
    act(() => {
      result.current.prev();
    });
    expect(result.current.index).toBe(2);
    advance(hero.lockMs);
    act(() => {
      result.current.next();
    });
    expect(result.current.index).toBe(0);
  });

  it('blocks a second navigation within 600 ms of a change, then allows it', () => {
    const { result } = renderHook(() => useCarousel({ ...hero, startPaused: true }));
    let moved = false;
    act(() => {
      moved = result.current.next();
    });
    expect(moved).toBe(true);
    expect(result.current.locked).toBe(true);
    act(() => {
      moved = result.current.next();
    });
    expect(moved).toBe(false);
    expect(result.current.index).toBe(1);
    advance(599);
    act(() => {
      result.current.goTo(0);
    });
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.locked).toBe(false);
    act(() => {
      moved = result.current.goTo(0);
    });
    expect(moved).toBe(true);
    expect(result.current.index).toBe(0);
  });

  it('blocks two navigations fired in the same event', () => {
    const { result } = renderHook(() => useCarousel({ ...hero, startPaused: true }));
    act(() => {
      result.current.next();
      result.current.next();
    });
    expect(result.current.index).toBe(1);
  });

  it('stops auto-play while paused and resumes with a full interval', () => {
    const { result } = renderHook(() => useCarousel(hero));
    advance(3000);
    act(() => result.current.togglePause());
    expect(result.current.paused).toBe(true);
    expect(result.current.rotating).toBe(false);
    advance(60_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePause());
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it('starts paused when asked (reduced motion) and pauses when that turns on later', () => {
    const atStart = renderHook(() => useCarousel({ ...hero, startPaused: true }));
    expect(atStart.result.current.paused).toBe(true);
    advance(20_000);
    expect(atStart.result.current.index).toBe(0);

    const later = renderHook((options: CarouselOptions) => useCarousel(options), {
      initialProps: { ...hero, startPaused: false },
    });
    expect(later.result.current.paused).toBe(false);
    later.rerender({ ...hero, startPaused: true });
    expect(later.result.current.paused).toBe(true);
  });

  it('holds auto-play while suspended without changing the pause choice', () => {
    const { result, rerender } = renderHook((options: CarouselOptions) => useCarousel(options), {
      initialProps: { ...hero, suspended: true },
    });
    advance(20_000);
    expect(result.current.index).toBe(0);
    expect(result.current.paused).toBe(false);
    rerender({ ...hero, suspended: false });
    advance(6000);
    expect(result.current.index).toBe(1);
  });

  it('gives a full interval on a slide chosen by hand', () => {
    const { result } = renderHook(() => useCarousel(hero));
    advance(5000);
    act(() => {
      result.current.goTo(2);
    });
    advance(5000);
    expect(result.current.index).toBe(2);
    advance(1000);
    expect(result.current.index).toBe(0);
  });

  it('can pause after a manual navigation and resume later (reviews carousel)', () => {
    const { result } = renderHook(() =>
      useCarousel({ count: 10, intervalMs: 4000, resumeAfterManualMs: 10_000 }),
    );
    act(() => {
      result.current.next();
    });
    expect(result.current.paused).toBe(true);
    advance(9999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.paused).toBe(false);
    advance(4000);
    expect(result.current.index).toBe(2);
  });

  it('does nothing with a single slide', () => {
    const { result } = renderHook(() => useCarousel({ count: 1 }));
    let moved = true;
    act(() => {
      moved = result.current.next();
    });
    expect(moved).toBe(false);
    expect(result.current.rotating).toBe(false);
    expect(result.current.index).toBe(0);
  });
});
