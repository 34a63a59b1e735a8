import { normalizePath } from '../logic/paths';
import { externalUrls } from '../site/config';
import type { RemoteName } from './remotes';

export { normalizePath };

export type RouteOwner = 'shell' | RemoteName;

/**
 * The pages of one deployable, declared once by their owner (`content/<owner>/pages.ts`):
 * each canonical page, and aliases that show one of them (with `<link rel="canonical">`
 * to it). The remote renders exactly these (`SectionRoutes`) and publishes the list with
 * its build (`pages.json`), from which the server renders, redirects and composes the
 * sitemap. No route has parameters.
 */
export interface PageDeclaration<Path extends string = string> {
  pages: readonly Path[];
  aliases: Readonly<Record<string, Path>>;
}

export const declarePages = <const Path extends string>(declaration: {
  pages: readonly Path[];
  aliases?: Readonly<Record<string, NoInfer<Path>>>;
}): PageDeclaration<Path> => ({ aliases: {}, ...declaration });

/** The canonical paths of a declaration. */
export type PagePath<D> = D extends PageDeclaration<infer Path> ? Path : never;

/** One page of the site as the server and sitemap see it. */
export interface PageRoute {
  path: string;
  owner: RouteOwner;
  /** Set on aliases: the path of the page they show, for `<link rel="canonical">`. */
  canonical?: string;
}

/** A declaration as routes of its owner: its pages, then its aliases. */
export const routesOf = (owner: RouteOwner, declaration: PageDeclaration): PageRoute[] => [
  ...declaration.pages.map((path) => ({ path, owner })),
  ...Object.entries(declaration.aliases).map(([path, canonical]) => ({ path, owner, canonical })),
];

/** The route of a path in a list of routes (a trailing slash does not matter). */
export const findRouteIn = (routes: readonly PageRoute[], pathname: string) => {
  const path = normalizePath(pathname);
  return routes.find((route) => route.path === path);
};

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
