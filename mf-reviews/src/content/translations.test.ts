import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as spanish from './es';
import { relativeDate as relativeDateInEnglish } from './homeWidget';
import { relativeDate as relativeDateInSpanish } from './homeWidget.es';
import * as english from './index';

describe('the Spanish content', () => {
  it('writes the testimonials’ relative dates in each language', () => {
    expect(relativeDateInSpanish([2, 'week'])).toBe('hace 2 semanas');
    expect(relativeDateInSpanish([1, 'month'])).toBe('hace un mes');
    expect(relativeDateInSpanish([1, 'week'])).toBe('hace una semana');
    expect(relativeDateInSpanish([1, 'year'])).toBe('hace un año');
    expect(relativeDateInSpanish([5, 'day'])).toBe('hace 5 días');
    expect(relativeDateInSpanish([4, 'month'])).toBe('hace 4 meses');
    expect(relativeDateInEnglish([2, 'week'])).toBe('2 weeks ago');
    expect(relativeDateInEnglish([1, 'month'])).toBe('a month ago');
  });

  it('keeps each language’s modules apart: they share only the text-free facts', () => {
    const folder = dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(folder).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const imports = (file: string) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/from '\.\/([^']+)'/g)].map(
        (match) => match[1] as string,
      );
    const neutral = /\.(facts|schema)$|^(pages|schemas)$/;
    for (const file of sources.filter((name) => /\.es\.ts$/.test(name))) {
      for (const target of imports(file)) {
        expect(neutral.test(target) || target.endsWith('.es'), `${file} imports ${target}`).toBe(
          true,
        );
      }
    }
    for (const file of sources.filter((name) => !/\.es\.ts$|^(es|checks)\.ts$/.test(name))) {
      for (const target of imports(file)) {
        expect(target.endsWith('.es'), `${file} imports ${target}`).toBe(false);
      }
    }
    for (const file of sources.filter((name) => name.endsWith('.facts.ts'))) {
      for (const target of imports(file)) {
        expect(neutral.test(target), `${file} imports ${target}`).toBe(true);
      }
    }
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
