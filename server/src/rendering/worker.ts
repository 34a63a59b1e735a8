// A render worker thread (pool.ts starts it through piscina): renders pages with the
// shell's server build, which loads the remotes' server builds (render-task.ts). A
// remote's code runs only here, never in the process that accepts connections. An error
// nothing handles (a remote's stray rejection, a throw in its timer) ends this worker,
// saying which remotes it was running; the pool replaces it.
//
// Read once, when the worker starts: the shell's page template (told the report sample
// once) and its server build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerCrash, WorkerData } from './protocol.ts';
import { lastRemotes, startRenders, type WorkerShell } from './render-task.ts';
import { loadServerBuild } from './shell-build.ts';

const data = workerData as WorkerData;

function loadShell({ shellDist, reportSample }: WorkerData): WorkerShell {
  try {
    const build = loadServerBuild(shellDist);
    const template = readFileSync(join(shellDist, 'index.html'), 'utf8');
    return {
      build,
      template:
        reportSample < 1
          ? template.replace(
              '<head>',
              `<head><meta name="report-sample" content="${reportSample}">`,
            )
          : template,
    };
  } catch (error) {
    const why = error instanceof Error ? error.message : error;
    return { problem: `The shell's server build cannot be loaded (${shellDist}): ${why}` };
  }
}

const crash = (cause: WorkerCrash['cause']) => (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const crashed: WorkerCrash = { kind: 'worker-crash', cause, message, remotes: lastRemotes() };
  parentPort?.postMessage(crashed);
  process.exit(1);
};
process.on('uncaughtException', crash('uncaught-exception'));
process.on('unhandledRejection', crash('unhandled-rejection'));

startRenders({ ...data, shell: loadShell(data) });

export { renderTask as default } from './render-task.ts';
