/**
 * The shell's name and its texts per language, each loaded with the page (or the island)
 * that reads it: `section.ts` spreads this; the shell's islands name it as their owner.
 * Chunk names (`page-<name>-<lang>`) only make the build folder readable.
 */
export const sectionTexts = {
  name: 'shell',
  texts: {
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
  },
} as const;
