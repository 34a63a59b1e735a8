import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { homeTestimonials, homeWidgetText as text } from './homeWidget';
import { homeCarouselIds, testimonials } from './testimonials';
import { homeWidgetText, testimonial } from './testimonials.schema';

describe('testimonials (sample data)', () => {
  it('match the schema', () => {
    z.array(testimonial).parse(testimonials);
    homeWidgetText.parse(text);
  });

  it('are about 105 five-star, verified entries with unique ids', () => {
    expect(testimonials).toHaveLength(105);
    expect(new Set(testimonials.map((entry) => entry.id)).size).toBe(testimonials.length);
    expect(testimonials.every((entry) => entry.rating === 5 && entry.verified)).toBe(true);
  });

  it('cover every pharmacy and both sources', () => {
    const count = (key: 'pharmacy' | 'source', value: string) =>
      testimonials.filter((entry) => entry[key] === value).length;
    for (const pharmacy of ['Family', 'Specialty', 'Parlin', 'Outpatient']) {
      expect(count('pharmacy', pharmacy)).toBeGreaterThanOrEqual(15);
    }
    expect(count('source', 'via Facebook')).toBeGreaterThanOrEqual(25);
    expect(count('source', 'via Google')).toBeGreaterThanOrEqual(25);
  });

  it('are varied: distinct names, distinct texts, no two opening with the same words', () => {
    expect(new Set(testimonials.map((entry) => entry.name)).size).toBe(testimonials.length);
    const openings = testimonials.map((entry) => entry.review.split(' ').slice(0, 4).join(' '));
    expect(new Set(openings).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((entry) => entry.location)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(testimonials.map((entry) => entry.date)).size).toBeGreaterThanOrEqual(10);
  });

  it('mark seven samples for the home carousel, from every pharmacy', () => {
    expect(homeTestimonials).toHaveLength(7);
    expect(homeTestimonials.map((entry) => entry.id)).toEqual([...homeCarouselIds]);
    expect(new Set(homeTestimonials.map((entry) => entry.pharmacy)).size).toBe(4);
  });
});

describe('home widget texts', () => {
  it('cycle through seven caption phrases, each completing "#1 …"', () => {
    expect(text.captionPhrases).toHaveLength(7);
    expect(new Set(text.captionPhrases).size).toBe(7);
    for (const phrase of text.captionPhrases) expect(phrase).toMatch(/^in \S/);
    expect(text.captionRank).toBe('#1');
  });

  it('link to the reviews and partners pages', () => {
    expect(text.readMore.href).toBe('/testimonials');
    expect(text.viewAllPartners.href).toBe('/partners');
  });
});
