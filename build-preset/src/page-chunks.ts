import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { locales } from 'shared-content/locale';
import type { AnySection } from 'ui-kit/section';

/**
 * The files each page needs in each language, beside the section's entry: its
 * component's chunks and its texts' chunks in that language, scripts and the stylesheets
 * extracted from them (paths relative to the build folder). The server reads this list (a remote's `pages.json`, the shell's
 * `page-chunks.json`) to start a page's scripts with the page, instead of guessing them
 * from chunk names.
 */
export type PageChunks = Record<string, Record<string, string[]>>;

/**
 * The modules a loader imports, as written (`() => import('./pages/BestPrices')`): read
 * from the loader's own source, which keeps its import's literal path whichever way the
 * build config was loaded. A loader that names no relative module fails the build.
 */
function importsOf(loader: () => unknown, where: string): string[] {
  const requests = [...String(loader).matchAll(/(["'`])(\.{1,2}\/[^"'`]+)\1/g)].map(
    (match) => match[2] ?? '',
  );
  if (requests.length === 0) {
    throw new Error(
      `${where}: a loader must import its module by a relative path, like () => import('./pages/Page')`,
    );
  }
  return requests;
}

interface ChunkOrigin {
  moduleName?: string;
  request?: string;
}

/** The files of each async chunk, by the import (`request`) of the section's module that loads it. */
function chunksByRequest(stats: Rspack.StatsCompilation, sectionFile: string) {
  const byRequest = new Map<string, Set<string>>();
  // The section's loaders, and its texts' (`texts.ts` beside it, which islands share).
  const section = sectionFile.replace(/^\.\//, '');
  const loaderFiles = new Set([section, section.replace(/[^/]+$/, 'texts.ts')]);
  const fromSection = (origin: ChunkOrigin) =>
    loaderFiles.has(origin.moduleName?.replace(/^\.\//, '') ?? '');
  for (const chunk of stats.chunks ?? []) {
    if (chunk.initial) continue;
    const files = (chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file));
    for (const origin of (chunk.origins ?? []) as ChunkOrigin[]) {
      if (!origin.request || !fromSection(origin)) continue;
      const known = byRequest.get(origin.request) ?? new Set<string>();
      for (const file of files) known.add(file);
      byRequest.set(origin.request, known);
    }
  }
  return byRequest;
}

/** Each page's chunks per language, from the web build's stats (`sectionFile`: where the loaders are). */
function pageChunksOf(
  section: AnySection,
  stats: Rspack.StatsCompilation,
  sectionFile: string,
): PageChunks {
  const byRequest = chunksByRequest(stats, sectionFile);
  const filesOf = (requests: string[], where: string) =>
    requests.flatMap((request) => {
      const files = byRequest.get(request);
      if (!files) {
        throw new Error(
          `${where}: no chunk of the build is loaded by import('${request}') in ${sectionFile}`,
        );
      }
      return [...files];
    });
  const texts = section.texts as Record<string, Record<string, () => unknown>>;
  const pages = section.pages as Record<string, { component: () => unknown; texts: string }>;
  return Object.fromEntries(
    Object.entries(pages).map(([path, page]) => {
      const component = filesOf(importsOf(page.component, `${path}'s component`), path);
      const perLanguage = locales.map((lang) => {
        const loader = texts[page.texts]?.[lang];
        if (!loader)
          throw new Error(`${path}: the section has no texts "${page.texts}" in ${lang}`);
        const own = filesOf(importsOf(loader, `texts "${page.texts}" (${lang})`), path);
        return [lang, [...new Set([...component, ...own])]];
      });
      return [path, Object.fromEntries(perLanguage)];
    }),
  );
}

/** The files of named chunk groups (`import(/* webpackChunkName: "bootstrap" *\/ …)`). */
function namedChunkFiles(stats: Rspack.StatsCompilation, name: string): string[] {
  const group = stats.namedChunkGroups?.[name];
  return (group?.assets ?? [])
    .map((asset) => asset.name)
    .filter((file) => /\.(js|css)$/.test(file));
}

/**
 * The shell's `page-chunks.json`: what every page needs first (the bootstrap, and on a
 * page in another language than English the chrome's texts, `site-<lang>`), and each of
 * its own pages' chunks per language.
 */
export function shellChunks(pages: PageChunks, stats: Rspack.StatsCompilation) {
  return {
    chrome: Object.fromEntries(
      locales.map((lang) => [
        lang,
        [
          ...namedChunkFiles(stats, 'bootstrap'),
          ...(lang === 'en' ? [] : namedChunkFiles(stats, `site-${lang}`)),
        ],
      ]),
    ),
    pages,
  };
}

const statsOptions = {
  all: false,
  chunks: true,
  chunkOrigins: true,
  chunkGroups: true,
  ids: true,
} as const;

/**
 * Works out, after the web build, each page's chunks per language and hands them to
 * `write` (the remote's description, the shell's `page-chunks.json`).
 */
export const pluginPageChunks = (
  section: AnySection,
  write: (chunks: PageChunks, stats: Rspack.StatsCompilation, distPath: string) => void,
  sectionFile = './src/section.ts',
): RsbuildPlugin => ({
  name: 'page-chunks',
  setup(api) {
    // After every compile: `pnpm dev`'s watch build publishes each rebuild's chunks.
    api.onAfterEnvironmentCompile(({ stats, environment }) => {
      if (environment.name !== 'web' || !stats || stats.hasErrors()) return;
      const json = stats.toJson(statsOptions);
      write(pageChunksOf(section, json, sectionFile), json, environment.distPath);
    });
  },
});

/** Writes a JSON file into a build folder. */
export const writeJson = (distPath: string, file: string, value: unknown) =>
  writeFileSync(join(distPath, file), `${JSON.stringify(value, null, 2)}\n`);
