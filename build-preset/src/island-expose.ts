import { basename, dirname } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** An island's file: `src/islands/<Name>.tsx` (a capitalised name; tests and helpers beside it are not). */
export const islandFilePattern = /[\\/]src[\\/]islands[\\/][A-Z]\w*\.tsx$/;

const islandCall = /^export default island\(/m;

/** The island's expose, from its file: `src/islands/PriceSearch.tsx` is `./islands/PriceSearch`. */
export const exposeOfIslandFile = (file: string) =>
  `./${basename(dirname(file))}/${basename(file).replace(/\.tsx$/, '')}`;

/**
 * The island file's source as the build compiles it: `export default island(Component,
 * options)` becomes `island.at('./islands/<Name>', Component, options)`, so the island
 * is named after its file and no expose string is written by hand. The builds (an Rsbuild
 * transform, `pluginIslandExposes`) and Vitest (a Vite plugin, vitest.config.ts) both
 * apply it. A file there that is not one island fails with one sentence.
 */
export function withIslandExpose(code: string, file: string): string {
  const calls = code.match(new RegExp(islandCall.source, 'gm')) ?? [];
  if (calls.length !== 1) {
    throw new Error(
      `${file}: a file in src/islands/ is one island, its default export \`export default island(Component, { wake })\` (move other code beside it, e.g. to src/components/)`,
    );
  }
  return code.replace(
    islandCall,
    `export default island.at(${JSON.stringify(exposeOfIslandFile(file))}, `,
  );
}

/**
 * Names each island after its file as the build reads it (`withIslandExpose`): before the
 * TypeScript is compiled, in every environment.
 */
export const pluginIslandExposes = (): RsbuildPlugin => ({
  name: 'site:island-exposes',
  setup(api) {
    api.transform({ test: islandFilePattern, enforce: 'pre' }, ({ code, resourcePath }) =>
      withIslandExpose(code, resourcePath),
    );
  },
});
