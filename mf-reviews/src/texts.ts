import { defineTexts } from 'ui-kit/section';
import packageJson from '../package.json' with { type: 'json' };

/**
 * The section's texts (the one place they are assembled): each set is one module per
 * language, loaded with the page or the island that reads it. Pages and islands read
 * them with `useContent`; `section.ts` names a set for each page.
 */
export const sectionTexts = defineTexts(packageJson.name, {
  reviews: {
    en: () => import('./content/texts/reviews'),
    es: () => import('./content/texts/reviews.es'),
  },
  partners: {
    en: () => import('./content/texts/partners'),
    es: () => import('./content/texts/partners.es'),
  },
  homeWidget: {
    en: () => import('./content/homeWidget'),
    es: () => import('./content/homeWidget.es'),
  },
});

export const { useContent, island } = sectionTexts;
