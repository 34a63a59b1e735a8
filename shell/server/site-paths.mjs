// Where the server's files are, and what the shell's build tells it (site.json): one
// place for the workspace root, the build folders and reading site.json.
// (A command's entry is its own file, which nothing imports: serve.mjs, prerender.mjs,
// hosting.mjs, release.mjs, supervise.mjs, start.mjs, healthcheck.mjs. The modules they
// use start nothing when imported.)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @import { SiteJson } from './site-info.mjs' */

/** The workspace root (in a release, the folder holding `shell/` and the remotes). */
export const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the built files are. REMOTES_ROOT, when set, is a folder holding one folder per
 * remote (a deploy target that a team can swap without touching the shell).
 */
export function sitePaths(env = process.env) {
  const shellDist = resolve(env.SHELL_DIST ?? join(workspace, 'shell/dist'));
  /** @param {string} name */
  const remoteDir = (name) =>
    env.REMOTES_ROOT ? resolve(env.REMOTES_ROOT, name) : join(workspace, name, 'dist');
  return { shellDist, remoteDir };
}

/**
 * The shell build's `site.json`, or an error saying to build first.
 * @param {string} shellDist
 * @returns {SiteJson}
 */
export function readSiteJson(shellDist) {
  try {
    return JSON.parse(readFileSync(join(shellDist, 'site.json'), 'utf8'));
  } catch {
    throw new Error(`No build found at ${shellDist}: run "pnpm build" first.`);
  }
}
