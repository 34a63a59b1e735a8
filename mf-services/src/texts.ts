/**
 * The section's name and its texts per language, each loaded with the page (or the
 * island) that reads it (one set per kind of page: `section.ts` says why): `section.ts`
 * spreads this; an island names it as its owner.
 */
export const sectionTexts = {
  name: 'mf-services',
  texts: {
    content: {
      en: () => import('./pages/texts/content-en'),
      es: () => import('./pages/texts/content-es'),
    },
    faq: { en: () => import('./pages/texts/faq-en'), es: () => import('./pages/texts/faq-es') },
    hours: {
      en: () => import('./pages/texts/hours-en'),
      es: () => import('./pages/texts/hours-es'),
    },
    legal: {
      en: () => import('./pages/texts/legal-en'),
      es: () => import('./pages/texts/legal-es'),
    },
  },
} as const;
