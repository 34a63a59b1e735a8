// Runs in a render worker thread (render-pool.ts): renders pages with the shell's server
// build, which loads the remotes' server builds. A remote's code runs only here, never in
// the process that accepts connections. An error nothing handles (a remote's stray
// rejection, a throw in its timer) ends this worker, saying which remotes it was running;
// the pool replaces it.
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from '../src/server/index';
import { loadServerBuild, type ShellServerBuild } from './server-build.ts';

/** What render-pool.ts gives each worker (piscina passes it on as the thread's workerData). */
const { shellDist } = workerData as { shellDist: string };
/** What a render answers when the shell's own build cannot be loaded (render-pool.ts reads it). */
const SHELL_BUILD_FAILED = "The shell's server build cannot be loaded";

/**
 * The shell's server build (from shell/src/server/index.ts), or why it cannot be loaded:
 * then every render fails as the shell's, never as a remote's.
 */
let shell: ShellServerBuild | undefined;
let shellProblem: string | undefined;
try {
  shell = loadServerBuild(shellDist);
} catch (error) {
  shellProblem = `${SHELL_BUILD_FAILED} (${shellDist}): ${error instanceof Error ? error.message : error}`;
}

/**
 * The remotes of the page rendered last: the suspects when something goes wrong later.
 */
let remotesInUse: string[] = [];

const crash = (kind: string) => (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  parentPort?.postMessage({ renderWorkerCrash: { kind, message, remotes: remotesInUse } });
  process.exit(1);
};
process.on('uncaughtException', crash('uncaught exception'));
process.on('unhandledRejection', crash('unhandled rejection'));

/**
 * One page: the RenderRequest of `shell/src/server/render.tsx`.
 */
export default async function render(request: RenderRequest): Promise<RenderResult> {
  if (!shell) throw new Error(shellProblem);
  remotesInUse = Object.keys(request.serverRemotes);
  return shell.renderPage(request);
}
