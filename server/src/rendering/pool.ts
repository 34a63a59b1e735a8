// Page renders in a pool of worker threads (piscina: a maintained pool that replaces a
// worker that dies, ends one whose task is aborted, and limits each one's memory), so that
// no section's code runs in the process that accepts connections. The pool is supervised
// here: a render that does not answer within its budget (a loop included) is ended and the
// page rendered again without that page's remotes (their failure panel, 503); a remote
// whose code keeps ending workers is benched for a while (rendered as failed without
// trying).
import Piscina from 'piscina';
import type { RenderResult } from 'shell/server';
import type { RenderBudget } from '../config.ts';
import type { RenderFailure } from '../observation/kinds.ts';
import { serverModule } from '../paths.ts';
import type { RenderTask, TaskAnswer, WorkerCrash, WorkerData } from './protocol.ts';

/** What the pool tells the server's figures (observation/metrics.ts). */
export type PoolObserver = {
  renderFailed: (remotes: string[], kind: RenderFailure) => void;
  benched: (remote: string) => void;
  workerRestarted: () => void;
};
/** A render that failed because the shell's own server build cannot be loaded. */
export class ShellBuildFailed extends Error {}

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
  reportSample,
  workers: size,
  workerMemoryMb,
  log = console,
  problems,
  now = Date.now,
  observer,
}: {
  shellDist: string;
  budget: RenderBudget;
  reportSample: number;
  /** How many renders run at once (SSR_WORKERS; one per core by default). */
  workers: number;
  /** Each worker's heap limit (MB): a page that allocates without bound ends its worker only. */
  workerMemoryMb: number;
  log?: Pick<Console, 'warn' | 'error' | 'info'>;
  problems: { failed: (key: string, message: string) => void };
  now?: () => number;
  observer?: PoolObserver;
}) {
  const pool: Piscina<RenderTask, TaskAnswer> = new Piscina({
    filename: serverModule('rendering/worker'),
    workerData: { shellDist, budget, reportSample } satisfies WorkerData,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Workers run their event loops between tasks: a remote's stray timer fires (and is
    // caught) at once, not during the next visitor's render.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb },
  });
  const free = slots(size);
  const strikes: Map<string, number[]> = new Map();
  const benchedUntil: Map<string, number> = new Map();

  const strike = (remotes: string[], why: string, kind: RenderFailure) => {
    const at = now();
    observer?.workerRestarted();
    observer?.renderFailed(remotes, kind);
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
  pool.on('message', (message: WorkerCrash | null | undefined) => {
    if (message?.kind !== 'worker-crash') return;
    const { cause, remotes } = message;
    const what = cause === 'unhandled-rejection' ? 'unhandled rejection' : 'uncaught exception';
    strike(
      remotes,
      `${what} in a render worker: ${message.message}`,
      cause === 'unhandled-rejection' ? 'rejection' : 'crash',
    );
  });
  pool.on('error', (error: Error) => log.error(`A render worker failed: ${error.message}`));

  const runOnce = async (request: RenderTask): Promise<RenderResult> => {
    await free.take();
    let answer: TaskAnswer;
    try {
      // Past the render's own deadlines (config.ts, the render budget): the worker is ended.
      answer = await pool.run(request, { signal: AbortSignal.timeout(budget.workerMs) });
    } finally {
      free.give();
    }
    if (answer.kind === 'rendered') return answer.result;
    // The shell's own build failed: the page fails as the shell's, and no remote is
    // blamed or benched for it.
    problems.failed('shell (server build)', answer.message);
    throw new ShellBuildFailed(answer.message);
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
        if (error instanceof ShellBuildFailed) throw error;
        const message = error instanceof Error ? error.message : String(error);
        const name = error instanceof Error ? error.name : undefined;
        const code = (error as { code?: unknown }).code;
        const [why, kind]: [string, RenderFailure] =
          name === 'AbortError' || name === 'TimeoutError'
            ? [`a render took over ${budget.workerMs} ms; its worker was ended`, 'overrun']
            : code === 'ERR_WORKER_OUT_OF_MEMORY' || /memory limit/i.test(message)
              ? [`a render worker ran out of memory: ${message}`, 'out-of-memory']
              : [`a render worker died: ${message}`, 'crash'];
        strike(Object.keys(task.serverRemotes), why, kind);
        // Again without the page's remotes: their parts show the failure panel (and are
        // counted once, here, not again as parts that failed).
        const struck = Object.keys(task.serverRemotes);
        return { ...(await runOnce(without(task, struck))), struck: [...skipped, ...struck] };
      }
    },
    close: () => pool.destroy(),
  };
}
