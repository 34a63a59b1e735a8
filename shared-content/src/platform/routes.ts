import { externalUrls } from '../site/config';
import type { RemoteName } from './remotes';

export type RouteOwner = 'shell' | RemoteName;

export interface PageRoute {
  path: string;
  owner: RouteOwner;
  /** Set on aliases: the path of the page they show, for `<link rel="canonical">`. */
  canonical?: string;
}

const owned = (owner: RouteOwner, paths: string[]): PageRoute[] =>
  paths.map((path) => ({ path, owner }));

const locationIds = ['family', 'specialty', 'parlin', 'outpatient'] as const;

/**
 * Who renders which URL. The shell reads this to load only the remote that owns a
 * path; the server and sitemap read it too. No route has parameters.
 */
export const pageRoutes: readonly PageRoute[] = [
  ...owned('shell', ['/', '/about', '/contact', '/features', '/blog']),
  ...owned('mf-locations', [
    '/locations',
    '/locations/map',
    ...locationIds.map((id) => `/locations/${id}`),
  ]),
  ...locationIds.flatMap((id): PageRoute[] => [
    { path: `/locations/${id}-pharmacy`, owner: 'mf-locations', canonical: `/locations/${id}` },
    { path: `/${id}`, owner: 'mf-locations', canonical: `/locations/${id}` },
  ]),
  ...owned('mf-services', [
    '/services/refills',
    '/services/transfers',
    '/services/consultations',
    '/services/medication-sync',
    '/support/faq',
    '/support/hours',
    '/support/insurance',
    '/legal/privacy',
    '/legal/terms',
    '/legal/hipaa',
    '/legal/accessibility',
    '/legal/nondiscrimination',
  ]),
  { path: '/services/sync', owner: 'mf-services', canonical: '/services/medication-sync' },
  ...owned('mf-reviews', ['/testimonials', '/partners']),
  ...owned('mf-medpack', ['/medpack', '/medpack/how-it-works', '/pet-medications', '/best-prices']),
];

/** Strips a trailing slash (but not the root's) so `/about/` and `/about` match. */
export const normalizePath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

export function findRoute(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return pageRoutes.find((route) => route.path === path);
}

/** Paths a remote renders, for its own `<Routes>`. */
export const pathsOwnedBy = (owner: RouteOwner) =>
  pageRoutes.filter((route) => route.owner === owner).map((route) => route.path);

/** The pages a search engine should index: every route that is not an alias. */
export const canonicalPaths = () =>
  pageRoutes.filter((route) => !route.canonical).map((route) => route.path);

/**
 * Full-page redirects: performed by the server (302) and, on a plain static host or
 * in development, by the shell before it renders. Chains are followed by the browser:
 * `/refill` goes to `/app/refill`, which goes to the portal.
 */
export const redirects: Readonly<Record<string, string>> = {
  '/refill': '/app/refill',
  '/transfer': '/app/transfer',
  '/vaccine': '/app/vaccine',
  '/otc-products': externalUrls.otcStore,
  '/otc-store': externalUrls.otcStore,
  '/api/refill': externalUrls.refillPortal,
  '/api/transfer': externalUrls.transferPortal,
  '/api/vaccine': externalUrls.vaccinePortal,
  '/api/delivery': externalUrls.deliveryPortal,
  '/app/refill': externalUrls.refillPortal,
  '/app/transfer': externalUrls.transferPortal,
  '/app/vaccine': externalUrls.vaccinePortal,
  '/pharmacy-login': externalUrls.loginPortal,
};

export const redirectTarget = (pathname: string): string | undefined =>
  redirects[normalizePath(pathname)];
