import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The shared module a provide-shared module gives: "provide shared module (default)
 * react-dom@19.3.1 = …". Its chunks are what the browser loads when the shell provides
 * the module (a consumer's own fallback copy is another chunk, never loaded then).
 */
const sharedKeyOf = (identifier: string) =>
  identifier.match(/^provide shared module \([^)]*\) (.+?)@/)?.[1];

/**
 * Emits `shared-scripts.json`: for each shared module the shell consumes, the script
 * files of the shell's own copy (what the browser loads when the shell provides it).
 * The server preloads those a first view needs, so they download beside the shell's
 * entry instead of after it has run (the manifest lists only each module's first file).
 */
export const pluginSharedScripts = (): RsbuildPlugin => ({
  name: 'shared-scripts',
  setup(api) {
    api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
      const files: Record<string, Set<string>> = {};
      for (const group of compilation.chunkGroups) {
        for (const origin of group.origins) {
          const key = origin.module && sharedKeyOf(origin.module.identifier());
          if (!key) continue;
          files[key] ??= new Set();
          for (const file of group.getFiles()) {
            if (file.endsWith('.js')) files[key].add(`/${file}`);
          }
        }
      }
      const sorted = Object.fromEntries(
        Object.entries(files)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, set]) => [key, [...set].sort()]),
      );
      compilation.emitAsset(
        'shared-scripts.json',
        new sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`),
      );
    });
  },
});
