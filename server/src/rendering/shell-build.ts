// The shell's server build (`<shell>/server/index.js`, from shell/src/server/index.ts): the
// one place the server process, its render workers and the prerender find and load it.
// Without one, pages are rendered in the browser (the server sends index.html).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** What the shell's server build exports (its entry's module type). */
export type ShellServerBuild = typeof import('shell/server');

const require = createRequire(import.meta.url);

/** Where a shell release's server build is. */
const serverBuildFile = (shellDist: string) => join(shellDist, 'server', 'index.js');

/** Whether the shell release at `shellDist` has a server build. */
export const hasServerBuild = (shellDist: string) => existsSync(serverBuildFile(shellDist));

/** Loads the shell's server build (throws when it cannot be loaded). */
export const loadServerBuild = (shellDist: string): ShellServerBuild =>
  require(serverBuildFile(shellDist)) as ShellServerBuild;

/** The shell's server build, or undefined when the release has none. */
export const serverBuildOf = (shellDist: string): ShellServerBuild | undefined =>
  hasServerBuild(shellDist) ? loadServerBuild(shellDist) : undefined;
