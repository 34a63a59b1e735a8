// What the server sees of each section, by version, in one place: Prometheus metrics
// (prom-client: the maintained Node client, with histograms and its text format, rather
// than hand-written exposition), from which the figures `pnpm status` and the release
// watch read are worked out (version-figures.ts). Everything here is counted under a
// bounded set of labels: a remote of the live composition, one of its few recent
// versions, a route of the known page list, a language, a kind from a fixed list.
import client from 'prom-client';
import { readRemoteEntry } from '../composition/shared-content.ts';
import type { RenderFailure } from '../rendering/supervision.ts';
import { sectionMetrics } from './section-metrics.ts';
import { erroringPeaks } from './source-peaks.ts';
import { minuteTrend, versionFigures } from './version-figures.ts';

/** Versions of one remote kept apart in labels; older ones are counted as "older". */
const VERSIONS_PER_REMOTE = 4;
/** The version label of a remote served from a folder of its own (no release version). */
const UNVERSIONED = 'unversioned';

/**
 * The release version a composition entry points at (`/remotes/<name>/<version>/mf-manifest.json`).
 */
function versionOfEntry(entry: unknown) {
  const url = readRemoteEntry(entry).entry?.manifest;
  const match =
    typeof url === 'string' &&
    /\/remotes\/[^/]+\/([A-Za-z0-9._-]{1,64})\/mf-manifest\.json$/.exec(url);
  return match ? match[1] : UNVERSIONED;
}

export function createObserver({
  live,
  now = Date.now,
}: {
  /** The live composition, as a plain record kept current (serving/live-site.ts). */
  live?: { composition: { remotes: Record<string, unknown> } };
  now?: () => number;
} = {}) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'pharmacy_process_' });
  const metrics = sectionMetrics(registry);
  const figures = versionFigures(registry);
  const trend = minuteTrend(figures.totals);
  const peaks = erroringPeaks(now);
  /** When each remote's version was first counted (`pnpm status`: since when it is live). */
  const firstSeen = new Map<string, number>();
  const noted = (remote: string, version: string) => {
    const key = `${remote} ${version}`;
    if (!firstSeen.has(key)) firstSeen.set(key, now());
  };
  // Once a minute, a snapshot of each recent version's counts: the hour's trend.
  const minuteTimer = setInterval(() => {
    const versions = Object.fromEntries(seen);
    void trend.take(versions, Math.floor(now() / 60_000) * 60_000);
  }, 60_000);
  minuteTimer.unref();

  /**  The versions seen live per remote, newest last. */
  const seen: Map<string, string[]> = new Map();
  /**
   * The live version of `remote` now (and remembered as one of its recent versions).
   */
  const liveVersion = (remote: string) => {
    const entry = live?.composition.remotes[remote];
    const version = entry === undefined ? UNVERSIONED : versionOfEntry(entry);
    const known = seen.get(remote) ?? [];
    if (known.at(-1) !== version) {
      seen.set(
        remote,
        [...known.filter((v) => v !== version), version].slice(-VERSIONS_PER_REMOTE),
      );
    }
    return version;
  };
  /**
   * A version a browser named for `remote`: kept when it is one of the recent ones,
   * otherwise the live one (labels stay bounded whatever a client sends).
   */
  const versionFor = (remote: string, claimed: string | undefined) => {
    const live = liveVersion(remote);
    return claimed && seen.get(remote)?.includes(claimed) ? claimed : live;
  };
  const isRemote = (remote: string) =>
    remote === 'shell' || Boolean(live?.composition.remotes[remote]);

  /** A page rendered on the server with these remotes, in `ms`. */
  const rendered = (remotes: string[], ms: number) => {
    for (const remote of remotes.length > 0 ? remotes : ['shell']) {
      const version = liveVersion(remote);
      metrics.renderSeconds.observe({ remote, version }, ms / 1000);
      noted(remote, version);
    }
  };
  const renderFailed = (remotes: string[], kind: RenderFailure) => {
    for (const remote of remotes) {
      const version = liveVersion(remote);
      metrics.renderFailures.inc({ remote, version, kind });
      noted(remote, version);
    }
  };

  return {
    registry,
    liveVersion,
    /**
     * A version's figures, read from the registry: counts, errors per thousand page views,
     * p75 LCP and INP, render p95 (ms), the hour minute by minute; none before it is counted.
     */
    async summary(remote: string, version: string) {
      const first = firstSeen.get(`${remote} ${version}`);
      if (first === undefined) return undefined;
      return {
        ...(await figures.summary(remote, version)),
        erroringSourcesInAMinute: peaks.most(remote, version),
        firstSeen: new Date(first).toISOString(),
        minutes: await trend.of(remote, version, now()),
      };
    },
    close: () => clearInterval(minuteTimer),
    isRemote,
    rendered,
    renderFailed,
    /**
     * A page render's figures: its time per remote, and the parts that failed in it (those
     * the pool left out, `struck`, it counted itself).
     *
     * @param remotes the remotes rendered with their server build
     */
    countRender(remotes: string[], result: { failures: string[]; struck?: string[] }, ms: number) {
      const struck = result.struck ?? [];
      const failed = remotes.filter(
        (name) =>
          !struck.includes(name) && result.failures.some((failure) => failure.includes(name)),
      );
      if (failed.length > 0) renderFailed(failed, 'part-failed');
      rendered(remotes, ms);
    },
    benched(remote: string) {
      metrics.benched.inc({ remote, version: liveVersion(remote) });
    },
    /**
     * Pages answered from the page cache (`hit`) and pages that missed it: prom-client's
     * labelled children, counted with no call into this module on a page's way.
     */
    pageCache: {
      hit: metrics.pageCache.labels({ result: 'hit' }),
      miss: metrics.pageCache.labels({ result: 'miss' }),
    },
    workerRestarted() {
      metrics.workerRestarts.inc();
    },
    /** Every answer by its status: prom-client's counter, with no call into this module. */
    requests: metrics.requests,
    reportRefused(reason: 'too-large' | 'schema' | 'rate') {
      metrics.reportsRefused.inc({ reason });
    },
    /** What a browser report is counted with (browser-reports.ts, countBrowserReport). */
    reports: {
      metrics,
      versionFor,
      noted,
      isRemote,
      /** A client's first report this minute saw `remote` at `version`, with an error of it or not. */
      sourced(remote: string, version: string, erroring: boolean) {
        metrics.browserSources.inc({ remote, version, erroring: String(erroring) });
        if (erroring) peaks.counted(remote, version);
      },
    },
  };
}

export type Observer = ReturnType<typeof createObserver>;

// What the server logs about a problem that repeats on every request (a remote whose
// server build is missing, a part that fails to render): one line when it starts, then at
// most one line a minute with how often it happened, and one line when it ends. Each line
// is a structured log record (pino): `problem` names it, and the caller's fields say where
// it came from (the remote and its version, the page, the render time).
const MINUTE_MS = 60_000;

type Fields = Record<string, unknown>;
export type ProblemLogger = {
  warn: (fields: Fields, message: string) => void;
  info: (fields: Fields, message: string) => void;
};

export function problemLog({
  log,
  intervalMs = MINUTE_MS,
  now = Date.now,
}: {
  log: ProblemLogger;
  intervalMs?: number;
  now?: () => number;
}) {
  type Problem = { message: string; since: number; count: number; fields: Fields };
  const open: Map<string, Problem> = new Map();

  const flush = (key: string, entry: Problem, at: number) => {
    if (entry.count > 0) {
      log.warn(
        {
          problem: key,
          ...entry.fields,
          count: entry.count,
          since: new Date(entry.since).toISOString(),
        },
        `${key}: still failing, ${entry.count} more time(s) since ${new Date(entry.since).toISOString()}: ${entry.message}`,
      );
    }
    entry.count = 0;
    entry.since = at;
  };

  return {
    /** A problem with `key` (a remote's name, say) happened again. */
    failed(key: string, message: string, fields: Fields = {}) {
      const at = now();
      const entry = open.get(key);
      if (!entry) {
        open.set(key, { message, since: at, count: 0, fields });
        log.warn({ problem: key, ...fields }, `${key}: ${message}`);
        return;
      }
      entry.count += 1;
      entry.message = message;
      entry.fields = fields;
      if (at - entry.since >= intervalMs) flush(key, entry, at);
    },
    /** The problem with `key`, if any, is over. */
    recovered(key: string, fields: Fields = {}) {
      const entry = open.get(key);
      if (!entry) return;
      flush(key, entry, now());
      open.delete(key);
      log.info({ problem: key, ...fields }, `${key}: works again`);
    },
  };
}
