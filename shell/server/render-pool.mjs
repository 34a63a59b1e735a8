// Page renders in a pool of worker threads (piscina: a maintained pool that replaces a
// worker that dies, ends one whose task is aborted, and limits each one's memory), so that
// no section's code runs in the process that accepts connections. The pool is supervised
// here: a render that does not answer within its budget (a loop included) is ended and the
// page rendered again without that page's remotes (their failure panel, 503); a remote
// whose code keeps ending workers is benched for a while (rendered as failed without
// trying).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import { failureKind } from './observe.mjs';

/** @import { RenderRequest, RenderResult } from '../src/server/index' */
/** @import { RenderFailure } from './observe.mjs' */
/**
 * What the pool tells the server's figures (observe.mjs): failures by kind, benched
 * remotes, workers ended.
 * @typedef {{ renderFailed: (remotes: string[], kind: RenderFailure) => void,
 *   benched: (remote: string) => void, workerRestarted: () => void }} PoolObserver
 */
/**
 * What a render worker posts before it exits on an error nothing handled (render-worker.mjs).
 * @typedef {{ renderWorkerCrash?: { kind: string, message: string, remotes: string[] } }} WorkerMessage
 */

/** How many renders run at once: one worker per core unless SSR_WORKERS says otherwise. */
export const poolSize = (env = process.env) =>
  Math.max(1, Number(env.SSR_WORKERS) || availableParallelism());

/** Each worker's heap limit (MB): a page that allocates without bound ends its worker only. */
export const workerMemoryMb = (env = process.env) => Number(env.SSR_WORKER_MEMORY_MB) || 192;

/** Strikes within this window bench a remote … */
const STRIKE_WINDOW_MS = 60_000;
const STRIKES_TO_BENCH = 2;
/** … for this long. */
const BENCH_MS = 30_000;

/**
 * A tiny counting semaphore: renders wait here, so a render's clock starts when it runs.
 * @param {number} count
 */
function slots(count) {
  let free = count;
  /** @type {((value?: unknown) => void)[]} */
  const waiting = [];
  return {
    async take() {
      if (free > 0) {
        free -= 1;
        return;
      }
      await new Promise((resolve) => waiting.push(resolve));
    },
    give() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

/**
 * @param {{ shellDist: string, budgetMs: number, log?: Pick<Console, 'warn' | 'error' | 'info'>,
 *   problems: { failed: (key: string, message: string) => void },
 *   env?: NodeJS.ProcessEnv, now?: () => number, observer?: PoolObserver }} options
 */
export function createRenderPool({
  shellDist,
  budgetMs,
  log = console,
  problems,
  env,
  now = Date.now,
  observer,
}) {
  const size = poolSize(env);
  /** @type {Piscina<RenderRequest, RenderResult>} */
  const pool = new Piscina({
    filename: fileURLToPath(new URL('./render-worker.mjs', import.meta.url)),
    workerData: { shellDist },
    minThreads: size,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Workers run their event loops between tasks: a remote's stray timer fires (and is
    // caught) at once, not during the next visitor's render.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb(env) },
  });
  const free = slots(size);
  /** @type {Map<string, number[]>} */
  const strikes = new Map();
  /** @type {Map<string, number>} */
  const benchedUntil = new Map();

  /**
   * @param {string[]} remotes
   * @param {string} why
   */
  const strike = (remotes, why) => {
    const at = now();
    observer?.workerRestarted();
    observer?.renderFailed(remotes, failureKind(why));
    for (const remote of remotes) {
      const recent = [...(strikes.get(remote) ?? []), at].filter((t) => at - t < STRIKE_WINDOW_MS);
      strikes.set(remote, recent);
      problems.failed(`${remote} (render worker)`, why);
      const until = benchedUntil.get(remote);
      if (recent.length >= STRIKES_TO_BENCH && (until === undefined || until <= at)) {
        benchedUntil.set(remote, at + BENCH_MS);
        observer?.benched(remote);
        log.warn(
          `${remote}: benched for ${BENCH_MS / 1000} s after ${recent.length} failed renders; its pages show the failure panel`,
        );
      }
    }
  };
  /** @param {string} remote */
  const benched = (remote) => (benchedUntil.get(remote) ?? 0) > now();

  // A worker that dies between renders says which remotes it had run last.
  pool.on('message', (/** @type {WorkerMessage | null | undefined} */ message) => {
    const crash = message?.renderWorkerCrash;
    if (crash) strike(crash.remotes, `${crash.kind} in a render worker: ${crash.message}`);
  });
  pool.on('error', (/** @type {Error} */ error) =>
    log.error(`A render worker failed: ${error.message}`),
  );

  /** @param {RenderRequest} request */
  const runOnce = async (request) => {
    await free.take();
    try {
      // The budget covers loading the remotes; the render itself gets a little more.
      return await pool.run(request, { signal: AbortSignal.timeout(budgetMs + 300) });
    } finally {
      free.give();
    }
  };

  /**
   * @param {RenderRequest} request
   * @param {string[]} remotes
   * @returns {RenderRequest}
   */
  const without = (request, remotes) => ({
    ...request,
    serverRemotes: Object.fromEntries(
      Object.entries(request.serverRemotes).filter(([name]) => !remotes.includes(name)),
    ),
  });

  return {
    size,
    /**
     * Renders one page; never with a benched remote.
     * @param {RenderRequest} request
     * @returns {Promise<RenderResult & { struck: string[] }>}
     */
    async render(request) {
      const suspects = Object.keys(request.serverRemotes);
      const skipped = suspects.filter(benched);
      if (skipped.length > 0) observer?.renderFailed(skipped, 'benched');
      const task = without(request, skipped);
      try {
        // `struck`: remotes left out of this render, already counted as failed.
        return { ...(await runOnce(task)), struck: skipped };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The shell's own build failed (render-worker.mjs): the page fails as the shell's,
        // and no remote is blamed or benched for it.
        if (message.startsWith("The shell's server build cannot be loaded")) {
          problems.failed('shell (server build)', message);
          throw error;
        }
        const name =
          typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
        const why =
          name === 'AbortError' || name === 'TimeoutError'
            ? `a render took over ${budgetMs + 300} ms; its worker was ended`
            : `a render worker died: ${message}`;
        strike(Object.keys(task.serverRemotes), why);
        // Again without the page's remotes: their parts show the failure panel (and are
        // counted once, here, not again as parts that failed).
        const struck = Object.keys(task.serverRemotes);
        return { ...(await runOnce(without(task, struck))), struck: [...skipped, ...struck] };
      }
    },
    close: () => pool.destroy(),
  };
}
