import { type ComponentType, lazy } from 'react';

// Each page loads when visited (App wraps routes in <Suspense>; the server's HTML shows
// the page meanwhile). /contact alone brings the form's rules and zod with it.
const Home = lazy(() => import('./home/Home'));
const About = lazy(() => import('./about/About'));
const Contact = lazy(() => import('./contact/Contact'));
const Features = lazy(() => import('./features/Features'));
const Blog = lazy(() => import('./blog/Blog'));

/** The pages the shell renders itself; every other path belongs to a remote or goes home. */
export const shellPages: Record<string, ComponentType> = {
  '/': Home,
  '/about': About,
  '/contact': Contact,
  '/features': Features,
  '/blog': Blog,
};
