import { join } from 'node:path';
import {
  findRouteIn,
  normalizePath,
  type PageDeclaration,
  type PageRoute,
  type RouteOwner,
  routesOf,
} from 'shared-content';
import { section as shell } from 'shell/section';
import type { AnySection, LinkedFrom } from 'ui-kit';
import { remoteNames, workspace } from '../../scripts/workspace.mjs';

/**
 * Each remote's section, found by its record (`"remote"` in its package.json, as the
 * builds find it): a new remote (`pnpm new:remote`) is listed without an edit here.
 */
const remoteSections = await Promise.all(
  remoteNames.map(async (name) => {
    const module: { section: AnySection } = await import(join(workspace, name, 'src/section.ts'));
    return [name, module.section] as const;
  }),
);

/**
 * Every page of the site as this checkout declares it, for the site-wide tests beside
 * this file. At run time nobody holds this list: the server composes it from each
 * deployed remote's `pages.json`.
 */
const sections: Record<RouteOwner, AnySection> = {
  shell,
  ...Object.fromEntries(remoteSections),
};

const declaredPages: Record<RouteOwner, PageDeclaration> = Object.fromEntries(
  Object.entries(sections).map(([owner, section]) => [owner, section.declaration]),
);

/** Where each page says it is linked from (its section's declaration, `linkedFrom`). */
export const linkedFrom = (): { path: string; owner: RouteOwner; linkedFrom: LinkedFrom }[] =>
  Object.entries(sections).flatMap(([owner, section]) =>
    Object.entries(section.pages as Record<string, { linkedFrom: LinkedFrom }>).map(
      ([path, page]) => ({ path, owner, linkedFrom: page.linkedFrom }),
    ),
  );

export const pageRoutes: readonly PageRoute[] = Object.entries(declaredPages).flatMap(
  ([owner, declaration]) => routesOf(owner as RouteOwner, declaration),
);

export const findRoute = (pathname: string) => findRouteIn(pageRoutes, normalizePath(pathname));

/** The pages a search engine should index: every route that is not an alias. */
export const canonicalPaths = () =>
  pageRoutes.filter((route) => !route.canonical).map((route) => route.path);
