import { maxStars } from 'shared-content/logic';

/**
 * The timers and limits of the shared UI kit (carousels, lazy images, ratings), in
 * milliseconds unless named otherwise. A team's own timings live in its package
 * (`mf-reviews/src/timing.ts`, `mf-medpack/src/timing.ts`, `shell/src/timing.ts`), so a
 * change to them ships with that team alone; the tests run the clock by these values.
 * Its own entry point (`ui-kit/timing`), so the end-to-end tests read it without the
 * components.
 */
export const timers = {
  carouselAutoplayMs: 5000,
  carouselTransitionLockMs: 600,
  lazyImageDelayMobileMs: 1000,
} as const;

export const limits = {
  lazyImageVisibility: 0.1,
  stars: maxStars,
} as const;
