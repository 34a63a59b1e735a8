import {
  declaredQuery,
  findRouteIn,
  normalizePath,
  ownerOfPath,
  type PageDeclaration,
  type PageRoute,
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

const shellRoutes = routesOf('shell', shellPages);

/**
 * Who renders a path: the shell for its own pages, else the remote whose prefix (in
 * `remotes.json`) holds it, which renders it or sends the visitor home.
 */
export function ownerOf(pathname: string, remotes: unknown): RouteOwner | undefined {
  return findRouteIn(shellRoutes, pathname) ? 'shell' : ownerOfPath(pathname, remotes);
}

/** The remote modules a page of this owner renders with (`path` normalized). */
function modulesOf(owner: RouteOwner, path: string): RemoteModuleRef[] {
  if (owner !== 'shell') return [{ remote: owner, expose: './Section' }];
  const widget: keyof RemoteExposes['mf-reviews'] = './HomeWidget';
  return path === '/' ? [{ remote: 'mf-reviews', expose: widget }] : [];
}

/**
 * The remote modules a page is rendered with: the route's section, and on the home
 * page mf-reviews' widget. The server loads them before rendering; the browser loads
 * them before hydrating, so both render the same tree.
 */
export function modulesForPath(pathname: string, remotes: unknown): RemoteModuleRef[] {
  const owner = ownerOf(pathname, remotes);
  return owner ? modulesOf(owner, normalizePath(pathname)) : [];
}

/** A remote's routes, built once per declaration it publishes (asked on every request). */
const remoteRoutes = new WeakMap<PageDeclaration, PageRoute[]>();
function routesOfRemote(owner: RemoteName, declaration: PageDeclaration) {
  let routes = remoteRoutes.get(declaration);
  if (!routes) {
    routes = routesOf(owner, declaration);
    remoteRoutes.set(declaration, routes);
  }
  return routes;
}

/** The page a request shows, as the server renders it (see `pageFor`). */
export interface PageTarget {
  kind: 'page';
  /** The page's path, without a trailing slash. */
  path: string;
  owner: RouteOwner;
  /** The remote modules it renders with. */
  modules: RemoteModuleRef[];
  /**
   * What the page is rendered from: its path and the query parameters it declares, in a
   * fixed order (`?utm_source=…`, `?fbclid=…` never reach it). Equal pages, equal URLs:
   * the server's page cache keys on it.
   */
  url: string;
}

/**
 * The page a URL (path and query) shows, worked out once per request: its owner (the
 * shell for its own pages, else the remote whose prefix in `remotes.json` holds it), the
 * route in the owner's declaration (the shell's own, or the `pages.json` a remote
 * published with its build, from `remotePages`) and the modules it renders with. A remote
 * whose list is unknown (its build is missing) gets the path: its part fails and the
 * page says so. A path nobody has a page for goes home, silently (README, "Packages and
 * who owns which URL").
 */
export async function pageFor(
  url: string,
  remotes: unknown,
  remotePages: (
    owner: RemoteName,
  ) => PageDeclaration | undefined | Promise<PageDeclaration | undefined>,
): Promise<PageTarget | { kind: 'redirect'; location: string }> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const path = normalizePath(pathname);
  const shellRoute = findRouteIn(shellRoutes, path);
  const owner = shellRoute ? 'shell' : ownerOfPath(path, remotes);
  if (!owner) return { kind: 'redirect', location: '/' };
  let route = shellRoute;
  if (owner !== 'shell') {
    const declaration = await remotePages(owner);
    route = declaration ? findRouteIn(routesOfRemote(owner, declaration), path) : { path, owner };
  }
  if (!route) return { kind: 'redirect', location: '/' };
  return {
    kind: 'page',
    path,
    owner,
    modules: modulesOf(owner, path),
    url: `${path}${declaredQuery(route, search)}`,
  };
}
