// How the render pool (pool.ts) keeps failing sections from taking renders down, off the
// path of a page that renders: a render that failed (it overran its budget, ran out of
// memory, or its worker died) is a strike against the page's remotes; a remote whose code
// keeps ending workers is benched for a while (rendered as failed without trying). A
// worker that dies between renders says which remotes it had run last (worker.ts).
import type { WorkerCrash } from './protocol.ts';

/** The kinds of render failure the server counts (observation/metrics.ts), a fixed list. */
export type RenderFailure =
  | 'overrun'
  | 'crash'
  | 'rejection'
  | 'out-of-memory'
  | 'missing-build'
  | 'part-failed'
  | 'benched';

/** What the pool tells the server's figures (observation/metrics.ts). */
export type PoolObserver = {
  renderFailed: (remotes: string[], kind: RenderFailure) => void;
  benched: (remote: string) => void;
  workerRestarted: () => void;
};

/**
 * What the renderer tells the server's figures (observation/metrics.ts makes it, above
 * this layer): the pool's, each render, and the page cache's hits and misses.
 */
export type RenderObserver = PoolObserver & {
  countRender: (
    remotes: string[],
    result: { failures: string[]; struck?: string[] },
    ms: number,
  ) => void;
  pageCache: { hit: { inc: () => void }; miss: { inc: () => void } };
};

/** Strikes within this window bench a remote … */
const STRIKE_WINDOW_MS = 60_000;
const STRIKES_TO_BENCH = 2;
/** … for this long. */
const BENCH_MS = 30_000;

export function supervision({
  log,
  problems,
  now,
  observer,
  workerMs,
}: {
  log: Pick<Console, 'warn'>;
  problems: { failed: (key: string, message: string) => void };
  now: () => number;
  observer?: PoolObserver;
  /** The budget past which a render's worker is ended (config.ts). */
  workerMs: number;
}) {
  const strikes: Map<string, number[]> = new Map();
  /** Until when each benched remote is benched (the pool reads it before each render). */
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

  return {
    benchedUntil,
    /** A render with these remotes failed with `error` (piscina's). */
    renderFailed(remotes: string[], error: unknown) {
      const message = error instanceof Error ? error.message : String(error);
      const name = error instanceof Error ? error.name : undefined;
      const code = (error as { code?: unknown }).code;
      const [why, kind]: [string, RenderFailure] =
        name === 'AbortError' || name === 'TimeoutError'
          ? [`a render took over ${workerMs} ms; its worker was ended`, 'overrun']
          : code === 'ERR_WORKER_OUT_OF_MEMORY' || /memory limit/i.test(message)
            ? [`a render worker ran out of memory: ${message}`, 'out-of-memory']
            : [`a render worker died: ${message}`, 'crash'];
      strike(remotes, why, kind);
    },
    /** A message a worker posted: one that is dying says which remotes it ran last. */
    workerMessage(message: WorkerCrash | null | undefined) {
      if (message?.kind !== 'worker-crash') return;
      const { cause, remotes } = message;
      const what = cause === 'unhandled-rejection' ? 'unhandled rejection' : 'uncaught exception';
      strike(
        remotes,
        `${what} in a render worker: ${message.message}`,
        cause === 'unhandled-rejection' ? 'rejection' : 'crash',
      );
    },
  };
}
