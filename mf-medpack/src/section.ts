import { defineSection } from 'ui-kit/section';
import { priceSearchParams } from './prices/search';
import { sectionTexts } from './texts';

/**
 * The pages of mf-medpack, each with its texts per language (loaded with the page, in its
 * language only). `/best-prices` reads its search from the address (a GET form).
 */
export const section = defineSection({
  ...sectionTexts,
  pages: {
    '/medpack': {
      component: () => import('./pages/MedPack'),
      texts: 'medpack',
      linkedFrom: { page: '/' },
    },
    '/medpack/how-it-works': {
      component: () => import('./pages/MedPackHowItWorks'),
      texts: 'medpack',
      linkedFrom: { page: '/medpack' },
    },
    '/pet-medications': {
      component: () => import('./pages/PetMedications'),
      texts: 'pets',
      linkedFrom: { page: '/' },
    },
    '/best-prices': {
      component: () => import('./pages/BestPrices'),
      texts: 'prices',
      linkedFrom: { page: '/' },
      queryParams: priceSearchParams,
    },
  },
});
