/** The ratings of the reviews page: averages and the per-location summary (mf-reviews only). */
import { starCount } from 'shared-content/logic';

/** Anything with a star rating out of five. */
export interface Rated {
  rating: number;
}

/**
 * The average rating to one decimal (4.909 -> 4.9); 0 when there is nothing to average.
 * Rounded from the integer sum so that halves round up reliably (57 / 12 = 4.75 -> 4.8).
 */
export function averageRating(items: readonly Rated[]): number {
  if (items.length === 0) return 0;
  const sum = items.reduce((total, item) => total + item.rating, 0);
  return Math.round((sum * 10) / items.length) / 10;
}

interface RatingSummary<K extends string> {
  key: K;
  average: number;
  stars: number;
  count: number;
}

/**
 * One summary per key, in the order of `keys` (keys with no reviews get a count of 0):
 * the per-location summary of the reviews page.
 */
export function ratingSummaries<K extends string, T extends Rated>(
  items: readonly T[],
  keys: readonly K[],
  keyOf: (item: T) => K,
): RatingSummary<K>[] {
  return keys.map((key) => {
    const matching = items.filter((item) => keyOf(item) === key);
    const average = averageRating(matching);
    return { key, average, stars: starCount(average), count: matching.length };
  });
}
