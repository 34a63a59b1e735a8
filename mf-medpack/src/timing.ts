import { limits as kit, timers as kitTimers } from 'ui-kit/timing';

/** The MedPack team's timers and limits, with the UI kit's; the tests run the clock by these. */
export const timers = {
  ...kitTimers,
  fakeSearchMs: 1500,
  tickerLoopMs: 45000,
} as const;

export const limits = {
  ...kit,
  /** How many medications the best-prices ticker lists (`bestPricesPage` schema). */
  popularMedications: 24,
} as const;
