/**
 * The section's name and its texts per language (one set), each loaded with the page (or
 * the island) that reads it: `section.ts` spreads this; an island names it as its owner.
 */
export const sectionTexts = {
  name: 'mf-locations',
  texts: {
    locations: {
      en: () => import('./content/location-details'),
      es: () => import('./content/location-details.es'),
    },
  },
} as const;
