import {
  declaredQuery,
  findRouteIn,
  type Locale,
  localeOfPath,
  normalizePath,
  type PageRoute,
  type PublishedPages,
  pathIn,
  type RemoteName,
  type RouteOwner,
  routesOf,
  withoutLocale,
} from 'shared-content';
import { shellSlots } from '../content/pages';
import { section } from '../section';
import { ownerOfPath, sectionExpose, slotFillers } from './composition';

export interface RemoteModuleRef {
  remote: RemoteName;
  expose: string;
  /**
   * The scripts the page needs from the remote beside the module (its page's component
   * and texts in its language, as the remote's build lists them): URLs the browser starts
   * with the module.
   */
  chunks?: string[];
  /** The stylesheets of those chunks, which the server links in the page's head. */
  styles?: string[];
}

const shellRoutes = routesOf('shell', section.declaration);

/**
 * Who renders a path: the shell for its own pages, else the remote whose prefix (in
 * `remotes.json`) holds it, which renders it or sends the visitor home. A Spanish path
 * (`/es/…`) belongs to the owner of its English twin.
 */
export function ownerOf(pathname: string, remotes: unknown): RouteOwner | undefined {
  const path = withoutLocale(pathname);
  return findRouteIn(shellRoutes, path) ? 'shell' : ownerOfPath(path, remotes);
}

const declaredSlots: Readonly<Record<string, string>> = shellSlots;

/**
 * The remote modules a page of this owner renders with, in the page's language: the
 * route's section, or on a shell page the modules that fill the slots it declares (as the
 * composition says; `path`: the English path, normalized).
 */
function modulesOf(
  owner: RouteOwner,
  path: string,
  lang: Locale,
  remotes: unknown,
): RemoteModuleRef[] {
  if (owner !== 'shell') return [{ remote: owner, expose: sectionExpose(remotes, owner, lang) }];
  return slotFillers(remotes, path, lang)
    .filter(({ slot }) => declaredSlots[slot] === path)
    .map(({ remote, expose }) => ({ remote, expose }));
}

/**
 * The remote modules a page is rendered with. The server loads them before rendering;
 * the browser loads them before hydrating, so both render the same tree.
 */
export function modulesForPath(pathname: string, remotes: unknown): RemoteModuleRef[] {
  const owner = ownerOf(pathname, remotes);
  const path = normalizePath(pathname);
  return owner ? modulesOf(owner, withoutLocale(path), localeOfPath(path), remotes) : [];
}

/** A remote's routes, built once per declaration it publishes (asked on every request). */
const remoteRoutes = new WeakMap<PublishedPages, PageRoute[]>();
function routesOfRemote(owner: RemoteName, declaration: PublishedPages) {
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
   * fixed order, with canonical values (`?utm_source=…`, `?fbclid=…` never reach it).
   * Equal pages, equal URLs: the server's page cache keys on it.
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
  ) => PublishedPages | undefined | Promise<PublishedPages | undefined>,
): Promise<PageTarget | { kind: 'redirect'; location: string }> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const path = normalizePath(pathname);
  // A Spanish page is its English twin's page, in Spanish (and home is the Spanish home).
  const lang = localeOfPath(path);
  const english = withoutLocale(path);
  const home = { kind: 'redirect', location: pathIn('/', lang) } as const;
  const shellRoute = findRouteIn(shellRoutes, english);
  const owner = shellRoute ? 'shell' : ownerOfPath(english, remotes);
  if (!owner) return home;
  let route = shellRoute;
  if (owner !== 'shell') {
    const declaration = await remotePages(owner);
    route = declaration
      ? findRouteIn(routesOfRemote(owner, declaration), english)
      : { path: english, owner };
  }
  if (!route) return home;
  const query = declaredQuery(route, search);
  // A declared value spelled otherwise than canonically (an unknown location, a text with
  // extra spaces) gets the canonical page's address, never a render of its own.
  if (query.redirect) return { kind: 'redirect', location: `${path}${query.query}` };
  return {
    kind: 'page',
    path,
    owner,
    modules: modulesOf(owner, english, lang, remotes),
    url: `${path}${query.query}`,
  };
}
