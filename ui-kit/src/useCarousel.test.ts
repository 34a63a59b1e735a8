import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timers } from './timing';
import { type CarouselOptions, useCarousel } from './useCarousel';

const hero = {
  count: 3,
  intervalMs: 6000,
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

  it('uses the default carousel interval of 5 s when none is given (reviews carousel)', () => {
    const { result } = renderHook(() => useCarousel({ count: 4 }));
    advance(timers.carouselAutoplayMs - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(timers.carouselAutoplayMs);
    expect(result.current.index).toBe(2);
  });

  it('wraps in both directions', () => {
    const { result } = renderHook(() => useCarousel({ ...hero, startPaused: true }));
    act(() => {
      result.current.previous();
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

  it('holds auto-play while not enabled without changing the pause choice', () => {
    const { result, rerender } = renderHook((options: CarouselOptions) => useCarousel(options), {
      initialProps: { ...hero, enabled: false },
    });
    advance(20_000);
    expect(result.current.index).toBe(0);
    expect(result.current.paused).toBe(false);
    rerender({ ...hero, enabled: true });
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

  it('can turn auto-play off after a manual navigation and back on later (reviews carousel)', () => {
    const { result } = renderHook(() =>
      useCarousel({ count: 10, intervalMs: 4000, resumeAfterManualMs: 10_000 }),
    );
    act(() => {
      result.current.next();
    });
    // Off, but not by the visitor's Pause choice: that is a flag of its own.
    expect(result.current).toMatchObject({ on: false, paused: false });
    advance(9999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.on).toBe(true);
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

const reviewsCarousel: CarouselOptions = {
  count: 10,
  intervalMs: timers.carouselAutoplayMs,
  lockMs: 0,
  resumeAfterManualMs: 10000,
};

describe('useCarousel (reviews carousel: 5 s auto-play, 10 s resume)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns auto-play off on manual navigation and back on 10 s later', () => {
    const { result } = renderHook(() => useCarousel(reviewsCarousel));
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, on: false, paused: false });
    advance(9999);
    expect(result.current.index).toBe(1);
    expect(result.current.on).toBe(false);
    advance(1);
    expect(result.current.on).toBe(true);
    // Back on: the next advance comes a full interval later.
    advance(4999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
  });

  it('counts the 10 s from the last manual navigation', () => {
    const { result } = renderHook(() => useCarousel(reviewsCarousel));
    act(() => result.current.goTo(5));
    advance(6000);
    act(() => result.current.previous());
    expect(result.current.index).toBe(4);
    advance(9000);
    expect(result.current.on).toBe(false);
    advance(1000);
    expect(result.current.on).toBe(true);
  });

  it('lets Pause win over the 10 s resume', () => {
    const { result } = renderHook(() => useCarousel(reviewsCarousel));
    act(() => result.current.next());
    act(() => result.current.togglePause());
    advance(60_000);
    expect(result.current).toMatchObject({ index: 1, paused: true, on: false });
    act(() => result.current.togglePause());
    expect(result.current.on).toBe(true);
    advance(5000);
    expect(result.current.index).toBe(2);
  });

  it('stops while paused by the toggle and restarts when resumed', () => {
    const { result } = renderHook(() => useCarousel(reviewsCarousel));
    act(() => result.current.togglePause());
    advance(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePause());
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('starts paused under reduced motion, and pauses when it is switched on later', () => {
    const { result } = renderHook(() => useCarousel({ ...reviewsCarousel, startPaused: true }));
    advance(20_000);
    expect(result.current).toMatchObject({ index: 0, paused: true });

    const second = renderHook((options: CarouselOptions) => useCarousel(options), {
      initialProps: reviewsCarousel,
    });
    advance(5000);
    expect(second.result.current.index).toBe(1);
    second.rerender({ ...reviewsCarousel, startPaused: true });
    advance(20_000);
    expect(second.result.current).toMatchObject({ index: 1, paused: true });
  });

  it('holds while hovered and goes on once released', () => {
    const { result } = renderHook(() => useCarousel(reviewsCarousel));
    act(() => result.current.hold(true));
    advance(20_000);
    expect(result.current).toMatchObject({ index: 0, on: true, rotating: false });
    act(() => result.current.hold(false));
    advance(5000);
    expect(result.current.index).toBe(1);
  });
});

describe('useCarousel (home testimonials: 4 s, manual navigation only restarts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const home: CarouselOptions = { count: 7, intervalMs: 4000, lockMs: 0 };

  it('rotates every 4 s and wraps around', () => {
    const { result } = renderHook(() => useCarousel(home));
    advance(4000 * 7);
    expect(result.current.index).toBe(0);
    advance(4000);
    expect(result.current.index).toBe(1);
  });

  it('keeps rotating after next/previous, a full interval after the click', () => {
    const { result } = renderHook(() => useCarousel(home));
    advance(3000);
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ index: 6, on: true });
    advance(3999);
    expect(result.current.index).toBe(6);
    advance(1);
    expect(result.current.index).toBe(0);
  });

  it('does nothing until enabled', () => {
    const { result, rerender } = renderHook((options: CarouselOptions) => useCarousel(options), {
      initialProps: { ...home, enabled: false } as CarouselOptions,
    });
    advance(20_000);
    expect(result.current.index).toBe(0);
    rerender(home);
    advance(4000);
    expect(result.current.index).toBe(1);
  });
});
