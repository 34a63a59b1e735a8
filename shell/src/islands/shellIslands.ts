/// <reference types="@rsbuild/core/types" />

/**
 * The shell's own islands, by expose name, derived from this folder as a remote's are
 * (`<Name>.tsx` is `./islands/<Name>`, build-preset's exposes.ts): the hydrator loads
 * each as a chunk of the shell when a page's island wakes.
 */
const islandFiles = import.meta.webpackContext('.', {
  recursive: false,
  regExp: /^\.\/[A-Z]\w*\.tsx$/,
  mode: 'lazy',
});

export const shellIslands: Readonly<Record<string, () => Promise<unknown>>> = Object.fromEntries(
  islandFiles
    .keys()
    .map((file) => [
      `./islands/${file.slice(2, -'.tsx'.length)}`,
      () => islandFiles(file) as Promise<unknown>,
    ]),
);
