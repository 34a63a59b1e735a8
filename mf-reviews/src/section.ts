import { defineSection } from 'ui-kit/section';
import { reviewFilterParams } from './filter';
import { sectionTexts } from './texts';

/**
 * The pages of mf-reviews and its home widget (the home page's testimonials-and-partners
 * slot, `./HomeWidget`), each with its texts per language, loaded with it. The grid of
 * all reviews reads `?pharmacy=<name>` (its filter, a GET form that works without script).
 */
export const section = defineSection({
  ...sectionTexts,
  pages: {
    '/testimonials': {
      component: () => import('./pages/Reviews'),
      texts: 'reviews',
      linkedFrom: { page: '/' },
      queryParams: reviewFilterParams,
    },
    '/partners': {
      component: () => import('./pages/Partners'),
      texts: 'partners',
      linkedFrom: { page: '/' },
    },
  },
});
