// The notices file the public server reads, read and written only here. Reading checks
// it with shared-content's `readNotices`, the very function `pnpm notices:check` runs;
// writing (node-kit's writeAtomically) goes to a temporary file in the same folder, flushed,
// then renamed over the live one, so the server (which watches it) never reads half a file.
import { readFileSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { noNotices } from 'shared-content/logic';
import { readNotices } from 'shared-content/notices';
import type { Notices } from 'shared-content/schemas';

export interface NoticesOnDisk {
  /** The file's text, or null when there is none (no notices). */
  text: string | null;
  /** Its valid entries (an entry that does not check is left out, as the server does). */
  notices: Notices;
  problems: string[];
}

export function readNoticesFile(file: string): NoticesOnDisk {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { text: null, notices: noNotices, problems: [] };
    }
    throw error;
  }
  const reading = readNotices(text, basename(file));
  return { text, notices: reading.notices ?? noNotices, problems: reading.problems };
}

/** The file's text for `notices`, checked exactly as `pnpm notices:check` checks it. */
export function noticesText(notices: Notices): { text: string; problems: string[] } {
  const text = `${JSON.stringify(notices, null, 2)}\n`;
  const reading = readNotices(text, 'notices.json');
  const problems = reading.notices ? reading.problems : reading.problems.concat('not usable');
  return { text, problems };
}

/** Removes the file (undoing the first publish: no file means no notices). */
export function removeNoticesFile(file: string) {
  rmSync(file, { force: true });
}
