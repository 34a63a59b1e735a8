import { describe, expect, it } from 'vitest';
import { averageRating, ratingSummaries } from './ratings';

const rated = (...ratings: number[]) => ratings.map((rating) => ({ rating }));

describe('averageRating', () => {
  it('averages to one decimal', () => {
    expect(averageRating(rated(5, 5, 4))).toBe(4.7);
    expect(averageRating(rated(5, 5, 5, 5, 5, 5, 5, 5, 5, 4))).toBe(4.9);
    expect(averageRating(rated(5, 5, 5))).toBe(5);
    expect(averageRating(rated(1, 2))).toBe(1.5);
  });

  it('rounds halves up even where floating point would not (57 / 12 = 4.75)', () => {
    expect(averageRating(rated(5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 3))).toBe(4.8);
    // 93 / 20 = 4.65, which is 4.6499... as a float: still 4.7.
    const thirteenFivesSevenFours = rated(...Array(13).fill(5), ...Array(7).fill(4));
    expect(averageRating(thirteenFivesSevenFours)).toBe(4.7);
  });

  it('is 0 for no reviews', () => {
    expect(averageRating([])).toBe(0);
  });
});

describe('ratingSummaries', () => {
  const reviews = [
    { pharmacy: 'A', rating: 5 },
    { pharmacy: 'B', rating: 4 },
    { pharmacy: 'A', rating: 4 },
    { pharmacy: 'B', rating: 4 },
    { pharmacy: 'B', rating: 5 },
  ] as const;

  it('summarizes each key in the given order', () => {
    expect(ratingSummaries(reviews, ['B', 'A', 'C'], (review) => review.pharmacy)).toEqual([
      { key: 'B', average: 4.3, stars: 4, count: 3 },
      { key: 'A', average: 4.5, stars: 5, count: 2 },
      { key: 'C', average: 0, stars: 0, count: 0 },
    ]);
  });
});
