// The Spanish of every section follows the one glossary (shared-content/src/site/glossary.ts).
import { avoidedSpanishTerms, glossary } from 'shared-content/validation';
import { describe, expect, it } from 'vitest';
import { checksModules } from '../../scripts/content-checks.mjs';
import { spanishTexts, translatedEnglishSentences } from './translations';

const texts = await spanishTexts();

describe('the Spanish texts of every package', () => {
  it('exist for every package with content: each section and the chrome', () => {
    const translated = new Set(texts.map(({ where }) => where.split('/')[0]));
    const withContent = checksModules().map((path) => path.split('/')[0]);
    expect(withContent.length).toBeGreaterThanOrEqual(6);
    expect(withContent.filter((name) => !translated.has(name))).toEqual([]);
  });

  it('never use a word the glossary avoids', () => {
    const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}]+/gu) ?? []);
    const found = texts.flatMap(({ text, where }) => {
      const lower = text.toLowerCase();
      return avoidedSpanishTerms
        .filter((term) =>
          term.includes(' ') ? lower.includes(term) : words(text).has(term.toLowerCase()),
        )
        .map(
          (term) =>
            `${where}: "${term}" (the glossary says ${glossary.find((entry) => entry.avoid?.includes(term))?.es})`,
        );
    });
    expect(found).toEqual([]);
  });

  it('leave many English sentences to be checked against the Spanish pages', async () => {
    expect((await translatedEnglishSentences()).length).toBeGreaterThan(100);
  });
});
