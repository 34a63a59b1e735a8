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
 * The section's name and its texts per language, each loaded with the page (or the
 * island) that reads it: `section.ts` spreads this; an island names it as its owner.
 */
export const sectionTexts = {
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
} as const;
