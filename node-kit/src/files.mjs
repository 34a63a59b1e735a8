// Writing a file that a reader may open at any moment (a release's pointer, the notices the
// public site reads): the whole new text or the old one, never half.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `text` to `file` atomically: into a temporary file beside it, flushed to disk, then
 * renamed over it. A failed write leaves the old file and no temporary file behind.
 * @param {string} file
 * @param {string} text
 */
export function writeAtomically(file, text) {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = openSync(temporary, 'w', 0o644);
    try {
      writeSync(handle, text);
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
