// Whether the shell's browser entry carries the federation runtime's snapshot (manifest)
// machinery again (the check of `pnpm check:bundles`, check-remote-bundles.mjs). Islands
// load each remote by its entry script (the page's data names it), so the browser build
// leaves the snapshot plugin and its preloading out (build-preset,
// `experiments.optimization.disableSnapshot`) and the runtime's snapshot handler too
// (build-preset/src/snapshot-disabled.ts); a build that brings them back costs every
// island page about 2.6 KiB of script, and its runtime fetches mf-manifest.json again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names the runtime's snapshot plugins register under, and the first hook of its
 * snapshot handler: strings, kept by any minifier.
 */
export const snapshotPluginNames = [
  'snapshot-plugin',
  'generate-preload-assets-plugin',
  'beforeLoadRemoteSnapshot',
];

/**
 * The snapshot plugins a built script registers, by name.
 * @param {string} source
 * @returns {string[]}
 */
export const snapshotPluginsIn = (source) =>
  snapshotPluginNames.filter(
    (name) => source.includes(`"${name}"`) || source.includes(`'${name}'`),
  );

/**
 * The shell's browser entry files (`static/js/index.<hash>.js`) in a build folder.
 * @param {string} shellDist
 * @returns {string[]}
 */
export const shellEntries = (shellDist) =>
  readdirSync(join(shellDist, 'static/js'))
    .filter((file) => /^index\.[0-9a-f]+\.js$/.test(file))
    .map((file) => join(shellDist, 'static/js', file));

/**
 * One line per problem with the shell's entry: none when it carries no snapshot plugin.
 * @param {string} shellDist
 * @returns {string[]}
 */
export function shellEntryProblems(shellDist) {
  const files = shellEntries(shellDist);
  if (files.length === 0) return [`shell: no browser entry in ${shellDist}/static/js`];
  return files.flatMap((file) =>
    snapshotPluginsIn(readFileSync(file, 'utf8')).map(
      (plugin) =>
        `${file} carries the federation runtime's ${plugin}: set experiments.optimization.disableSnapshot and pluginLeanFederationRuntime({ snapshot: false }) in the shell's browser build (build-preset), and give the browser remote entries, not manifests`,
    ),
  );
}
