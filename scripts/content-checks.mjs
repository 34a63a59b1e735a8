// Finds every package's content checks module: `shared-content/src/site/checks.ts` for the
// site-wide facts and `<package>/src/content/checks.ts` for the shell and each remote (the
// content lives with the team that ships it). Used by validate:content and check:go-live.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createJiti } from 'jiti';
import { builtPackages, workspace } from './workspace.mjs';

/** @typedef {import('../shared-content/src/validation/validate').ContentChecksModule} ContentChecksModule */

/** The checks modules of this checkout, from the workspace root. */
export const checksModules = () => [
  'shared-content/src/site/checks.ts',
  ...builtPackages
    .map((name) => `${name}/src/content/checks.ts`)
    .filter((path) => existsSync(join(workspace, path))),
];

/**
 * Loads the given checks modules (default: every package's) and joins what they export.
 * @param {readonly string[]} paths module paths, absolute or from the workspace root
 */
export async function loadContentChecks(paths = checksModules()) {
  const jiti = createJiti(import.meta.url);
  const modules = await Promise.all(
    paths.map(
      (path) =>
        /** @type {Promise<ContentChecksModule>} a checks module's exports (see the type) */ (
          jiti.import(resolve(workspace, path))
        ),
    ),
  );
  return {
    contentChecks: modules.flatMap((module) => module.contentChecks),
    sampleLists: modules.flatMap((module) => module.sampleLists ?? []),
    awaitingReview: modules.flatMap((module) => module.awaitingReview ?? []),
  };
}
