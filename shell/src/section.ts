import { defineSection } from 'ui-kit/section';
import { sectionTexts } from './texts';

/**
 * The pages the shell renders itself (every other path belongs to a remote or goes
 * home), each loading its component and its texts in the page's language when visited.
 * Chunk names (`page-<name>`, `page-<name>-<lang>`) only make the build folder readable:
 * the build lists each page's chunks (`page-chunks.json`) for the server.
 */
export const section = defineSection({
  ...sectionTexts,
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
