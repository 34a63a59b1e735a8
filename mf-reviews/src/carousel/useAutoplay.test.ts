import { act, renderHook } from '@testing-library/react';
import { timers } from 'shared-content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type UseAutoplayOptions, useAutoplay } from './useAutoplay';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const reviewsCarousel: UseAutoplayOptions = {
  count: 10,
  intervalMs: timers.carouselAutoplayMs,
  resumeAfterMs: timers.reviewsAutoplayResumeMs,
};

describe('useAutoplay (reviews carousel: 5 s auto-play, 10 s resume)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 s, not before', () => {
    const { result } = renderHook(() => useAutoplay(reviewsCarousel));
    advance(4999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(5000);
    expect(result.current.index).toBe(2);
  });

  it('turns auto-play off on manual navigation and back on 10 s later', () => {
    const { result } = renderHook(() => useAutoplay(reviewsCarousel));
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
    const { result } = renderHook(() => useAutoplay(reviewsCarousel));
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
    const { result } = renderHook(() => useAutoplay(reviewsCarousel));
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
    const { result } = renderHook(() => useAutoplay(reviewsCarousel));
    act(() => result.current.togglePause());
    advance(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePause());
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('starts paused under reduced motion, and pauses when it is switched on later', () => {
    const { result } = renderHook(() => useAutoplay({ ...reviewsCarousel, startPaused: true }));
    advance(20_000);
    expect(result.current).toMatchObject({ index: 0, paused: true });

    const second = renderHook((options: UseAutoplayOptions) => useAutoplay(options), {
      initialProps: reviewsCarousel,
    });
    advance(5000);
    expect(second.result.current.index).toBe(1);
    second.rerender({ ...reviewsCarousel, startPaused: true });
    advance(20_000);
    expect(second.result.current).toMatchObject({ index: 1, paused: true });
  });

  it('holds while hovered and goes on once released', () => {
    const { result } = renderHook(() => useAutoplay(reviewsCarousel));
    act(() => result.current.hold(true));
    advance(20_000);
    expect(result.current).toMatchObject({ index: 0, on: true, rotating: false });
    act(() => result.current.hold(false));
    advance(5000);
    expect(result.current.index).toBe(1);
  });
});

describe('useAutoplay (home testimonials: 4 s, manual navigation only restarts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const home: UseAutoplayOptions = { count: 7, intervalMs: timers.testimonialRotationMs };

  it('rotates every 4 s and wraps around', () => {
    const { result } = renderHook(() => useAutoplay(home));
    advance(4000 * 7);
    expect(result.current.index).toBe(0);
    advance(4000);
    expect(result.current.index).toBe(1);
  });

  it('keeps rotating after next/previous, a full interval after the click', () => {
    const { result } = renderHook(() => useAutoplay(home));
    advance(3000);
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ index: 6, on: true });
    advance(3999);
    expect(result.current.index).toBe(6);
    advance(1);
    expect(result.current.index).toBe(0);
  });

  it('does nothing until enabled', () => {
    const { result, rerender } = renderHook((options: UseAutoplayOptions) => useAutoplay(options), {
      initialProps: { ...home, enabled: false } as UseAutoplayOptions,
    });
    advance(20_000);
    expect(result.current.index).toBe(0);
    rerender(home);
    advance(4000);
    expect(result.current.index).toBe(1);
  });
});
