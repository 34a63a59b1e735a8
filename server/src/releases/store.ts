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

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { workspace } from '../paths.ts';

/**
 * The parsed content of a JSON file, or `fallback` when there is no such file.
 */
const readJson = (file: string, fallback: unknown): unknown =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : fallback;

/**
 * Writes a file so that readers see the old or the new content, never part of it.
 */
function writeAtomically(file: string, text: string) {
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

/** What a remote's build folder holds. */
export const REMOTE_BUILD_FILES = [
  'mf-manifest.json',
  'server/mf-manifest.json',
  'pages.json',
  'build-info.json',
];
/** What the shell's build folder holds. */
export const SHELL_BUILD_FILES = ['index.html', 'site.json', 'build-info.json', 'server/index.js'];

/**
 * Throws, naming each missing file and what to do, unless `dir` holds a whole build.
 */
export function requireBuild(name: string, dir: string, files: string[]) {
  const missing = files.filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) {
    throw new Error(
      `${name} has no whole build at ${dir} (missing ${missing.join(', ')}): run "pnpm --filter ${name} build" first, or give its build with --from DIR.`,
    );
  }
}

/**
 * The version of a build: its identity is its manifests (or, for the shell, its page
 * and server build), which name content-hashed files.
 */
export function buildVersion(
  buildDir: string,
  files: string[] = ['mf-manifest.json', 'server/mf-manifest.json'],
) {
  const hash = createHash('sha256');
  for (const name of files) {
    const file = join(buildDir, name);
    if (!existsSync(file)) throw new Error(`${buildDir} is not a whole build (no ${name})`);
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

/**
 * The commit a release is stamped with: the one its build names (build-info.json), else
 * the workspace's HEAD. A release Job runs where there is no git (the container's runtime
 * folder), and a build given with --from may come from another commit than HEAD.
 */
const commitOf = (from: string) => {
  const info = readJson(join(from, 'build-info.json'), {}) as { commit?: unknown };
  return typeof info.commit === 'string' && info.commit ? info.commit : gitCommit();
};

export function releaseLayout(root: string) {
  return {
    shellDir: join(root, 'shell'),
    shellVersionDir: (version: string) => join(root, 'shells', version),
    remotesFile: join(root, 'remotes.json'),
    versionDir: (name: string, version: string) =>
      name === 'shell' ? join(root, 'shells', version) : join(root, 'remotes', name, version),
    historyFile: (name: string) => join(root, 'releases', `${name}.json`),
    env: { SHELL_DIST: join(root, 'shell'), REMOTES_ROOT: join(root, 'remotes') },
  };
}

const manifestUrl = (name: string, version: string) =>
  `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * The version remotes.json points at for `name`, if it points at a release.
 */
export function liveVersion(root: string, name: string) {
  if (name === 'shell') {
    const link = releaseLayout(root).shellDir;
    return existsSync(link) && lstatSync(link).isSymbolicLink()
      ? basename(readlinkSync(link))
      : undefined;
  }
  const remotes = readJson(releaseLayout(root).remotesFile, {}) as Record<string, unknown>;
  const url = manifestUrlOfEntry(remotes[name]);
  const match =
    typeof url === 'string' && /^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url);
  return match ? match[1] : undefined;
}

/**
 * The manifest URL of a remotes.json entry: `{ manifest, prefixes }` or just the URL.
 */
export const manifestUrlOfEntry = (entry: unknown): unknown =>
  typeof entry === 'string'
    ? entry
    : typeof entry === 'object' && entry !== null && 'manifest' in entry
      ? entry.manifest
      : undefined;

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
 * new shell up without a restart (app.ts watches the link).
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
