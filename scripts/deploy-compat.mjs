// Whether a freshly built remote can be deployed into a running site (the check of
// `pnpm deploy:check`, deploy-check.mjs): compares it with what the site serves (its /version.json):
// the shared singletons it needs, the site-wide facts it was built with, and its pages
// against the prefixes the live remotes.json gives it.
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { pathIn } from '../shared-content/src/platform/locale-paths.mjs';
import { workspace } from './workspace.mjs';

/** @import { BuildInfo } from '../shared-content/src/build/identity' */
/** @import { ManifestShared } from '../shared-content/src/platform/remotes' */
/**
 * A built remote as read from its dist folder: its manifest, `build-info.json` and `pages.json`.
 * @typedef {{
 *   manifest: { shared?: ManifestShared[], exposes?: { path?: string }[] },
 *   info: BuildInfo,
 *   pages: { pages: string[], aliases?: Record<string, string> },
 * }} BuiltRemote
 */
/**
 * What is read of a running site's `/version.json` (shell/server/site-info.mjs).
 * @typedef {{
 *   shell?: Partial<BuildInfo> | null,
 *   remotes?: Record<string, { prefixes?: string[], pages?: string[] | null }>,
 * }} LiveVersions
 */

const jiti = createJiti(import.meta.url);
/** @type {typeof import('../shared-content/src/platform/remotes.ts')} */
const { remoteRecords, singletonMismatches, underPrefix } = await jiti.import(
  join(workspace, 'shared-content/src/platform/remotes.ts'),
);

/**
 * The verdict for a built remote (`build`: its dist files) against a live `/version.json`.
 * @param {string} remote
 * @param {BuiltRemote} build
 * @param {LiveVersions} live
 * @returns {{ reasons: string[], notes: string[] }}
 */
export function compareWithLive(remote, build, live) {
  /** @type {string[]} */
  const reasons = [];
  /** @type {string[]} */
  const notes = [];
  const shell = live.shell;
  if (!shell)
    return { reasons: ['the site does not say what shell it runs (no build-info)'], notes };

  reasons.push(...singletonMismatches(remote, build.manifest.shared ?? [], shell.provides ?? {}));

  const ui = (build.manifest.shared ?? []).find((shared) => shared.name === 'shared-content/ui');
  const liveContent = shell.sharedContent?.version;
  if (
    ui?.requiredVersion &&
    liveContent &&
    ui.requiredVersion.replace(/^[=^]/, '') !== liveContent
  ) {
    notes.push(
      `uses its own copy of shared-content/ui (it needs ${ui.requiredVersion}, the shell provides ${liveContent})`,
    );
  }

  const built = build.info.sharedContent?.siteFacts;
  const liveFacts = shell.sharedContent?.siteFacts;
  if (built && liveFacts && built.version !== liveFacts.version) {
    const changed = Object.keys({ ...built.modules, ...liveFacts.modules }).filter(
      (module) => built.modules[module] !== liveFacts.modules[module],
    );
    reasons.push(
      `it was built with other site-wide facts than the live shell provides (shared-content/src/site/: ${changed.join(', ')}). ` +
        'Those facts ship with the shell only: deploy the shell built from this commit first, then this remote (or build this remote from the commit the shell was built from).',
    );
  }

  const liveRemote = live.remotes?.[remote];
  const prefixes = liveRemote?.prefixes ?? [];
  const paths = [...build.pages.pages, ...Object.keys(build.pages.aliases ?? {})];
  const outside = paths.filter((path) => !prefixes.some((prefix) => underPrefix(path, prefix)));
  if (outside.length > 0) {
    reasons.push(
      `${outside.join(', ')} would not be reachable: the live remotes.json gives ${remote} only ${prefixes.join(', ') || 'no prefixes'}`,
    );
  }
  // Each page has a Spanish twin (`/es` + its path), rendered by the Spanish entry.
  const exposed = new Set((build.manifest.exposes ?? []).map((expose) => expose.path));
  const expected = remoteRecords[/** @type {keyof typeof remoteRecords} */ (remote)]?.exposes ?? [];
  const missing = expected.filter((expose) => !exposed.has(expose));
  if (missing.length > 0) {
    reasons.push(
      `it does not expose ${missing.join(', ')}: ${missing.some((name) => name.endsWith('Es')) ? 'its Spanish pages (/es/…) would show the failure panel' : 'the shell could not render its pages'}`,
    );
  }
  const before = new Set(liveRemote?.pages ?? []);
  const added = build.pages.pages.filter((path) => !before.has(path));
  const removed = [...before].filter((path) => !build.pages.pages.includes(path));
  /** @param {string[]} list */
  const twins = (list) => list.map((path) => `${path} (and ${pathIn(path, 'es')})`);
  if (added.length > 0) notes.push(`adds ${twins(added).join(', ')}`);
  if (removed.length > 0) {
    notes.push(`removes ${twins(removed).join(', ')} (they will redirect home)`);
  }
  return { reasons, notes };
}
