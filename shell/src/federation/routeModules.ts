import { findRoute, type RemoteExposes, type RemoteName } from 'shared-content';

export interface RemoteModuleRef {
  remote: RemoteName;
  expose: string;
}

/**
 * The remote modules a page is rendered with: the route's section, and on the home
 * page mf-reviews' widget. The server loads them before rendering; the browser loads
 * them before hydrating, so both render the same tree.
 */
export function modulesForPath(pathname: string): RemoteModuleRef[] {
  const route = findRoute(pathname);
  if (!route) return [];
  if (route.owner === 'shell') {
    const widget: keyof RemoteExposes['mf-reviews'] = './HomeWidget';
    return route.path === '/' ? [{ remote: 'mf-reviews', expose: widget }] : [];
  }
  return [{ remote: route.owner, expose: './Section' }];
}
