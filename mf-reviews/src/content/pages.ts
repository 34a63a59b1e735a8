import { declarePages } from 'shared-content';

/** The pages of mf-reviews (it also exposes the home page's widget). */
export const reviewPages = declarePages({ pages: ['/testimonials', '/partners'] });
