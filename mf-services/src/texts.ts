import { defineTexts } from 'ui-kit/section';
import packageJson from '../package.json' with { type: 'json' };

/**
 * The section's texts (the one place they are assembled): each set is one module per
 * language, loaded with the page or the island that reads it. Pages and islands read
 * them with `useContent`; `section.ts` names a set for each page. One set per kind of
 * page (`content/texts/<kind>.ts` re-exports what that kind reads), so the hours page
 * does not download the legal documents.
 */
export const sectionTexts = defineTexts(packageJson.name, {
  content: {
    en: () => import('./content/texts/content'),
    es: () => import('./content/texts/content.es'),
  },
  faq: { en: () => import('./content/texts/faq'), es: () => import('./content/texts/faq.es') },
  hours: {
    en: () => import('./content/texts/hours'),
    es: () => import('./content/texts/hours.es'),
  },
  legal: {
    en: () => import('./content/texts/legal'),
    es: () => import('./content/texts/legal.es'),
  },
});

export const { useContent, island } = sectionTexts;
