/**
 * Every timer and limit of the site, in milliseconds unless named otherwise; the tests
 * run the clock by these values.
 */
export const timers = {
  heroAutoplayMs: 6000,
  carouselAutoplayMs: 5000,
  carouselTransitionLockMs: 600,
  headerWordMs: 2000,
  captionPhraseMs: 3000,
  testimonialRotationMs: 4000,
  awardsMessageMs: 30000,
  reviewsAutoplayResumeMs: 10000,
  fakeSearchMs: 1500,
  partnerLoadDesktopMs: 2000,
  partnerLoadMobileMs: 8000,
  lazyImageDelayMobileMs: 1000,
  tickerLoopMs: 45000,
  toastDurationMs: 5000,
} as const;

export const limits = {
  partnerSubsetMobile: 20,
  partnerSubsetDesktop: 40,
  partnerMarqueeRepeat: 10,
  eagerImagesOnMobile: 2,
  lazyImageVisibility: 0.1,
  reviewDots: 10,
  stars: 5,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
  /** How many medications the best-prices ticker lists (`bestPricesPage` schema). */
  popularMedications: 24,
} as const;

export const toastHotkey = ['F8'] as const;
