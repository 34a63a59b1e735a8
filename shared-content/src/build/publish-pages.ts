import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { locales, pathIn } from '../platform/locale-paths.mjs';
import { underPrefix } from '../platform/remote-entry.mjs';
import type { PageDeclaration } from '../platform/routes';
import type { BuildInfo } from './identity';
import { compositionEntry, type RemoteRecord } from './remote-record';

/** The singletons (and their required versions) a build was made against. */
type Singletons = Record<string, { requiredVersion?: string | false; singleton?: boolean }>;

/**
 * The remote's published description (`pages.json`, beside its manifest): its name and
 * version, the prefixes and pages it owns in each language, what it exposes per
 * language, the slots it fills on pages it does not own, the query parameters each page
 * reads, and what it was built against. The production server composes the live site
 * from these (no list of remotes is built into the shell); `pnpm release` and
 * `pnpm deploy:check` compare it with what is live.
 */
export function describeRemote(
  name: string,
  record: RemoteRecord,
  pages: PageDeclaration,
  info: BuildInfo,
  shared: Singletons,
) {
  const entry = compositionEntry(record, '');
  const paths = [...pages.pages, ...Object.keys(pages.aliases)];
  return {
    remote: name,
    version: info.version,
    prefixes: record.prefixes,
    pages: pages.pages,
    aliases: pages.aliases,
    ...(pages.queryParams ? { queryParams: pages.queryParams } : {}),
    pagesIn: Object.fromEntries(locales.map((lang) => [lang, paths.map((p) => pathIn(p, lang))])),
    exposes: record.exposes,
    section: entry.section,
    fills: entry.fills,
    nav: entry.nav,
    builtAgainst: {
      singletons: Object.fromEntries(
        Object.entries(shared)
          .filter(([, options]) => options.singleton && options.requiredVersion)
          .map(([pkg, options]) => [pkg, String(options.requiredVersion)]),
      ),
      sharedContent: info.sharedContent.version,
      siteFacts: info.sharedContent.siteFacts.version,
    },
  };
}

export type RemoteDescription = ReturnType<typeof describeRemote>;

/** What in a record or declaration could never be served; empty when all is well. */
export function recordProblems(name: string, record: RemoteRecord, pages: PageDeclaration) {
  const problems: string[] = [];
  const paths = [...pages.pages, ...Object.keys(pages.aliases)];
  const outside = paths.filter(
    (path) => !record.prefixes.some((prefix) => underPrefix(path, prefix)),
  );
  if (outside.length > 0) {
    problems.push(
      `${name} declares ${outside.join(', ')}, outside the prefixes it owns (${record.prefixes.join(', ')}); add the prefix to "remote.prefixes" in ${name}/package.json`,
    );
  }
  const unknownLinks = (record.nav ?? []).filter((link) => !pages.pages.includes(link.path));
  if (unknownLinks.length > 0) {
    problems.push(
      `${name} links ${unknownLinks.map((link) => link.path).join(', ')} from the navigation ("remote.nav" in ${name}/package.json), but declares no such page`,
    );
  }
  const modules = new Set(record.exposes);
  const needed = [
    './Section',
    './SectionEs',
    ...(record.fills ?? []).flatMap((fill) => [fill.expose, `${fill.expose}Es`]),
  ];
  const missing = needed.filter((module) => !modules.has(module));
  if (missing.length > 0) {
    problems.push(
      `${name} does not list ${missing.join(', ')} in "remote.exposes" (${name}/package.json)`,
    );
  }
  return problems;
}

/** Publishes the remote's description with its build; a record that could not be served fails the build. */
export const pluginPublishPages = (
  name: string,
  record: RemoteRecord,
  pages: PageDeclaration,
  info: BuildInfo,
  shared: Singletons,
): RsbuildPlugin => ({
  name: 'publish-pages',
  setup(api) {
    const problems = recordProblems(name, record, pages);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    api.onAfterBuild(({ environments }) => {
      const web = environments.web;
      if (!web) return;
      const description = describeRemote(name, record, pages, info, shared);
      writeFileSync(join(web.distPath, 'pages.json'), `${JSON.stringify(description, null, 2)}\n`);
    });
  },
});
