// The workspace's packages for root scripts: every remote is found from its own package
// (`"remote"` in its package.json, read by build-preset/src/remote-record.ts), so
// that no script repeats the remote names or ports.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

export const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const jiti = createJiti(import.meta.url, { moduleCache: false });
/** @type {typeof import('../build-preset/src/remote-record')} */
const records = await jiti.import(join(workspace, 'build-preset/src/remote-record.ts'));
const remotes = records.workspaceRemotes(workspace);

/** The remote packages of this checkout (not what is live: that is the release's remotes.json). */
export const remoteNames = remotes.map((remote) => remote.name);
/** @type {Record<string, number>} */
export const devPorts = {
  shell: records.shellDevPort,
  ...Object.fromEntries(remotes.map((remote) => [remote.name, remote.record.devPort])),
};
/** Every package that builds to a dist folder: the shell and each remote. */
export const builtPackages = ['shell', ...remoteNames];
