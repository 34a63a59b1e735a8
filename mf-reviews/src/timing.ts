import { limits as kit, timers as kitTimers } from 'ui-kit/timing';

/**
 * The reviews team's timers and limits (the home widget's captions, rotation and partner
 * list, the testimonials carousel), with the UI kit's; the tests run the clock by these.
 */
export const timers = {
  ...kitTimers,
  captionPhraseMs: 3000,
  testimonialRotationMs: 4000,
  reviewsAutoplayResumeMs: 10000,
  partnerLoadDesktopMs: 2000,
  partnerLoadMobileMs: 8000,
} as const;

export const limits = {
  ...kit,
  partnerSubsetMobile: 20,
  partnerSubsetDesktop: 40,
  partnerMarqueeRepeat: 10,
  reviewDots: 10,
} as const;
