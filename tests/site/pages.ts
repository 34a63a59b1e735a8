import { locationPages } from 'mf-locations/content';
import { medpackPages } from 'mf-medpack/content';
import { reviewPages } from 'mf-reviews/content';
import { servicePages } from 'mf-services/content';
import {
  findRouteIn,
  normalizePath,
  type PageDeclaration,
  type PageRoute,
  type RouteOwner,
  routesOf,
} from 'shared-content';
import { shellPages } from 'shell/content';

/**
 * Every page of the site as this checkout declares it, for the site-wide tests beside
 * this file. At run time nobody holds this list: the server composes it from each
 * deployed remote's `pages.json`.
 */
export const declaredPages: Record<RouteOwner, PageDeclaration> = {
  shell: shellPages,
  'mf-locations': locationPages,
  'mf-services': servicePages,
  'mf-reviews': reviewPages,
  'mf-medpack': medpackPages,
};

export const pageRoutes: readonly PageRoute[] = Object.entries(declaredPages).flatMap(
  ([owner, declaration]) => routesOf(owner as RouteOwner, declaration),
);

export const findRoute = (pathname: string) => findRouteIn(pageRoutes, normalizePath(pathname));

/** Paths (pages and aliases) an owner renders. */
export const pathsOwnedBy = (owner: RouteOwner) =>
  pageRoutes.filter((route) => route.owner === owner).map((route) => route.path);

/** The pages a search engine should index: every route that is not an alias. */
export const canonicalPaths = () =>
  pageRoutes.filter((route) => !route.canonical).map((route) => route.path);
