// Runs in a render worker thread (render-pool.mjs): renders pages with the shell's server
// build, which loads the remotes' server builds. A remote's code runs only here, never in
// the process that accepts connections. An error nothing handles (a remote's stray
// rejection, a throw in its timer) ends this worker, saying which remotes it was running;
// the pool replaces it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';

/** @import { RenderRequest, RenderResult } from '../src/server/index' */

const require = createRequire(import.meta.url);
/** @type {typeof import('piscina')} */
const piscina = require('piscina');
/**
 * What render-pool.mjs gives each worker.
 * @type {{ shellDist: string }}
 */
const { shellDist } = piscina.workerData;
/** What a render answers when the shell's own build cannot be loaded (render-pool.mjs reads it). */
const SHELL_BUILD_FAILED = "The shell's server build cannot be loaded";

/**
 * The shell's server build (from shell/src/server/index.ts), or why it cannot be loaded:
 * then every render fails as the shell's, never as a remote's.
 * @type {typeof import('../src/server/index') | undefined}
 */
let shell;
/** @type {string | undefined} */
let shellProblem;
try {
  shell = require(join(shellDist, 'server', 'index.js'));
} catch (error) {
  shellProblem = `${SHELL_BUILD_FAILED} (${shellDist}): ${error instanceof Error ? error.message : error}`;
}

/**
 * The remotes of the page rendered last: the suspects when something goes wrong later.
 * @type {string[]}
 */
let remotesInUse = [];

/** @param {string} kind */
const crash = (kind) => (/** @type {unknown} */ error) => {
  const message = error instanceof Error ? error.message : String(error);
  parentPort?.postMessage({ renderWorkerCrash: { kind, message, remotes: remotesInUse } });
  process.exit(1);
};
process.on('uncaughtException', crash('uncaught exception'));
process.on('unhandledRejection', crash('unhandled rejection'));

/**
 * One page: the RenderRequest of `shell/src/server/render.tsx`.
 * @param {RenderRequest} request
 * @returns {Promise<RenderResult>}
 */
export default async function render(request) {
  if (!shell) throw new Error(shellProblem);
  remotesInUse = Object.keys(request.serverRemotes);
  return shell.renderPage(request);
}
