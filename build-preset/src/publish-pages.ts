import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageDeclaration } from 'shared-content';
import { locales, pathIn } from 'shared-content/locale';
import { underPrefix } from 'shared-content/remote-entry';
import type { AnySection } from 'ui-kit/section';
import type { BuildInfo } from './identity';
import { type PageChunks, pluginPageChunks, writeJson } from './page-chunks';
import { compositionEntry, navOf, type RemoteRecord } from './remote-record';

/** A remote's record (package.json) and what it exposes (derived from its files). */
export interface RemoteBuild {
  record: RemoteRecord;
  exposes: string[];
}

/** The singletons (and their required versions) a build was made against. */
type Singletons = Record<string, { requiredVersion?: string | false; singleton?: boolean }>;

/**
 * The remote's published description (`pages.json`, beside its manifest): its name and
 * version, the prefixes and pages it owns in each language, what it exposes (one module
 * per part, for every language), the slots it fills on pages it does not own, the links
 * it adds to the main navigation, the query parameters each page reads, the script
 * files each page needs per language (`chunks`), and what it was built against. The production server composes the live site
 * from these (no list of remotes is built into the shell); `pnpm release` and
 * `pnpm deploy:check` compare it with what is live.
 */
function describeRemote(
  name: string,
  { record, exposes }: RemoteBuild,
  section: AnySection,
  info: BuildInfo,
  shared: Singletons,
  chunks: PageChunks = {},
) {
  const pages = section.declaration;
  const entry = compositionEntry(record, '', section);
  const paths = [...pages.pages, ...Object.keys(pages.aliases)];
  return {
    remote: name,
    version: info.version,
    prefixes: record.prefixes,
    pages: pages.pages,
    aliases: pages.aliases,
    ...(pages.queryParams ? { queryParams: pages.queryParams } : {}),
    pagesIn: Object.fromEntries(locales.map((lang) => [lang, paths.map((p) => pathIn(p, lang))])),
    exposes,
    section: entry.section,
    fills: entry.fills,
    nav: entry.nav,
    chunks,
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

/** What in a record or declaration could never be served; empty when all is well. */
function recordProblems(name: string, { record, exposes }: RemoteBuild, section: AnySection) {
  const pages: PageDeclaration = section.declaration;
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
  const unknownLinks = navOf(record, section).filter((link) => !pages.pages.includes(link.path));
  if (unknownLinks.length > 0) {
    problems.push(
      `${name} links ${unknownLinks.map((link) => link.path).join(', ')} from the navigation ("remote.nav" in ${name}/package.json), but declares no such page`,
    );
  }
  const modules = new Set(exposes);
  const missing = (record.fills ?? [])
    .map((fill) => fill.expose)
    .filter((module) => !modules.has(module));
  if (missing.length > 0) {
    problems.push(
      `${name} fills a slot with ${missing.join(', ')}, but has no ${missing.map((module) => `src/fills/${module.slice(2)}.tsx`).join(', ')}`,
    );
  }
  const twins = exposes.filter((module) => /Es$/.test(module));
  if (twins.length > 0) {
    problems.push(
      `${name} exposes ${twins.join(', ')}: a part is one file for every language (it reads the language from the shell)`,
    );
  }
  const unlinked = Object.entries(section.pages as Record<string, { linkedFrom?: unknown }>)
    .filter(([, page]) => !page.linkedFrom)
    .map(([path]) => path);
  if (unlinked.length > 0) {
    problems.push(
      `${name}: ${unlinked.join(', ')} ${unlinked.length === 1 ? 'says' : 'say'} nowhere where ${unlinked.length === 1 ? 'it is' : 'they are'} linked from ("linkedFrom" in src/section.ts)`,
    );
  }
  return problems;
}

/** Publishes the remote's description with its build; a record that could not be served fails the build. */
export const pluginPublishPages = (
  name: string,
  build: RemoteBuild,
  section: AnySection,
  info: BuildInfo,
  shared: Singletons,
  sectionFile?: string,
): RsbuildPlugin[] => {
  const problems = recordProblems(name, build, section);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return [
    pluginPageChunks(
      section,
      (chunks, _stats, distPath) =>
        writeJson(
          distPath,
          'pages.json',
          describeRemote(name, build, section, info, shared, chunks),
        ),
      sectionFile,
    ),
  ];
};
