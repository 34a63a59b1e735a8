import { lazy } from 'react';
import type { PageComponents } from 'shared-content/ui';
import { shellPages } from '../content';

// Each page loads when visited (App wraps routes in <Suspense>; the server's HTML shows
// the page meanwhile). /contact alone brings the form's rules and zod with it. Chunk
// names are `page-<path>` (`page-home` for /): the server preloads the page's chunk.
const Home = lazy(() => import(/* webpackChunkName: "page-home" */ './home/Home'));
const About = lazy(() => import(/* webpackChunkName: "page-about" */ './about/About'));
const Contact = lazy(() => import(/* webpackChunkName: "page-contact" */ './contact/Contact'));
const Features = lazy(() => import(/* webpackChunkName: "page-features" */ './features/Features'));
const Blog = lazy(() => import(/* webpackChunkName: "page-blog" */ './blog/Blog'));

export { shellPages as declaration };

/** The pages the shell renders itself; every other path belongs to a remote or goes home. */
export const pages = {
  '/': Home,
  '/about': About,
  '/contact': Contact,
  '/features': Features,
  '/blog': Blog,
} satisfies PageComponents<typeof shellPages>;
