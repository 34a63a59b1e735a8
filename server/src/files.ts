// Reading and writing the server's own JSON files (releases, their history, the watches):
// a file written here is seen by readers whole, old or new, never in part.
import { existsSync, readFileSync } from 'node:fs';
import { writeAtomically } from 'node-kit/files';

/** The parsed content of a JSON file, or `fallback` when there is no such file. */
export const readJson = (file: string, fallback: unknown): unknown =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : fallback;

/** `value` as JSON, written atomically. */
export const writeJson = (file: string, value: unknown) =>
  writeAtomically(file, `${JSON.stringify(value, null, 2)}\n`);
