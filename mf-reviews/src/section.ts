import { defineSection } from 'ui-kit/section';

/** A page's texts from several modules of one language, as one set. */
const merged = async <A extends object, B extends object, C extends object = object>(
  a: Promise<A>,
  b: Promise<B>,
  c?: Promise<C>,
) => {
  const [first, second, third] = await Promise.all([a, b, c]);
  return { ...first, ...second, ...third } as A & B & C;
};

/**
 * The pages of mf-reviews and its home widget (the home page's testimonials-and-partners
 * slot, `./HomeWidget`), each with its texts per language, loaded with it.
 */
export const section = defineSection({
  name: 'mf-reviews',
  texts: {
    reviews: {
      en: () => merged(import('./content/reviews'), import('./content/samples')),
      es: () => merged(import('./content/reviews.es'), import('./content/samples.es')),
    },
    partners: {
      en: () => merged(import('./content/partners'), import('./content/samples')),
      es: () => merged(import('./content/partners.es'), import('./content/samples.es')),
    },
    // One module per language: the widget's texts come as one chunk, not three.
    homeWidget: {
      en: () => import('./content/homeWidget'),
      es: () => import('./content/homeWidget.es'),
    },
  },
  pages: {
    '/testimonials': {
      component: () => import('./pages/Reviews'),
      texts: 'reviews',
      linkedFrom: { page: '/' },
    },
    '/partners': {
      component: () => import('./pages/Partners'),
      texts: 'partners',
      linkedFrom: { page: '/' },
    },
  },
});
