// The workspace the tools work on: the checkout that holds them (from this module's own
// place, tools/src or tools/dist), so a copy of the workspace runs its own scripts.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
