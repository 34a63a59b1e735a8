// Page renders in a pool of worker threads (piscina: a maintained pool that replaces a
// worker that dies, ends one whose task is aborted, and limits each one's memory), so that
// no section's code runs in the process that accepts connections. The pool is supervised
// here: a render that does not answer within its budget (a loop included) is ended and the
// page rendered again without that page's remotes (their failure panel, 503); a remote
// whose code keeps ending workers is benched for a while (rendered as failed without
// trying).
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import type { RenderRequest, RenderResult } from 'shell/server';
import type { RenderFailure } from '../observation/kinds.ts';
import { failureKind } from '../observation/metrics.ts';
import { serverModule } from '../paths.ts';
import type { RenderBudget } from './budget.ts';

/**
 * What the pool tells the server's figures (observe.ts): failures by kind, benched
 * remotes, workers ended.
 */
/**
 * A remote's server build as a task names it: where its entry is, its version, and where
 * its browser manifest is, which the worker reads once per version and keeps
 * (render-worker.ts) instead of receiving it with every task.
 */
export type TaskRemote = {
  entry: string;
  version: string;
  browserUrl: string;
  browserSource: string;
};
/**
 * One page to render as it crosses to a worker, once: what `pageFor` worked out and what
 * the page is rendered with. The template, the budget and the manifests stay in the worker.
 */
export type RenderTask = Omit<RenderRequest, 'template' | 'budget' | 'serverRemotes'> & {
  serverRemotes: Record<string, TaskRemote>;
  /** Put the page's stylesheets inline (inline-styles.ts): a server does, a prerender not. */
  inlineStyles?: boolean;
};
/** What every render worker is started with. */
export type WorkerData = { shellDist: string; budget: RenderBudget };
export type PoolObserver = {
  renderFailed: (remotes: string[], kind: RenderFailure) => void;
  benched: (remote: string) => void;
  workerRestarted: () => void;
};
/**
 * What a render worker posts before it exits on an error nothing handled (render-worker.ts).
 */
export type WorkerMessage = {
  renderWorkerCrash?: { kind: string; message: string; remotes: string[] };
};

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
 */
function slots(count: number) {
  let free = count;
  const waiting: ((value?: unknown) => void)[] = [];
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

export function createRenderPool({
  shellDist,
  budget,
  log = console,
  problems,
  env,
  now = Date.now,
  observer,
}: {
  shellDist: string;
  budget: RenderBudget;
  log?: Pick<Console, 'warn' | 'error' | 'info'>;
  problems: { failed: (key: string, message: string) => void };
  env?: NodeJS.ProcessEnv;
  now?: () => number;
  observer?: PoolObserver;
}) {
  const size = poolSize(env);
  const pool: Piscina<RenderTask, RenderResult> = new Piscina({
    filename: serverModule('rendering/worker'),
    workerData: { shellDist, budget } satisfies WorkerData,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Workers run their event loops between tasks: a remote's stray timer fires (and is
    // caught) at once, not during the next visitor's render.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb(env) },
  });
  const free = slots(size);
  const strikes: Map<string, number[]> = new Map();
  const benchedUntil: Map<string, number> = new Map();

  const strike = (remotes: string[], why: string) => {
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
  const benched = (remote: string) => (benchedUntil.get(remote) ?? 0) > now();

  // A worker that dies between renders says which remotes it had run last.
  pool.on('message', (message: WorkerMessage | null | undefined) => {
    const crash = message?.renderWorkerCrash;
    if (crash) strike(crash.remotes, `${crash.kind} in a render worker: ${crash.message}`);
  });
  pool.on('error', (error: Error) => log.error(`A render worker failed: ${error.message}`));

  const runOnce = async (request: RenderTask) => {
    await free.take();
    try {
      // Past the render's own deadlines (render-budget.ts): the worker is ended.
      return await pool.run(request, { signal: AbortSignal.timeout(budget.workerMs) });
    } finally {
      free.give();
    }
  };

  const without = (request: RenderTask, remotes: string[]): RenderTask => ({
    ...request,
    serverRemotes: Object.fromEntries(
      Object.entries(request.serverRemotes).filter(([name]) => !remotes.includes(name)),
    ),
  });

  return {
    size,
    /**
     * Renders one page; never with a benched remote.
     */
    async render(request: RenderTask): Promise<RenderResult & { struck: string[] }> {
      const suspects = Object.keys(request.serverRemotes);
      const skipped = suspects.filter(benched);
      if (skipped.length > 0) observer?.renderFailed(skipped, 'benched');
      const task = without(request, skipped);
      try {
        // `struck`: remotes left out of this render, already counted as failed.
        return { ...(await runOnce(task)), struck: skipped };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The shell's own build failed (render-worker.ts): the page fails as the shell's,
        // and no remote is blamed or benched for it.
        if (message.startsWith("The shell's server build cannot be loaded")) {
          problems.failed('shell (server build)', message);
          throw error;
        }
        const name =
          typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
        const why =
          name === 'AbortError' || name === 'TimeoutError'
            ? `a render took over ${budget.workerMs} ms; its worker was ended`
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
