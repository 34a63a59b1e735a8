import { declarePages } from 'shared-content';

/** The pages of mf-medpack. */
export const medpackPages = declarePages({
  pages: ['/medpack', '/medpack/how-it-works', '/pet-medications', '/best-prices'],
});
