// Files the server reads again when they change, keeping the last good copy: one watch
// helper for the live composition's folders (remotes-config.ts) and for single files such
// as the owner's notices (notices-file.ts). Changes are seen through a watch of the folder
// (a publish writes a temporary file and renames it over the live one; a release switches
// a link), never by looking at the file on each request.
import { type FSWatcher, readFileSync, realpathSync, statSync, watch } from 'node:fs';
import { dirname } from 'node:path';

type Log = { warn: (message: string) => void; info: (message: string) => void };

/** Where a file really is (through links), or the path itself when it does not exist. */
export const realFile = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
};

/**
 * Watches a set of folders and calls `onChange` when anything in one of them changes.
 * `watchOnly(folders)` replaces the set (folders that do not exist are left out).
 */
export function folderWatch(onChange: () => void) {
  const watchers = new Map<string, FSWatcher>();
  let closed = false;
  return {
    watchOnly(folders: Iterable<string>) {
      if (closed) return;
      const wanted = new Set(folders);
      for (const [folder, watcher] of watchers) {
        if (!wanted.has(folder)) {
          watcher.close();
          watchers.delete(folder);
        }
      }
      for (const folder of wanted) {
        if (watchers.has(folder)) continue;
        try {
          const watcher = watch(folder, { persistent: false }, () => onChange());
          watcher.on('error', () => {
            watcher.close();
            watchers.delete(folder);
          });
          watchers.set(folder, watcher);
        } catch {
          // A folder that does not exist (yet): the next change of its parent watches it.
        }
      }
    },
    close() {
      closed = true;
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

/**
 * Runs `task` again after changes, one run at a time: a call during a run asks for one
 * more run after it, however many calls came.
 */
export function serialRuns(task: () => Promise<void>) {
  let running: Promise<void> | undefined;
  let again = false;
  return (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await task();
        } while (again);
      } finally {
        // In the same step as the last check of `again`: no call falls in between.
        running = undefined;
      }
    })();
    return running;
  };
}

/** What a file's text gives: its value, or why this version cannot be used. */
export type Reading<T> = { value: T; problem?: undefined } | { value?: undefined; problem: string };

export type WatchedFile<T> = {
  /** Resolves once the file has been read the first time. */
  ready: Promise<void>;
  /** The last good value (the value for no file while there is none). */
  current: () => T;
  /** Changes whenever the value does. */
  version: () => number;
  /** Reads the file again now (a watch event does this by itself). */
  refresh: () => Promise<void>;
  close: () => void;
};

/**
 * One file, read when it changes: `read` turns its text into a value or a problem; a
 * problem (or a file that cannot be read) keeps the last good value, with one log line
 * per change. While there is no file, the value is `missing`.
 */
export function watchedFile<T>({
  file,
  read,
  missing,
  log,
  label = file,
  watchChanges = true,
  onChange = () => {},
}: {
  file: string;
  read: (text: string) => Reading<T> | Promise<Reading<T>>;
  missing: T;
  log: Log;
  label?: string;
  watchChanges?: boolean;
  /** Told each new value and its version, as soon as it is read. */
  onChange?: (value: T, version: number) => void;
}): WatchedFile<T> {
  let value = missing;
  let version = 0;
  let seen: string | undefined;

  const reread = async () => {
    let stamp = 'missing';
    try {
      const { mtimeMs, size, ino } = statSync(file);
      stamp = `${mtimeMs}:${size}:${ino}`;
    } catch {
      // no file
    }
    if (stamp === seen) return;
    const first = seen === undefined;
    seen = stamp;
    if (stamp === 'missing') {
      if (!first) log.info(`${label}: ${file} removed`);
      value = missing;
      version += 1;
      onChange(value, version);
      return;
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      log.warn(
        `${label}: ${file} cannot be read (${error instanceof Error ? error.message : error}); keeping the last good copy`,
      );
      return;
    }
    let reading: Reading<T>;
    try {
      reading = await read(text);
    } catch (error) {
      reading = { problem: error instanceof Error ? error.message : String(error) };
    }
    if (reading.problem !== undefined) {
      log.warn(`${label}: ${reading.problem}`);
      return;
    }
    value = reading.value;
    version += 1;
    onChange(value, version);
  };
  const refresh = serialRuns(reread);
  // The folder of the file and, for a link, of what it points at.
  const folders = folderWatch(() => void refresh());
  if (watchChanges) folders.watchOnly(new Set([dirname(file), dirname(realFile(file))]));
  return {
    ready: refresh(),
    current: () => value,
    version: () => version,
    refresh,
    close: () => folders.close(),
  };
}
