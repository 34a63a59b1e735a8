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
