// Versioned releases (`pnpm release <name>` and `pnpm rollback <name>`, release.mjs) into the folder
// layout the Node server and nginx serve (`RELEASE_ROOT`, default ./release):
//
//   <root>/shell/                      the shell's build and its remotes.json (SHELL_DIST)
//   <root>/remotes/<name>/<version>/   every release of a remote, kept (REMOTES_ROOT)
//   <root>/releases/<name>.json        the order they were released in
//
// A remote's release copies its build (browser and server) into a new version folder,
// then switches remotes.json to it, last and atomically (a temporary file renamed over
// it): until that rename, every visitor gets the previous release, whole. A rollback is
// that switch alone, back to the previous version: no build, no copy.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { workspace } from './site-paths.mjs';

/**
 * The parsed content of a JSON file, or `fallback` when there is no such file.
 * @param {string} file
 * @param {unknown} fallback
 * @returns {unknown}
 */
const readJson = (file, fallback) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;

/**
 * Writes a file so that readers see the old or the new content, never part of it.
 * @param {string} file
 * @param {string} text
 */
function writeAtomically(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${process.pid}.${Date.now()}.tmp`);
  const descriptor = openSync(temporary, 'w');
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(temporary, file);
}

/**
 * The version of a build: its identity is its manifests, which name content-hashed files.
 * @param {string} buildDir
 */
export function buildVersion(buildDir) {
  const hash = createHash('sha256');
  for (const manifest of ['mf-manifest.json', 'server/mf-manifest.json']) {
    const file = join(buildDir, manifest);
    if (!existsSync(file)) throw new Error(`${buildDir} is not a remote's build (no ${manifest})`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: workspace,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
};

/** @param {string} root */
export function releaseLayout(root) {
  return {
    shellDir: join(root, 'shell'),
    remotesFile: join(root, 'shell', 'remotes.json'),
    /**
     * @param {string} name
     * @param {string} version
     */
    versionDir: (name, version) => join(root, 'remotes', name, version),
    /** @param {string} name */
    historyFile: (name) => join(root, 'releases', `${name}.json`),
    env: { SHELL_DIST: join(root, 'shell'), REMOTES_ROOT: join(root, 'remotes') },
  };
}

/**
 * @param {string} name
 * @param {string} version
 */
const manifestUrl = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * The version remotes.json points at for `name`, if it points at a release.
 * @param {string} root
 * @param {string} name
 */
export function liveVersion(root, name) {
  const remotes = /** @type {Record<string, unknown>} */ (
    readJson(releaseLayout(root).remotesFile, {})
  );
  const entry = remotes[name];
  // An entry is { manifest, prefixes } or just the manifest's URL.
  const url =
    typeof entry === 'string'
      ? entry
      : typeof entry === 'object' && entry !== null && 'manifest' in entry
        ? entry.manifest
        : undefined;
  const match =
    typeof url === 'string' && /^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url);
  return match ? match[1] : undefined;
}

/**
 * Points remotes.json's entry for `name` at `version`: the one switch visitors see.
 * @param {string} root
 * @param {string} name
 * @param {string} version
 */
function switchTo(root, name, version) {
  const { remotesFile } = releaseLayout(root);
  const remotes = /** @type {Record<string, unknown>} */ (readJson(remotesFile, {}));
  const entry = remotes[name];
  // Only the manifest moves; the prefixes the remote owns stay as configured.
  remotes[name] =
    entry && typeof entry === 'object'
      ? { ...entry, manifest: manifestUrl(name, version) }
      : manifestUrl(name, version);
  writeAtomically(remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
}

/**
 * Publishes a remote's build as a new version and makes it live.
 * @param {{ root: string, name: string, from: string }} options
 */
export function releaseRemote({ root, name, from }) {
  const layout = releaseLayout(root);
  const version = buildVersion(from);
  const target = layout.versionDir(name, version);
  // Files first: the whole version folder exists before anything points at it.
  if (!existsSync(target)) {
    const partial = join(dirname(target), `.${version}.partial`);
    rmSync(partial, { recursive: true, force: true });
    cpSync(from, partial, { recursive: true, dereference: true });
    const stamp = { name, version, commit: gitCommit(), releasedAt: new Date().toISOString() };
    writeAtomically(join(partial, 'version.json'), `${JSON.stringify(stamp, null, 2)}\n`);
    renameSync(partial, target);
  }
  const released = /** @type {string[]} */ (readJson(layout.historyFile(name), []));
  const history = released.filter((entry) => entry !== version);
  writeAtomically(layout.historyFile(name), `${JSON.stringify([...history, version], null, 2)}\n`);
  // Last: the switch.
  switchTo(root, name, version);
  return version;
}

/**
 * Makes an earlier release live again (default: the one released before the live one).
 * @param {{ root: string, name: string, to?: string }} options
 */
export function rollbackRemote({ root, name, to }) {
  const layout = releaseLayout(root);
  const history = /** @type {string[]} */ (readJson(layout.historyFile(name), []));
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
  if (!existsSync(join(layout.versionDir(name, version), 'mf-manifest.json'))) {
    throw new Error(`${name}: release ${version} is not in ${layout.versionDir(name, '')}`);
  }
  switchTo(root, name, version);
  return { from: live, to: version };
}

/**
 * Publishes the shell's build. The live remotes.json is kept (it says which release of
 * each remote is live); servers pick up a new shell on restart.
 * @param {{ root: string, from: string }} options
 */
export function releaseShell({ root, from }) {
  const { shellDir, remotesFile } = releaseLayout(root);
  const next = `${shellDir}.next`;
  rmSync(next, { recursive: true, force: true });
  cpSync(from, next, { recursive: true, dereference: true });
  if (existsSync(remotesFile)) cpSync(remotesFile, join(next, 'remotes.json'));
  const previous = `${shellDir}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(shellDir)) renameSync(shellDir, previous);
  renameSync(next, shellDir);
  rmSync(previous, { recursive: true, force: true });
}
