import type { SampleNotices } from './samples.schema';

/**
 * Lists that are still sample content written for this site (they name no real people
 * or organisations). While an entry is true, the pages showing that list say so, and
 * `pnpm check:go-live` fails. Set it to false once the list holds the group's own.
 */
export const sampleContent: Record<'testimonials' | 'reviews' | 'partners', boolean> = {
  testimonials: true,
  reviews: true,
  partners: true,
};

/** The notices shown where sample content appears. */
export const sampleNotices: SampleNotices = {
  label: 'Sample content.',
  homeWidget:
    'The testimonials and partner names in this section are examples written for this website, not real patients or partners.',
  reviewsPage:
    'The reviews, ratings and stories on this page are examples written for this website, not real patients. They will be replaced with our patients’ own reviews.',
  partnersPage:
    'The organisations on this page are examples written for this website, not real partners. The accepted card brands are real.',
};
