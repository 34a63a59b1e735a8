import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute, normalizePath, pageRoutes, type RemoteName } from 'shared-content';

/**
 * The page the current URL shows: its canonical path, and (on an alias such as
 * `/services/sync`) the canonical path to announce with `<link rel="canonical">`.
 */
export function usePageRoute() {
  const { pathname } = useLocation();
  const canonicalPath = findRoute(pathname)?.canonical;
  return { path: canonicalPath ?? normalizePath(pathname), canonicalPath };
}

/**
 * Adds the alias routes of the route table (e.g. `/services/sync`) to a remote's
 * pages: each renders the component of its canonical page, which reads the canonical
 * path from the route table (`usePageRoute`).
 */
export function withAliases(
  pages: Readonly<Record<string, ComponentType>>,
  remote: RemoteName,
): Record<string, ComponentType> {
  const aliases: Record<string, ComponentType> = {};
  for (const route of pageRoutes) {
    const page = route.canonical ? pages[route.canonical] : undefined;
    if (route.owner === remote && page) aliases[route.path] = page;
  }
  return { ...pages, ...aliases };
}
