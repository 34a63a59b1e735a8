// The figures of a section's version as `pnpm status` prints them and the release watch
// judges them, read from prom-client's registry (the metrics of section-metrics.ts), not
// from a second tally: page views, browser errors, renders and their failures as counted,
// p75 LCP and INP and render p95 estimated from the histograms' buckets (as Prometheus's
// histogram_quantile does), and the last hour minute by minute, from a snapshot of those
// counts the observer takes once a minute.
import type client from 'prom-client';

type Labels = Partial<Record<string, string | number>>;
type Sample = { value: number; labels: Labels; metricName?: string };

const MINUTE_MS = 60_000;

/** The errors a browser reports that count against a version. */
const ERROR_KINDS = new Set(['error', 'rejection', 'load-failed']);

export type Minute = { at: number; views: number; errors: number; renderFailures: number };
export type Totals = Omit<Minute, 'at'> & {
  renders: number;
  /** Reporting clients, each once a minute (browser-reports.ts), and those whose report had an error. */
  sources: number;
  erroringSources: number;
};
const NONE: Totals = {
  views: 0,
  errors: 0,
  renderFailures: 0,
  renders: 0,
  sources: 0,
  erroringSources: 0,
};

/** Reads one version's figures out of the registry's metrics. */
export function versionFigures(registry: client.Registry) {
  const samples = async (name: string, remote: string, version: string): Promise<Sample[]> => {
    const metric = registry.getSingleMetric(name);
    if (!metric) return [];
    const { values } = await metric.get();
    return (values as Sample[]).filter(
      ({ labels }) => labels.remote === remote && labels.version === version,
    );
  };
  const sum = (list: Sample[]) => list.reduce((total, { value }) => total + value, 0);

  /**
   * The value below which `share` of a histogram's observations lie (its buckets summed
   * over every other label, linear within the bucket), in ms; null without observations.
   */
  const quantileMs = async (name: string, remote: string, version: string, share: number) => {
    const buckets = new Map<number, number>();
    for (const { labels, value, metricName } of await samples(name, remote, version)) {
      if (!metricName?.endsWith('_bucket')) continue;
      const bound = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + value);
    }
    const bounds = [...buckets.keys()].sort((a, b) => a - b);
    const count = buckets.get(Number.POSITIVE_INFINITY) ?? 0;
    if (count === 0) return null;
    const rank = share * count;
    let lower = 0;
    let below = 0;
    for (const bound of bounds) {
      const cumulative = buckets.get(bound) ?? 0;
      if (cumulative >= rank) {
        // Past the last finite bound: that bound is the most that can be said.
        if (bound === Number.POSITIVE_INFINITY) return Math.round(lower * 1000);
        const within = cumulative - below;
        const at = within > 0 ? lower + ((bound - lower) * (rank - below)) / within : bound;
        return Math.round(at * 1000);
      }
      lower = bound;
      below = cumulative;
    }
    return null;
  };

  /** A version's counts so far (views, errors, renders, render failures). */
  const totals = async (remote: string, version: string): Promise<Totals> => {
    const events = await samples('pharmacy_browser_events_total', remote, version);
    const renders = await samples('pharmacy_render_seconds', remote, version);
    const sources = await samples('pharmacy_browser_sources_total', remote, version);
    return {
      views: sum(await samples('pharmacy_browser_page_views_total', remote, version)),
      errors: sum(events.filter(({ labels }) => ERROR_KINDS.has(String(labels.kind)))),
      renderFailures: sum(await samples('pharmacy_render_failures_total', remote, version)),
      renders: sum(renders.filter(({ metricName }) => metricName?.endsWith('_count'))),
      sources: sum(sources),
      erroringSources: sum(sources.filter(({ labels }) => labels.erroring === 'true')),
    };
  };

  return {
    totals,
    /** A version's figures: counts, errors per thousand page views, p75 LCP and INP, render p95. */
    async summary(remote: string, version: string) {
      const counts = await totals(remote, version);
      return {
        version,
        ...counts,
        errorsPerThousand: counts.views > 0 ? (counts.errors * 1000) / counts.views : null,
        lcpP75: await quantileMs('pharmacy_browser_lcp_seconds', remote, version, 0.75),
        inpP75: await quantileMs('pharmacy_browser_inp_seconds', remote, version, 0.75),
        renderP95: await quantileMs('pharmacy_render_seconds', remote, version, 0.95),
      };
    },
  };
}

/**
 * The last hour minute by minute, from the registry's counts: `take()` once a minute keeps
 * a snapshot per version (60 at the most); `of()` gives each minute's difference.
 */
export function minuteTrend(totals: (remote: string, version: string) => Promise<Totals>) {
  const snapshots = new Map<string, { at: number; totals: Totals }[]>();
  return {
    async take(versions: Record<string, string[]>, at: number) {
      for (const [remote, list] of Object.entries(versions)) {
        for (const version of list) {
          const key = `${remote} ${version}`;
          const kept = [
            ...(snapshots.get(key) ?? []),
            { at, totals: await totals(remote, version) },
          ];
          snapshots.set(key, kept.slice(-61));
        }
      }
    },
    /**
     * Each minute of the last hour: the complete ones, then the one under way at `now` (on
     * a server younger than a minute, everything so far).
     */
    async of(remote: string, version: string, now: number): Promise<Minute[]> {
      const kept = snapshots.get(`${remote} ${version}`) ?? [];
      const start = { at: Math.floor(now / MINUTE_MS) * MINUTE_MS, totals: NONE };
      const points = [
        ...(kept.length > 0 ? kept : [start]),
        { at: now, totals: await totals(remote, version) },
      ];
      return points.slice(1).map(({ totals: after }, index) => {
        const { at, totals: before } = points[index];
        return {
          at,
          views: after.views - before.views,
          errors: after.errors - before.errors,
          renderFailures: after.renderFailures - before.renderFailures,
        };
      });
    },
  };
}
