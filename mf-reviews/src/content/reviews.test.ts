import { locations } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { averageRating, ratingSummaries } from '../ratings';
import { reviews, reviewsPageText as text } from './reviews';
import { review, reviewsPageText } from './reviews.schema';
import type { PharmacyName } from './testimonials.schema';

const pharmacies = locations.map((location) => location.shortName as PharmacyName);

describe('reviews (sample data)', () => {
  it('match the schema', () => {
    z.array(review).parse(reviews);
    reviewsPageText.parse(text);
  });

  it('have unique ids and at least ten featured stories', () => {
    expect(new Set(reviews.map((entry) => entry.id)).size).toBe(reviews.length);
    expect(reviews.length).toBeGreaterThanOrEqual(10);
    const featured = reviews.slice(0, 10);
    expect(new Set(featured.map((entry) => entry.pharmacy)).size).toBe(4);
  });

  it('average, per location, to the ratings the pages show (4.9, 5.0, 4.8, 4.9)', () => {
    const summaries = ratingSummaries(reviews, pharmacies, (entry) => entry.pharmacy);
    expect(Object.fromEntries(summaries.map((summary) => [summary.key, summary.average]))).toEqual({
      Family: 4.9,
      Specialty: 5.0,
      Parlin: 4.8,
      Outpatient: 4.9,
    });
    // And to the rating each location's own page shows.
    for (const location of locations) {
      const summary = summaries.find((entry) => entry.key === location.shortName);
      expect(summary?.average).toBe(location.rating);
      expect(summary?.stars).toBe(5);
      expect(summary?.count).toBeGreaterThanOrEqual(5);
    }
  });

  it('average 4.9 overall, not all five stars', () => {
    expect(averageRating(reviews)).toBe(4.9);
    expect(reviews.some((entry) => entry.rating < 5)).toBe(true);
  });

  it('link to /locations and /services/transfers', () => {
    expect(text.actions.map((action) => action.href)).toEqual([
      '/locations',
      '/services/transfers',
    ]);
  });
});
