import {
  findRouteIn,
  ownerOfPath,
  type RemoteExposes,
  type RemoteName,
  type RouteOwner,
  routesOf,
} from 'shared-content';
import { shellPages } from '../content';

export interface RemoteModuleRef {
  remote: RemoteName;
  expose: string;
}

export const shellRoutes = routesOf('shell', shellPages);

/**
 * Who renders a path: the shell for its own pages, else the remote whose prefix (in
 * `remotes.json`) holds it, which renders it or sends the visitor home.
 */
export function ownerOf(pathname: string, remotes: unknown): RouteOwner | undefined {
  return findRouteIn(shellRoutes, pathname) ? 'shell' : ownerOfPath(pathname, remotes);
}

/**
 * The remote modules a page is rendered with: the route's section, and on the home
 * page mf-reviews' widget. The server loads them before rendering; the browser loads
 * them before hydrating, so both render the same tree.
 */
export function modulesForPath(pathname: string, remotes: unknown): RemoteModuleRef[] {
  const owner = ownerOf(pathname, remotes);
  if (!owner) return [];
  if (owner === 'shell') {
    const widget: keyof RemoteExposes['mf-reviews'] = './HomeWidget';
    return findRouteIn(shellRoutes, pathname)?.path === '/'
      ? [{ remote: 'mf-reviews', expose: widget }]
      : [];
  }
  return [{ remote: owner, expose: './Section' }];
}
