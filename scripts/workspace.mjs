// The workspace's packages for root scripts, read from the one remote list
// (shared-content/src/platform/remotes.ts) so that no script repeats the remote names or ports.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

export const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const jiti = createJiti(import.meta.url, { moduleCache: false });
/** @type {{ remoteNames: readonly string[], devPorts: Record<string, number> }} */
const remotes = await jiti.import(join(workspace, 'shared-content/src/platform/remotes.ts'));

export const remoteNames = remotes.remoteNames;
export const devPorts = remotes.devPorts;
/** Every package that builds to a dist folder: the shell and each remote. */
export const builtPackages = ['shell', ...remoteNames];
