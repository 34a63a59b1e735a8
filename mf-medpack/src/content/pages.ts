import { declarePages } from 'shared-content';
import { priceSearchParams } from 'shared-content/logic';

/** The pages of mf-medpack. `/best-prices` reads its search from the address (a GET form). */
export const medpackPages = declarePages({
  pages: ['/medpack', '/medpack/how-it-works', '/pet-medications', '/best-prices'],
  queryParams: { '/best-prices': priceSearchParams },
});
