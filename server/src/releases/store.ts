// Versioned releases (`pnpm release <name>`, `pnpm release shell` and `pnpm rollback <name>`,
// release.ts) into the folder layout the Node server and nginx serve (`RELEASE_ROOT`,
// default ./release). The server serves only this folder, never a workspace build:
//
//   <root>/remotes.json                the live composition's list: which release of each remote
//   <root>/shell -> shells/<version>   the live shell (a link, switched atomically) (SHELL_DIST)
//   <root>/shells/<version>/           every release of the shell, kept; its remotes.json
//                                      is a link to <root>/remotes.json
//   <root>/remotes/<name>/<version>/   every release of a remote, kept (REMOTES_ROOT)
//   <root>/releases/<name>.json        the order they were released in
//
// A release copies the build into a new version folder, then switches, last and
// atomically (a temporary file or link renamed over the live one): until that rename,
// every visitor gets the previous release, whole. A rollback is that switch alone, back
// to the previous version: no build, no copy.

import { cpSync, existsSync, lstatSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeAtomically } from 'node-kit/files';
import { readJson } from '../files.ts';
import {
  buildVersion,
  commitOf,
  REMOTE_BUILD_FILES,
  requireBuild,
  SHELL_BUILD_FILES,
} from './builds.ts';
import { liveVersion, releaseLayout } from './layout.ts';

export { buildVersion, REMOTE_BUILD_FILES, requireBuild, SHELL_BUILD_FILES } from './builds.ts';
export { liveVersion, releaseLayout } from './layout.ts';

const manifestUrl = (name: string, version: string) =>
  `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * Points remotes.json's entry for `name` at `version`: the one switch visitors see.
 */
function switchTo(root: string, name: string, version: string) {
  if (name === 'shell') return switchShell(root, version);
  const { remotesFile } = releaseLayout(root);
  const remotes = readJson(remotesFile, {}) as Record<string, unknown>;
  const entry = remotes[name];
  // Only the manifest moves; the prefixes the remote owns stay as configured.
  remotes[name] =
    entry && typeof entry === 'object'
      ? { ...entry, manifest: manifestUrl(name, version) }
      : manifestUrl(name, version);
  writeAtomically(remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
}

/**
 * Points `<root>/shell` at a shell release, by a link renamed over the live one.
 */
function switchShell(root: string, version: string) {
  const { shellDir } = releaseLayout(root);
  // A release folder from before shells were versioned: its shell folder is kept aside.
  if (existsSync(shellDir) && !lstatSync(shellDir).isSymbolicLink()) {
    renameSync(shellDir, join(root, 'shells', `unversioned-${Date.now()}`));
  }
  const next = join(root, `.shell.${process.pid}.${Date.now()}.link`);
  symlinkSync(join('shells', version), next);
  renameSync(next, shellDir);
}

/**
 * Copies a build into a new version folder, whole, before anything points at it.
 */
function copyVersion(
  from: string,
  target: string,
  stamp: Record<string, unknown>,
  complete: (partial: string) => void = () => {},
) {
  if (existsSync(target)) return;
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  cpSync(from, partial, { recursive: true, dereference: true });
  writeAtomically(join(partial, 'version.json'), `${JSON.stringify(stamp, null, 2)}\n`);
  complete(partial);
  renameSync(partial, target);
}

function addToHistory(root: string, name: string, version: string) {
  const file = releaseLayout(root).historyFile(name);
  const released = readJson(file, []) as string[];
  writeAtomically(
    file,
    `${JSON.stringify([...released.filter((entry) => entry !== version), version], null, 2)}\n`,
  );
}

/**
 * Publishes a remote's build as a new version and makes it live.
 */
export function releaseRemote({ root, name, from }: { root: string; name: string; from: string }) {
  requireBuild(name, from, REMOTE_BUILD_FILES);
  const layout = releaseLayout(root);
  const version = buildVersion(from);
  // Files first: the whole version folder exists before anything points at it.
  const stamp = { name, version, commit: commitOf(from), releasedAt: new Date().toISOString() };
  copyVersion(from, layout.versionDir(name, version), stamp);
  addToHistory(root, name, version);
  // Last: the switch.
  switchTo(root, name, version);
  return version;
}

/**
 * Makes an earlier release live again (default: the one released before the live one).
 */
export function rollbackRemote({ root, name, to }: { root: string; name: string; to?: string }) {
  const layout = releaseLayout(root);
  const history = readJson(layout.historyFile(name), []) as string[];
  const live = liveVersion(root, name);
  let version = to;
  if (!version) {
    const index = live === undefined ? -1 : history.indexOf(live);
    if (index < 1) {
      throw new Error(
        `${name}: no release before ${live ?? 'the live one'} (releases: ${history.join(', ') || 'none'})`,
      );
    }
    version = history[index - 1];
  }
  const marker = name === 'shell' ? 'site.json' : 'mf-manifest.json';
  if (!existsSync(join(layout.versionDir(name, version), marker))) {
    throw new Error(`${name}: release ${version} is not in ${layout.versionDir(name, '')}`);
  }
  switchTo(root, name, version);
  return { from: live, to: version };
}

/**
 * Publishes the shell's build as a new version and makes it live: the live remotes.json
 * stays (each version's `remotes.json` is a link to it), and running servers take the
 * new shell up without a restart (composition/live-shell.ts watches the link).
 */
export function releaseShell({ root, from }: { root: string; from: string }) {
  requireBuild('shell', from, SHELL_BUILD_FILES.slice(0, 2));
  const layout = releaseLayout(root);
  const version = buildVersion(
    from,
    SHELL_BUILD_FILES.filter((file) => existsSync(join(from, file))),
  );
  const stamp = {
    name: 'shell',
    version,
    commit: commitOf(from),
    releasedAt: new Date().toISOString(),
  };
  copyVersion(from, layout.shellVersionDir(version), stamp, (partial) => {
    // The build's own remotes.json (if any) is never the live one.
    rmSync(join(partial, 'remotes.json'), { force: true });
    symlinkSync(join('..', '..', 'remotes.json'), join(partial, 'remotes.json'));
  });
  if (!existsSync(layout.remotesFile)) writeAtomically(layout.remotesFile, '{}\n');
  addToHistory(root, 'shell', version);
  switchShell(root, version);
  return version;
}
