/** A rating's scale: out of five stars. */
export const maxStars = 5;

/**
 * Whole stars to fill for a rating: the nearest whole number (4.5 -> 5, 4.4 -> 4),
 * kept within 0..5. Rounded from the shown one-decimal average, so the stars agree with
 * the number next to them.
 */
export function starCount(rating: number): number {
  return Math.min(maxStars, Math.max(0, Math.round(rating)));
}

/** "4.9": a rating as the site prints it, always with one decimal. */
export const formatRating = (rating: number) => rating.toFixed(1);
