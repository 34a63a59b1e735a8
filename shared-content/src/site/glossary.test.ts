import { describe, expect, it } from 'vitest';
import { spanish } from '../logic/hoursText.es';
import { avoidedSpanishTerms, glossary } from './glossary';

describe('the Spanish glossary', () => {
  it('gives one Spanish word per English term, and never avoids its own choice', () => {
    const english = glossary.map((term) => term.en.toLowerCase());
    expect(new Set(english).size).toBe(english.length);
    for (const term of glossary) {
      expect(term.avoid ?? []).not.toContain(term.es);
    }
  });

  it('is followed by the shared hours texts', () => {
    const { closed, today, tomorrow, closedNow } = spanish;
    const texts = [closed, today, tomorrow, closedNow, spanish.openNow('7:00 p.m.')];
    for (const text of texts) {
      for (const avoided of avoidedSpanishTerms) expect(text.toLowerCase()).not.toContain(avoided);
    }
    expect(spanish.openNow('7:00 p.m.').toLowerCase()).toContain(
      glossary.find((term) => term.en === 'open now')?.es,
    );
  });
});
