// The figures of each remote's recent versions, kept in memory and bounded (a few versions
// per remote, the last values of each measure, one bucket a minute for the last hour):
// what `pnpm status` prints and what the release watch judges a new version by.

const VERSIONS_PER_REMOTE = 4;
const SAMPLES = 500;
const MINUTE_MS = 60_000;
const MINUTES = 60;

export type Observation = {
  views?: number;
  errors?: number;
  renderFailures?: number;
  renders?: number;
  renderMs?: number;
  lcp?: number;
  inp?: number;
};
export type Minute = { at: number; views: number; errors: number; renderFailures: number };
export type VersionFigures = {
  version: string;
  firstSeen: number;
  views: number;
  errors: number;
  renderFailures: number;
  renders: number;
  lcp: number[];
  inp: number[];
  renderMs: number[];
  minutes: Minute[];
};

/**
 * The value below which `share` of the values lie (nearest rank), or null without values.
 */
export function percentile(values: number[], share: number) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

export function createVersionStats({ now = Date.now }: { now?: () => number } = {}) {
  const remotes: Map<string, Map<string, VersionFigures>> = new Map();

  const figuresOf = (remote: string, version: string) => {
    const versions = remotes.get(remote) ?? new Map();
    remotes.set(remote, versions);
    let figures = versions.get(version);
    if (!figures) {
      figures = {
        version,
        firstSeen: now(),
        views: 0,
        errors: 0,
        renderFailures: 0,
        renders: 0,
        lcp: [],
        inp: [],
        renderMs: [],
        minutes: [],
      };
      versions.set(version, figures);
      // The oldest version seen goes when there are too many (a Map keeps insertion order).
      if (versions.size > VERSIONS_PER_REMOTE) versions.delete(versions.keys().next().value ?? '');
    }
    return figures;
  };

  const keep = (list: number[], value: number | undefined) => {
    if (value === undefined) return;
    list.push(value);
    if (list.length > SAMPLES) list.shift();
  };

  return {
    add(remote: string, version: string, observation: Observation) {
      const figures = figuresOf(remote, version);
      const at = Math.floor(now() / MINUTE_MS) * MINUTE_MS;
      let minute = figures.minutes.at(-1);
      if (minute?.at !== at) {
        minute = { at, views: 0, errors: 0, renderFailures: 0 };
        figures.minutes.push(minute);
        while (figures.minutes.length > 0 && figures.minutes[0].at <= at - MINUTES * MINUTE_MS) {
          figures.minutes.shift();
        }
      }
      figures.views += observation.views ?? 0;
      figures.errors += observation.errors ?? 0;
      figures.renderFailures += observation.renderFailures ?? 0;
      figures.renders += observation.renders ?? 0;
      minute.views += observation.views ?? 0;
      minute.errors += observation.errors ?? 0;
      minute.renderFailures += observation.renderFailures ?? 0;
      keep(figures.lcp, observation.lcp);
      keep(figures.inp, observation.inp);
      keep(figures.renderMs, observation.renderMs);
    },
    /**
     * A version's figures, summarized: counts, errors per thousand page views, p75 LCP and
     * INP (ms), render p95 (ms) and the last hour minute by minute.
     */
    summary(remote: string, version: string) {
      const figures = remotes.get(remote)?.get(version);
      if (!figures) return undefined;
      return {
        version,
        firstSeen: new Date(figures.firstSeen).toISOString(),
        views: figures.views,
        errors: figures.errors,
        errorsPerThousand: figures.views > 0 ? (figures.errors * 1000) / figures.views : null,
        renders: figures.renders,
        renderFailures: figures.renderFailures,
        lcpP75: percentile(figures.lcp, 0.75),
        inpP75: percentile(figures.inp, 0.75),
        renderP95: percentile(figures.renderMs, 0.95),
        minutes: figures.minutes.filter((minute) => minute.at > now() - MINUTES * MINUTE_MS),
      };
    },
    /** The remotes with figures, and the versions of each (oldest first). */
    remotes() {
      return Object.fromEntries(
        [...remotes].map(([name, versions]) => [name, [...versions.keys()]]),
      );
    },
  };
}

export type VersionSummary = NonNullable<
  ReturnType<ReturnType<typeof createVersionStats>['summary']>
>;
