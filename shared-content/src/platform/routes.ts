import { normalizePath } from '../logic/paths';
import { externalUrls } from '../site/config';
import { canonicalQuery, type QueryParams, readQueryParams } from './queryParams';

export type { QueryParamRule, QueryParams } from './queryParams';
export { normalizePath };

/** `shell`, or the name of the remote that owns a page. */
export type RouteOwner = string;

/**
 * The pages of one deployable, declared once by their owner (its `src/section.ts`, with `defineSection`):
 * each canonical page, and aliases that show one of them (with `<link rel="canonical">`
 * to it). The remote renders exactly these (`SectionRoutes`) and publishes the list with
 * its build (`pages.json`), from which the server renders, redirects and composes the
 * sitemap. No route has path parameters. A page that reads query parameters declares
 * them with the values each may hold (`queryParams`, see `./queryParams`): only those
 * reach its render, with canonical values, and the server's page cache keys on them; any
 * other query string (`?utm_source=…`, `?fbclid=…`) is ignored.
 */
export interface PageDeclaration<Path extends string = string> {
  pages: readonly Path[];
  aliases: Readonly<Record<string, Path>>;
  queryParams?: Readonly<Partial<Record<Path, QueryParams>>>;
}

export const declarePages = <const Path extends string>(declaration: {
  pages: readonly Path[];
  aliases?: Readonly<Record<string, NoInfer<Path>>>;
  queryParams?: Readonly<Partial<Record<NoInfer<Path>, QueryParams>>>;
}): PageDeclaration<Path> => ({ aliases: {}, ...declaration });

/**
 * A declaration as another deploy published it (its `pages.json`): the parameter rules
 * are read (`readQueryParams`) before they are used.
 */
export type PublishedPages = Omit<PageDeclaration, 'queryParams'> & {
  queryParams?: Readonly<Record<string, unknown>>;
};

/** The canonical paths of a declaration. */
export type PagePath<D> = D extends PageDeclaration<infer Path> ? Path : never;

/** One page of the site as the server and sitemap see it. */
export interface PageRoute {
  path: string;
  owner: RouteOwner;
  /** Set on aliases: the path of the page they show, for `<link rel="canonical">`. */
  canonical?: string;
  /** The query parameters the page reads and their values (declared by its owner); no others reach it. */
  queryParams?: QueryParams;
}

/**
 * A declaration as routes of its owner: its pages, then its aliases. A remote's comes
 * from its published `pages.json`: malformed parameter rules are left out.
 */
export const routesOf = (owner: RouteOwner, declaration: PublishedPages): PageRoute[] => {
  const paramsOf = (path: string) => {
    const params = readQueryParams(declaration.queryParams?.[path]);
    return Object.keys(params).length > 0 ? { queryParams: params } : {};
  };
  return [
    ...declaration.pages.map((path) => ({ path, owner, ...paramsOf(path) })),
    ...Object.entries(declaration.aliases).map(([path, canonical]) => ({
      path,
      owner,
      canonical,
      ...paramsOf(canonical),
    })),
  ];
};

/**
 * The part of a query string a page reads: its declared parameters only, in a fixed
 * order, each with its canonical value (`canonicalQuery`), so that equal pages get equal
 * keys; `redirect` when the request spelled the declared values otherwise.
 */
export const declaredQuery = (route: Pick<PageRoute, 'queryParams'>, search: string) =>
  canonicalQuery(route.queryParams, search);

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
