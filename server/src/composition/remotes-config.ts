// The live composition, as the server reads it: one validated snapshot made from
// remotes.json (which sections exist and where) and the description each remote publishes
// with its build (`pages.json` beside its manifest: prefixes, pages, exposes, slots it
// fills, what it was built against). It is made again when one of those files changes
// (a file watch, never per request). An entry that cannot be used is left out with one
// log line naming it and why, and its last good entry is kept; a name never seen before
// is served once its description is valid, with no shell build and no restart.
// Routing, the owner of a path, preloads, the sitemap, the CSP's origins, /version.json,
// the prerender, the nginx generator and deploy checks all read this snapshot.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { composeEntry, parseRemotesFile, REMOTE_NAME } from './remote-entries.ts';
import type { RemoteEntry } from './shared-content.ts';
import { readRemoteEntry } from './shared-content.ts';
import type { Composition, Described, ReadBeside, RemotesConfig, ServerBuildOf } from './types.ts';
import { folderWatch, realFile, serialRuns } from './watched-file.ts';

export { composeEntry, parseRemotesConfig } from './remote-entries.ts';
export type {
  Composition,
  Described,
  ReadBeside,
  RemotesConfig,
  ServerBuildOf,
} from './types.ts';

/**
 * Where the composition comes from: remotes.json, or, when there is none, every folder of
 * `remotesRoot` that holds a remote's build (`/remotes/<name>/mf-manifest.json`).
 */
function readSources(
  file: string,
  remotesRoot: string | undefined,
):
  | { entries: Record<string, unknown>; invalid?: undefined }
  | { invalid: string; entries?: undefined } {
  if (existsSync(file)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return { invalid: `it cannot be read (${error instanceof Error ? error.message : error})` };
    }
    return parseRemotesFile(text);
  }
  if (!remotesRoot || !existsSync(remotesRoot)) return { entries: {} };
  return {
    entries: Object.fromEntries(
      readdirSync(remotesRoot)
        .filter(
          (name) => REMOTE_NAME.test(name) && existsSync(join(remotesRoot, name, 'pages.json')),
        )
        .map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
    ),
  };
}

/**
 * The composition made once from the files as they are (the prerender, the release gate).
 */
export async function readComposition(options: {
  file: string;
  remotesRoot?: string;
  read: ReadBeside;
  serverBuild?: ServerBuildOf;
  shellSlots?: Readonly<Record<string, string>>;
  log?: Pick<Console, 'warn'>;
}): Promise<Composition> {
  const watcher = watchComposition({ ...options, watchFiles: false });
  await watcher.ready;
  return watcher.current();
}

/**
 * The live composition, made again when remotes.json, the remotes' folder or a local
 * remote's files change; a remote served from another origin is read again every
 * `pollMs`. `current()` returns the last snapshot (never reads a file).
 */
export function watchComposition({
  file,
  remotesRoot,
  read,
  serverBuild,
  shellSlots = {},
  log = console,
  watchFiles = true,
  pollMs = 5000,
  localFolder = () => undefined,
  onChange = () => {},
}: {
  file: string;
  remotesRoot?: string;
  read: ReadBeside;
  serverBuild?: ServerBuildOf;
  shellSlots?: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);
  log?: Pick<Console, 'warn'>;
  watchFiles?: boolean;
  pollMs?: number;
  localFolder?: (name: string, manifestUrl: string) => string | undefined;
  /** Told each new snapshot as soon as it is made. */
  onChange?: (snapshot: Composition) => void;
}) {
  let snapshot: Composition = { remotes: {}, described: {}, stamp: 0 };
  let identity = '';
  /**  what was last logged per remote, so each change logs once */
  const logged: Map<string, string> = new Map();
  const folderWatches = folderWatch(() => void refresh());
  let poll: NodeJS.Timeout | undefined;
  let closed = false;

  const logOnce = (key: string, message: string | undefined) => {
    if (logged.get(key) === message) return;
    if (message === undefined) logged.delete(key);
    else {
      logged.set(key, message);
      log.warn(message);
    }
  };

  // Found with the snapshot, so that a render reads no file to know where a remote's
  // server build is or which version it is.
  const serverOf = async (name: string, entry: RemoteEntry): Promise<Described['server']> => {
    if (!serverBuild) return undefined;
    try {
      return { remote: await serverBuild(name, entry) };
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
  };

  const watchFolders = (folders: string[]) => {
    if (watchFiles && !closed) folderWatches.watchOnly(folders);
  };

  const rebuild = async () => {
    const slots = typeof shellSlots === 'function' ? shellSlots() : shellSlots;
    const sources = readSources(file, remotesRoot);
    // In a release, the shell's remotes.json is a link to the release folder's: both
    // folders are watched (the link's target is replaced by a rename in its own folder).
    const folders: string[] = [
      dirname(file),
      dirname(realFile(file)),
      ...(remotesRoot ? [remotesRoot] : []),
    ];
    if (sources.invalid !== undefined) {
      logOnce(
        'remotes.json',
        `remotes.json ignored: ${sources.invalid}; keeping the last good composition`,
      );
      watchFolders(folders);
      return;
    }
    logOnce('remotes.json', undefined);
    const remotes: RemotesConfig = {};
    const described: Record<string, Described> = {};
    let remoteOrigin = false;
    await Promise.all(
      Object.entries(sources.entries).map(async ([name, raw]) => {
        const composed = await composeEntry({ name, raw, read, shellSlots: slots });
        const url = readRemoteEntry(raw).entry?.manifest;
        const folder = url ? localFolder(name, url) : undefined;
        if (folder) folders.push(folder, dirname(folder));
        else if (url) remoteOrigin = true;
        if ('problem' in composed) {
          const kept = snapshot.remotes[name];
          logOnce(
            name,
            `remotes.json: "${name}" cannot be used (${composed.problem}); ${kept ? 'keeping its last good entry' : 'left out'}`,
          );
          if (kept) {
            remotes[name] = kept;
            described[name] = snapshot.described[name];
          }
          return;
        }
        logOnce(
          name,
          composed.notes.length > 0
            ? `remotes.json: "${name}": ${composed.notes.join('; ')}`
            : undefined,
        );
        remotes[name] = composed.entry;
        described[name] = { ...composed.described, server: await serverOf(name, composed.entry) };
      }),
    );
    // The order of remotes.json, whatever order the reads finished in.
    const ordered = Object.fromEntries(
      Object.keys(sources.entries).flatMap((name) =>
        remotes[name] ? [[name, remotes[name]]] : [],
      ),
    );
    const next = JSON.stringify([ordered, described]);
    if (next !== identity) {
      identity = next;
      snapshot = { remotes: ordered, described, stamp: snapshot.stamp + 1 };
      onChange(snapshot);
    }
    watchFolders(folders);
    clearTimeout(poll);
    if (remoteOrigin && watchFiles && !closed) poll = setTimeout(refresh, pollMs).unref();
  };

  /** Makes the snapshot again (a call during a rebuild runs one more after it). */
  const refresh = serialRuns(async () => {
    try {
      await rebuild();
    } catch (error) {
      log.warn(
        `The composition could not be read again (${error instanceof Error ? error.message : error}); keeping the last good one`,
      );
    }
  });

  const ready = refresh();
  return {
    /** Resolves once the first snapshot is made. */
    ready,
    current: (): Composition => snapshot,
    /** Reads the files again now (a test, or a caller that knows they changed). */
    refresh,
    close() {
      closed = true;
      clearTimeout(poll);
      folderWatches.close();
    },
  };
}
