import { limits as kit, timers as kitTimers } from 'ui-kit/timing';

/**
 * The shell's timers and limits (the hero carousel, the rotating word, the awards, the
 * toasts), with the UI kit's; the tests run the clock by these values.
 */
export const timers = {
  ...kitTimers,
  heroAutoplayMs: 6000,
  headerWordMs: 2000,
  awardsMessageMs: 30000,
  toastDurationMs: 5000,
  /**
   * A remote's module (a section's part, an island) that failed to load is tried again
   * after each of these pauses; the e2e tests' frozen clock runs through them.
   */
  remoteRetryDelaysMs: [1000, 3000],
} as const;

export const limits = {
  ...kit,
  eagerImagesOnMobile: 2,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
} as const;

export const toastHotkey = ['F8'] as const;
