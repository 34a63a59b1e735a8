/**
 * The section's name and its texts per language, each loaded with the page (or the
 * island) that reads it: `section.ts` spreads this; an island names it as its owner.
 */
export const sectionTexts = {
  name: 'mf-medpack',
  texts: {
    medpack: { en: () => import('./content/medpack'), es: () => import('./content/medpack.es') },
    pets: { en: () => import('./content/pets'), es: () => import('./content/pets.es') },
    prices: { en: () => import('./content/prices'), es: () => import('./content/prices.es') },
  },
} as const;
