// The owner's notices file (closures, special hours, alerts), as the server reads it: read
// again whenever it changes (a publish is a write then a rename), each entry checked on its
// own, and a file that is not usable keeping the last good notices. Never in a build: it
// sits beside the shell's build folder, so a shell deploy does not replace it.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type Notices = import('shared-content/schemas').Notices;
export type NoticesReading = { notices: Notices | null; problems: string[] };
export type ReadNotices = (
  text: string,
  source?: string,
) => NoticesReading | Promise<NoticesReading>;

export const emptyNotices: Notices = Object.freeze({ closures: [], specialHours: [], alerts: [] });

/**
 * Where the server reads the notices: `NOTICES_FILE`, else `notices.json` beside the
 * shell's build folder (`shell/notices.json`, or `$RELEASE_ROOT/notices.json` when
 * `SHELL_DIST=$RELEASE_ROOT/shell`).
 */
export const noticesFilePath = (shellDist: string, env: NodeJS.ProcessEnv = process.env) =>
  resolve(env.NOTICES_FILE ?? resolve(dirname(resolve(shellDist)), 'notices.json'));

/**
 * The notices in force (`await current()`), read again only when the file changes; `version` changes with
 * them (for the page cache's key). Each change is logged once: one line per ignored
 * entry, or one line when the whole file is not usable.
 */
export function watchNoticesFile({
  file,
  readNotices,
  log = console,
}: {
  file: string;
  readNotices: ReadNotices;
  log?: Pick<Console, 'warn' | 'info'>;
}) {
  let notices = emptyNotices;
  let version = 0;
  let seen: string | undefined;
  const current = async () => {
    let stamp: string;
    try {
      const { mtimeMs, size, ino } = statSync(file);
      stamp = `${mtimeMs}:${size}:${ino}`;
    } catch {
      stamp = 'missing';
    }
    if (stamp === seen) return { notices, version };
    const first = seen === undefined;
    seen = stamp;
    if (stamp === 'missing') {
      if (!first) log.info(`notices: ${file} removed; no notices shown`);
      notices = emptyNotices;
      version += 1;
      return { notices, version };
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      log.warn(
        `notices: ${file} cannot be read (${(error as Error).message}); keeping the last good notices`,
      );
      return { notices, version };
    }
    const reading = await readNotices(text, file);
    for (const problem of reading.problems) log.warn(`notices: ${problem}`);
    if (!reading.notices) {
      log.warn(`notices: ${file} is not usable; keeping the last good notices`);
      return { notices, version };
    }
    notices = reading.notices;
    version += 1;
    return { notices, version };
  };
  return { current };
}
