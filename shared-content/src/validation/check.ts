import type { z } from 'zod';

/** One content export with the schema it must satisfy. */
export interface ContentCheck {
  /** The file it lives in, from the workspace root (`mf-reviews/src/content/reviews.ts`). */
  file: string;
  /** The exported value checked. */
  name: string;
  data: unknown;
  schema: z.ZodType;
  /**
   * The same export in Spanish, from the file beside it (`reviews.es.ts`): it must pass
   * the same schema and carry every text the English one has, and no other.
   */
  translation?: { file: string; data: unknown };
}

/** A list still marked as sample content (written for this site, no real people). */
export interface SampleList {
  /** What the list holds, plural: `testimonials`. */
  list: string;
  count: number;
  isSample: boolean;
  /** Where the flag is set, as `<file>: <entry>.<field>`. */
  where: string;
}

/**
 * What a package's content checks module (`<package>/src/content/checks.ts`, and
 * `shared-content/src/site/checks.ts` for the site-wide facts) exports: read by
 * `pnpm validate:content` and `pnpm check:go-live`.
 */
export interface ContentChecksModule {
  contentChecks: readonly ContentCheck[];
  sampleLists?: readonly SampleList[];
  /** Texts that wait for the owner's review before go-live (translated legal texts). */
  awaitingReview?: readonly AwaitingReview[];
}

/** A text the owner must review (a translation of a legal document), and whether they have. */
export interface AwaitingReview {
  /** What it is: `Spanish translation of the Notice of Privacy Practices`. */
  what: string;
  /** Where the owner marks it reviewed, as `<file>: <entry>.<field>`. */
  where: string;
  reviewed: boolean;
}

/**
 * Makes the checks of one content folder: `checksIn('mf-reviews/src/content')`. Give the
 * Spanish twin of an export as the last argument: it is checked against the same schema
 * and against the English one, key by key (`reviews.es.ts` beside `reviews.ts`).
 */
export const checksIn =
  (folder: string) =>
  (
    file: string,
    name: string,
    data: unknown,
    schema: z.ZodType,
    spanish?: unknown,
  ): ContentCheck => ({
    file: `${folder}/${file}.ts`,
    name,
    data,
    schema,
    ...(spanish === undefined
      ? {}
      : { translation: { file: `${folder}/${file}.es.ts`, data: spanish } }),
  });
