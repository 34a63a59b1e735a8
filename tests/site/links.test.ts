// Every link inside the site's content, in whichever package it lives, goes to a page
// some section declares or to a redirect: a team that renames a page sees here which
// other team's links it would break.
import { resolve } from 'node:path';
import * as site from 'shared-content';
import { redirectTarget } from 'shared-content';
import type { ContentChecksModule } from 'shared-content/validation';
import { describe, expect, it } from 'vitest';
import { checksModules } from '../../scripts/content-checks.mjs';
import { workspace } from '../../scripts/workspace.mjs';
import { findRoute } from './pages';

/** Every package's content checks, found as `pnpm validate:content` finds them. */
const packages: ContentChecksModule[] = await Promise.all(
  checksModules().map((path) => import(resolve(workspace, path))),
);

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The site paths (`/…`) of every `href` inside plain data, with where they are and
 * whether the link is a `route` link (rendered in the router, so never to a redirect).
 */
function* sitePaths(value: unknown, where: string): Generator<[string, string, boolean]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* sitePaths(item, `${where}[${index}]`);
  } else if (isPlainObject(value) && !('$$typeof' in value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string' && /^\/(?!\/)/.test(item)) {
        yield [item, `${where}.href`, (value as { kind?: unknown }).kind === 'route'];
      } else yield* sitePaths(item, `${where}.${key}`);
    }
  }
}

const sources = [
  ...Object.entries(site).map(([name, data]) => ({ file: 'shared-content', name, data })),
  ...packages.flatMap((module) => module.contentChecks),
];
const links = sources.flatMap((source) => [
  ...sitePaths(source.data, `${source.file}: ${source.name}`),
]);

describe('links between sections', () => {
  it('finds the links of every package', () => {
    const files = new Set(links.map(([, where]) => where.split(':')[0]));
    for (const name of [
      'shared-content',
      'shell/src/content/home.ts',
      'mf-locations/src/content/location-details.ts',
      'mf-services/src/content/services.ts',
      'mf-medpack/src/content/medpack.ts',
    ]) {
      expect(files).toContain(name);
    }
  });

  it('go to a declared page, or to a redirect when they load a full page', () => {
    const broken = links
      .filter(([href, , isRoute]) => {
        const path = href.replace(/[?#].*$/, '') || '/';
        if (findRoute(path) !== undefined) return false;
        return isRoute || redirectTarget(path) === undefined;
      })
      .map(([href, where]) => `${where} → ${href}`);
    expect(broken).toEqual([]);
  });
});
