// Reading and writing the server's own JSON files (releases, their history, the watches):
// a file written here is seen by readers whole, old or new, never in part.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** The parsed content of a JSON file, or `fallback` when there is no such file. */
export const readJson = (file: string, fallback: unknown): unknown =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : fallback;

/** Writes a file so that readers see the old or the new content, never part of it. */
export function writeAtomically(file: string, text: string) {
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

/** `value` as JSON, written atomically. */
export const writeJson = (file: string, value: unknown) =>
  writeAtomically(file, `${JSON.stringify(value, null, 2)}\n`);
