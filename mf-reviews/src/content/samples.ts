import type { SampleNotices } from './samples.schema';

/** Which lists are samples is a fact of the lists (`samples.facts.ts`), the same in both languages. */
export { sampleContent } from './samples.facts';

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
