import { defineTexts } from 'ui-kit/section';
import packageJson from '../package.json' with { type: 'json' };

/**
 * The section's texts (the one place they are assembled): each set is one module per
 * language, loaded with the page or the island that reads it. Pages and islands read
 * them with `useContent`; `section.ts` names a set for each page.
 */
// Chunk names (`page-<name>-<lang>`) only make the build folder readable.
export const sectionTexts = defineTexts(packageJson.name, {
  home: {
    en: () => import(/* webpackChunkName: "page-home-en" */ './content/home'),
    es: () => import(/* webpackChunkName: "page-home-es" */ './content/home.es'),
  },
  about: {
    en: () => import(/* webpackChunkName: "page-about-en" */ './content/about'),
    es: () => import(/* webpackChunkName: "page-about-es" */ './content/about.es'),
  },
  contact: {
    en: () => import(/* webpackChunkName: "page-contact-en" */ './content/contact'),
    es: () => import(/* webpackChunkName: "page-contact-es" */ './content/contact.es'),
  },
  features: {
    en: () => import(/* webpackChunkName: "page-features-en" */ './content/features'),
    es: () => import(/* webpackChunkName: "page-features-es" */ './content/features.es'),
  },
  blog: {
    en: () => import(/* webpackChunkName: "page-blog-en" */ './content/blog'),
    es: () => import(/* webpackChunkName: "page-blog-es" */ './content/blog.es'),
  },
});

export const { useContent, island } = sectionTexts;
