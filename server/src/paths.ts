// Where the server's files are: one place for the workspace root, the server's built
// modules and the release folder's paths.
// (A command's entry is its own file under commands/, which nothing imports. The modules
// they use start nothing when imported.)
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A module of the server's to run in a process or thread of its own (the server under
 * its supervisor, a render worker, the release command): always the built JavaScript
 * (server/dist/, `pnpm --filter site-server build`), also when the caller runs from
 * the TypeScript sources (the server's tests build it first: testing/build-server.ts).
 * `name` is the module's path under src/ without its extension (`rendering/worker`).
 */
export function serverModule(name: string): string {
  return join(builtRoot, `${name}.js`);
}

/** This module's folder: server/src (run from the sources) or server/dist (built). */
const here = dirname(fileURLToPath(import.meta.url));
const builtRoot = basename(here) === 'dist' ? here : join(here, '..', 'dist');

/** The workspace root. */
export const workspace = resolve(here, '../..');

/**
 * Where the live files are: the release folder's (`<root>/shell`, the live shell release;
 * `<root>/remotes/<name>/<version>/`), never a workspace build. SHELL_DIST and
 * REMOTES_ROOT, when set, point elsewhere (a deploy target of its own). The composition
 * is `remotes.json` in the shell's folder (in a release, a link to `<root>/remotes.json`);
 * without one, every remote build in REMOTES_ROOT (`<REMOTES_ROOT>/<name>/`).
 */
export function sitePaths({ shellDist, remotesRoot }: { shellDist: string; remotesRoot: string }) {
  const remoteDir = (name: string) => resolve(remotesRoot, name);
  return { shellDist, remotesRoot, remoteDir, remotesFile: join(shellDist, 'remotes.json') };
}
