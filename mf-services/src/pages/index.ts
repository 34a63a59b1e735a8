import { type ComponentType, lazy } from 'react';
import { pageRoutes } from 'shared-content';
import { withAliases } from './routing';

// One chunk per kind of page, so a visitor to the hours does not download the legal
// documents (or the FAQ); the server's HTML shows the page while its chunk loads.
const ContentRoute = lazy(() => import('./ContentRoute'));
const LegalRoute = lazy(() => import('./LegalRoute'));
const Faq = lazy(() => import('./Faq'));
const Hours = lazy(() => import('./Hours'));

const pagesOf = (prefix: string, except: string[] = []) =>
  pageRoutes
    .filter(
      (route) =>
        route.owner === 'mf-services' &&
        !route.canonical &&
        route.path.startsWith(prefix) &&
        !except.includes(route.path),
    )
    .map((route) => route.path);

/** The canonical pages of the Services, support and legal team, by path. */
const canonicalPages: Record<string, ComponentType> = {
  ...Object.fromEntries(
    [...pagesOf('/services/'), ...pagesOf('/support/', ['/support/faq', '/support/hours'])].map(
      (path) => [path, ContentRoute],
    ),
  ),
  ...Object.fromEntries(pagesOf('/legal/').map((path) => [path, LegalRoute])),
  '/support/faq': Faq,
  '/support/hours': Hours,
};

/** Every path this remote renders: the pages above plus `/services/sync` (an alias). */
export const pages = withAliases(canonicalPages, 'mf-services');
