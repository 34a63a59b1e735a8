import { describe, expect, it } from 'vitest';
import * as spanish from './es';
import * as english from './index';
import { relativeDateInSpanish } from './testimonials.es';

describe('the Spanish content', () => {
  it('writes the testimonials’ relative dates in Spanish', () => {
    expect(relativeDateInSpanish('2 weeks ago')).toBe('hace 2 semanas');
    expect(relativeDateInSpanish('a month ago')).toBe('hace un mes');
    expect(relativeDateInSpanish('a week ago')).toBe('hace una semana');
    expect(relativeDateInSpanish('a year ago')).toBe('hace un año');
    expect(relativeDateInSpanish('5 days ago')).toBe('hace 5 días');
    expect(relativeDateInSpanish('4 months ago')).toBe('hace 4 meses');
    expect(() => relativeDateInSpanish('yesterday')).toThrow(/yesterday/);
  });

  it('keeps the quotations in English and every fact the English has', () => {
    expect(spanish.testimonials.map((entry) => entry.review)).toEqual(
      english.testimonials.map((entry) => entry.review),
    );
    expect(spanish.testimonials.every((entry) => entry.source.startsWith('vía '))).toBe(true);
    expect(spanish.reviews).toBe(english.reviews);
    expect(spanish.sampleContent).toBe(english.sampleContent);
    expect(spanish.homeTestimonials.map((entry) => entry.id)).toEqual([...english.homeCarouselIds]);
    expect(spanish.partners.map(({ name, logo, category }) => ({ name, logo, category }))).toEqual(
      english.partners.map(({ name, logo, category }) => ({ name, logo, category })),
    );
    expect(spanish.technologyStrip.map((entry) => entry.name)).toEqual(
      english.technologyStrip.map((entry) => entry.name),
    );
    expect(spanish.partnerBadge('Visa')?.logo).toBe('VISA');
  });

  it('translates every partner kind', () => {
    for (const [index, entry] of spanish.partners.entries()) {
      const original = english.partners[index];
      if (original?.type === 'Hospital') continue; // the same word in Spanish
      expect(entry.type).not.toBe(original?.type);
    }
  });
});
