// Runs in a render worker thread (render-pool.ts): renders pages with the shell's server
// build, which loads the remotes' server builds. A remote's code runs only here, never in
// the process that accepts connections. An error nothing handles (a remote's stray
// rejection, a throw in its timer) ends this worker, saying which remotes it was running;
// the pool replaces it.
//
// What does not change from one page to the next stays here: the shell's page template
// and the render budget (read when the worker starts), and each remote's browser manifest
// by version (read the first time a task names that version).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { BrowserManifest, RenderRequest, ServerRemote } from 'shell/server';
import { stylesheetInliner } from './inline-styles.ts';
import type { RenderTask, TaskAnswer, TaskRemote, WorkerCrash, WorkerData } from './protocol.ts';
import { loadServerBuild, type ShellServerBuild } from './shell-build.ts';

const { shellDist, budget, reportSample } = workerData as WorkerData;

/**
 * The shell's server build (from shell/src/server/index.ts) and its page template, or why
 * they cannot be loaded: then every render fails as the shell's, never as a remote's.
 */
let shell: { build: ShellServerBuild; template: string } | undefined;
let shellProblem: string | undefined;
try {
  const build = loadServerBuild(shellDist);
  const template = readFileSync(join(shellDist, 'index.html'), 'utf8');
  shell = {
    build,
    // Every page's HTML is put together here: the template (told the report sample once),
    // the render, and the page's stylesheets inline.
    template:
      reportSample < 1
        ? template.replace('<head>', `<head><meta name="report-sample" content="${reportSample}">`)
        : template,
  };
} catch (error) {
  shellProblem = `The shell's server build cannot be loaded (${shellDist}): ${error instanceof Error ? error.message : error}`;
}

const inlineStylesheets = stylesheetInliner(shellDist);

/** The remotes of the page rendered last: the suspects when something goes wrong later. */
let remotesInUse: string[] = [];

const crash = (cause: WorkerCrash['cause']) => (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const crashed: WorkerCrash = { kind: 'worker-crash', cause, message, remotes: remotesInUse };
  parentPort?.postMessage(crashed);
  process.exit(1);
};
process.on('uncaughtException', crash('uncaught-exception'));
process.on('unhandledRejection', crash('unhandled-rejection'));

/** Browser manifests by remote and version (a version's manifest never changes). */
const manifests = new Map<string, Promise<BrowserManifest['manifest'] | undefined>>();

const readManifest = async (source: string): Promise<BrowserManifest['manifest']> => {
  if (source.startsWith('file:')) {
    return JSON.parse(readFileSync(fileURLToPath(source), 'utf8')) as BrowserManifest['manifest'];
  }
  const response = await fetch(source, { signal: AbortSignal.timeout(budget.remotesMs) });
  if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
  return (await response.json()) as BrowserManifest['manifest'];
};

/** A task's remote as the shell's renderer takes it: with its browser manifest, if readable. */
async function withManifest(name: string, remote: TaskRemote): Promise<ServerRemote> {
  const key = `${name}@${remote.version}`;
  let manifest = manifests.get(key);
  if (!manifest) {
    // Unreadable: the page is rendered without its preload hints, and tried again next time.
    manifest = readManifest(remote.browserSource).catch(() => {
      manifests.delete(key);
      return undefined;
    });
    manifests.set(key, manifest);
  }
  const browser = await manifest;
  return {
    entry: remote.entry,
    version: remote.version,
    browser: browser && { url: remote.browserUrl, manifest: browser },
  };
}

/** The kinds of page this worker has rendered: an owner's page, in a language. */
const renderedKinds = new Set<string>();
// (A task always names its page; a test may send less.)
const kindOf = (task: RenderTask) => `${task.page?.owner} ${task.page?.path}`;

/**
 * The render budget of this task. Warm (this worker has rendered this kind of page before):
 * the budget's short React pass. Cold (its first: the remote's code loads and is compiled
 * here now, and a long page takes several times longer): the first pass may run until
 * just before the pool's deadline for the worker (`workerMs`), so that a page that renders
 * within that deadline is never cut at start.
 */
function budgetFor(task: RenderTask, started: number): RenderRequest['budget'] {
  const { remotesMs, renderMs, workerMs } = budget;
  if (renderedKinds.has(kindOf(task))) return { remotesMs, renderMs };
  return {
    remotesMs,
    renderMs,
    firstPassUntil: Date.now() + workerMs - 150 - (performance.now() - started),
  };
}

/** One page: a RenderTask from the pool, rendered as `shell/src/server/render.tsx` asks. */
export default async function render(task: RenderTask): Promise<TaskAnswer> {
  const started = performance.now();
  if (!shell) return { kind: 'shell-build-failed', message: shellProblem ?? 'unknown' };
  remotesInUse = Object.keys(task.serverRemotes);
  const serverRemotes = Object.fromEntries(
    await Promise.all(
      Object.entries(task.serverRemotes).map(
        async ([name, remote]) => [name, await withManifest(name, remote)] as const,
      ),
    ),
  );
  const { inlineStyles, ...page } = task;
  const request: RenderRequest = {
    ...page,
    template: shell.template,
    budget: budgetFor(task, started),
    serverRemotes,
  };
  const result = await shell.build.renderPage(request);
  renderedKinds.add(kindOf(task));
  if (!inlineStyles) return { kind: 'rendered', result };
  const inlined = await inlineStylesheets(result.html, Object.values(task.serverRemotes));
  return {
    kind: 'rendered',
    result: { ...result, html: inlined.html, styleSources: inlined.styleSources },
  };
}
