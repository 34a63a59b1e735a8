import {
  exposeIn,
  findRouteIn,
  localeOfPath,
  ownerOfPath,
  type RemoteName,
  type RouteOwner,
  routesOf,
  withoutLocale,
} from 'shared-content';
import { shellPages } from '../content';

export interface RemoteModuleRef {
  remote: RemoteName;
  expose: string;
}

export const shellRoutes = routesOf('shell', shellPages);

/**
 * Who renders a path: the shell for its own pages, else the remote whose prefix (in
 * `remotes.json`) holds it, which renders it or sends the visitor home. A Spanish path
 * (`/es/…`) belongs to the owner of its English twin.
 */
export function ownerOf(pathname: string, remotes: unknown): RouteOwner | undefined {
  const path = withoutLocale(pathname);
  return findRouteIn(shellRoutes, path) ? 'shell' : ownerOfPath(path, remotes);
}

/**
 * The remote modules a page is rendered with, in the page's language: the route's
 * section, and on the home page mf-reviews' widget. The server loads them before
 * rendering; the browser loads them before hydrating, so both render the same tree.
 */
export function modulesForPath(pathname: string, remotes: unknown): RemoteModuleRef[] {
  const owner = ownerOf(pathname, remotes);
  const lang = localeOfPath(pathname);
  if (!owner) return [];
  if (owner === 'shell') {
    return findRouteIn(shellRoutes, withoutLocale(pathname))?.path === '/'
      ? [{ remote: 'mf-reviews', expose: exposeIn('./HomeWidget', lang) }]
      : [];
  }
  return [{ remote: owner, expose: exposeIn('./Section', lang) }];
}
