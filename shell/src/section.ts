import { defineSection } from 'ui-kit/section';

/**
 * The pages the shell renders itself (every other path belongs to a remote or goes
 * home), each loading its component and its texts in the page's language when visited.
 * Chunk names (`page-<name>`, `page-<name>-<lang>`) only make the build folder readable:
 * the build lists each page's chunks (`page-chunks.json`) for the server.
 */
export const section = defineSection({
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
  pages: {
    '/': {
      component: () => import(/* webpackChunkName: "page-home" */ './pages/home/Home'),
      texts: 'home',
      linkedFrom: { page: '/' },
    },
    '/about': {
      component: () => import(/* webpackChunkName: "page-about" */ './pages/about/About'),
      texts: 'about',
      linkedFrom: { page: '/' },
    },
    '/contact': {
      component: () => import(/* webpackChunkName: "page-contact" */ './pages/contact/Contact'),
      texts: 'contact',
      linkedFrom: { page: '/' },
    },
    '/features': {
      component: () => import(/* webpackChunkName: "page-features" */ './pages/features/Features'),
      texts: 'features',
      linkedFrom: { page: '/' },
    },
    '/blog': {
      component: () => import(/* webpackChunkName: "page-blog" */ './pages/blog/Blog'),
      texts: 'blog',
      linkedFrom: { page: '/' },
    },
  },
});
