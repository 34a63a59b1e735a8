import { nonEmpty } from 'shared-content/schemas';
import { z } from 'zod';

/** The notices shown where sample content appears (`samples.ts`). */
export const sampleNotices = z.strictObject({
  /** "Sample content.": the notice's bold opening. */
  label: nonEmpty,
  homeWidget: nonEmpty,
  reviewsPage: nonEmpty,
  partnersPage: nonEmpty,
});

export type SampleNotices = z.infer<typeof sampleNotices>;
