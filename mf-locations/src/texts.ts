import { defineTexts } from 'ui-kit/section';
import packageJson from '../package.json' with { type: 'json' };

/**
 * The section's texts (the one place they are assembled): each set is one module per
 * language, loaded with the page or the island that reads it. Pages and islands read
 * them with `useContent`; `section.ts` names a set for each page.
 */
export const sectionTexts = defineTexts(packageJson.name, {
  locations: {
    en: () => import('./content/location-details'),
    es: () => import('./content/location-details.es'),
  },
});

export const { useContent, island } = sectionTexts;
