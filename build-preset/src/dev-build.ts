/**
 * `pnpm dev` (scripts/dev.mjs) runs each package's production build in watch mode with
 * `SITE_DEV_BUILDS` set: the builds go to `<SITE_DEV_BUILDS>/<name>/` (never the
 * package's `dist`, which `pnpm release` and the tests take), and after each successful
 * build `<SITE_DEV_BUILDS>/<name>.built` is written, last. The dev server (server/src/dev/)
 * watches for those files and releases each finished build into its release folder.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

const root = process.env.SITE_DEV_BUILDS ? resolve(process.env.SITE_DEV_BUILDS) : undefined;

/** Where `pnpm dev`'s watch build of `name` goes; undefined in a build of its own. */
export const devBuild = root ? { folder: (name: string) => join(root, name) } : undefined;

/** The file a dev build writes when the build of `name` is whole. */
const builtMarker = (folder: string, name: string) => join(folder, `${name}.built`);

/** Writes the marker after every other plugin has finished with a successful build. */
export const pluginDevBuilt = (name: string): RsbuildPlugin => ({
  name: 'pharmacy:dev-built',
  setup(api) {
    if (!root) return;
    api.onAfterBuild({
      order: 'post',
      handler: ({ stats }) => {
        if (stats?.hasErrors()) return;
        mkdirSync(root, { recursive: true });
        const marker = builtMarker(root, name);
        // Renamed into place: the watcher never reads half a file.
        writeFileSync(`${marker}.tmp`, `${JSON.stringify({ builtAt: Date.now() })}\n`);
        renameSync(`${marker}.tmp`, marker);
      },
    });
  },
});
