// The owner's notices file (closures, special hours, alerts), as the server reads it: read
// again whenever it changes (a publish is a write then a rename; watched-file.ts), each
// entry checked on its own, and a file that is not usable keeping the last good notices.
// Never in a build: it sits beside the shell's build folder, so a shell deploy does not
// replace it.
import type { Notices } from './shared-content.ts';
import { watchedFile } from './watched-file.ts';

export type { Notices };

type NoticesReading = { notices: Notices | null; problems: string[] };
export type ReadNotices = (
  text: string,
  source?: string,
) => NoticesReading | Promise<NoticesReading>;
/** The notices in force and a version that changes with them (for the page cache's key). */
export type LiveNotices = { notices: Notices; version: number };

/**
 * The notices in force (`await current()`), read again when the file changes. Each change
 * is logged once: one line per ignored entry, or one line when the whole file is not usable.
 */
export function watchNoticesFile({
  file,
  readNotices,
  noNotices,
  log = console,
  watchChanges = true,
  onChange,
}: {
  file: string;
  /** The shell server build's reader and empty notices (shell/src/server/index.ts). */
  readNotices: ReadNotices;
  noNotices: Notices;
  log?: Pick<Console, 'warn' | 'info'>;
  watchChanges?: boolean;
  /** Told the notices in force whenever they change (the first reading included). */
  onChange?: (live: LiveNotices) => void;
}) {
  const watched = watchedFile<Notices>({
    file,
    label: 'notices',
    missing: noNotices,
    log: { warn: (line) => log.warn(line), info: (line) => log.info(line) },
    watchChanges,
    onChange: (notices, version) => onChange?.({ notices, version }),
    read: async (text) => {
      const reading = await readNotices(text, file);
      for (const problem of reading.problems) log.warn(`notices: ${problem}`);
      return reading.notices
        ? { value: reading.notices }
        : { problem: `${file} is not usable; keeping the last good notices` };
    },
  });
  return {
    /** The notices now (no file read: the watch keeps them current). */
    current: async (): Promise<LiveNotices> => {
      await watched.ready;
      return { notices: watched.current(), version: watched.version() };
    },
    refresh: watched.refresh,
    close: watched.close,
  };
}
