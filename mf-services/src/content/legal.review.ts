import { legalDocuments } from './legal';
import type { LegalDocuments } from './legal.schema';

/**
 * The owner's legal review of the Spanish legal texts (`legal.es.ts`), listed by the content
 * checks (`checks.ts`, `awaitingReview`). Kept apart from the texts: the English titles it
 * names are not downloaded with the Spanish pages.
 */

/** What the owner reviews, and where they mark it: one entry per translated document. */
const translationOf = (key: keyof LegalDocuments) => ({
  what: `Spanish translation of ${legalDocuments[key].meta.title}`,
  where: `mf-services/src/content/legal.review.ts: legalTranslationReview.${key}.reviewed`,
});

/** One translation the owner reviews (shaped as the content checks' `AwaitingReview`). */
interface TranslationReview {
  what: string;
  where: string;
  reviewed: boolean;
}

/**
 * The owner's legal review of each translation above: set `reviewed: true` once their
 * lawyer has approved that document in Spanish. Meant for the `awaitingReview` list of the
 * package's content checks (`checks.ts`).
 */
export const legalTranslationReview: Record<keyof LegalDocuments, TranslationReview> = {
  privacy: { ...translationOf('privacy'), reviewed: false },
  terms: { ...translationOf('terms'), reviewed: false },
  hipaa: { ...translationOf('hipaa'), reviewed: false },
  accessibility: { ...translationOf('accessibility'), reviewed: false },
  nondiscrimination: { ...translationOf('nondiscrimination'), reviewed: false },
};

/**
 * Paragraphs added to the legal texts for what the current rules expect, in both languages
 * (each marked in `legal.ts` and `legal.es.ts` with its key): the owner's lawyer checks
 * each, then sets `reviewed: true`. Listed by `pnpm check:go-live` until then.
 */
const addition = (key: string, what: string) => ({
  what: `Added to ${what} (English and Spanish)`,
  where: `mf-services/src/content/legal.review.ts: legalAdditionsReview.${key}.reviewed`,
});

export const legalAdditionsReview = {
  reasonableModifications: {
    ...addition(
      'reasonableModifications',
      'the nondiscrimination notice: reasonable modifications for people with disabilities',
    ),
    reviewed: false,
  },
  confidentialCommunications: {
    ...addition(
      'confidentialCommunications',
      'the HIPAA notice: the right to request confidential communications',
    ),
    reviewed: false,
  },
  writtenAuthorization: {
    ...addition(
      'writtenAuthorization',
      'the HIPAA notice: written authorization for marketing, sale of information and psychotherapy notes',
    ),
    reviewed: false,
  },
  grievanceInSpanish: {
    what: 'Spanish nondiscrimination notice: a grievance to our Civil Rights Coordinator ("reclamo (queja formal)") kept apart from a complaint to HHS OCR ("queja")',
    where:
      'mf-services/src/content/legal.review.ts: legalAdditionsReview.grievanceInSpanish.reviewed',
    reviewed: false,
  },
} satisfies Record<string, TranslationReview>;
