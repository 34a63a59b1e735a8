// The release folder's layout (store.ts writes it, the server and nginx serve it), and
// which release of a section is live in it.
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readJson } from '../files.ts';

export function releaseLayout(root: string) {
  return {
    shellDir: join(root, 'shell'),
    shellVersionDir: (version: string) => join(root, 'shells', version),
    remotesFile: join(root, 'remotes.json'),
    versionDir: (name: string, version: string) =>
      name === 'shell' ? join(root, 'shells', version) : join(root, 'remotes', name, version),
    historyFile: (name: string) => join(root, 'releases', `${name}.json`),
  };
}

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
const manifestUrlOfEntry = (entry: unknown): unknown =>
  typeof entry === 'string'
    ? entry
    : typeof entry === 'object' && entry !== null && 'manifest' in entry
      ? entry.manifest
      : undefined;
