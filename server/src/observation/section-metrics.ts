// The server's Prometheus metrics (prom-client), by section and version where a section
// is concerned: renders and their failures, the page cache, responses, and what browsers
// report (page views, errors, Core Web Vitals, refused reports). Labels stay bounded:
// routes are known pages, remotes the live ones, versions a few recent ones (metrics.ts).
import client from 'prom-client';

export function sectionMetrics(registry: client.Registry) {
  const registers = [registry];
  const sectionLabels = ['remote', 'version'] as const;
  return {
    renderSeconds: new client.Histogram({
      name: 'pharmacy_render_seconds',
      help: 'Server render time of pages, per remote on the page and its version',
      labelNames: sectionLabels,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
      registers,
    }),
    renderFailures: new client.Counter({
      name: 'pharmacy_render_failures_total',
      help: 'Server renders a remote failed, by kind',
      labelNames: [...sectionLabels, 'kind'],
      registers,
    }),
    benched: new client.Counter({
      name: 'pharmacy_remote_benched_total',
      help: 'Times a remote was benched (its pages show the failure panel without trying)',
      labelNames: sectionLabels,
      registers,
    }),
    pageCache: new client.Counter({
      name: 'pharmacy_page_cache_total',
      help: 'Rendered-page cache lookups, by result (hit, miss)',
      labelNames: ['result'],
      registers,
    }),
    workerRestarts: new client.Counter({
      name: 'pharmacy_render_worker_restarts_total',
      help: 'Render workers ended (overrun, crash, out of memory) and replaced',
      registers,
    }),
    requests: new client.Counter({
      name: 'pharmacy_http_requests_total',
      help: 'Responses, by status code',
      labelNames: ['status'],
      registers,
    }),
    pageViews: new client.Counter({
      name: 'pharmacy_browser_page_views_total',
      help: 'Page views reported by browsers, per route, language and section on the page',
      labelNames: ['route', 'lang', ...sectionLabels],
      registers,
    }),
    browserEvents: new client.Counter({
      name: 'pharmacy_browser_events_total',
      help: 'Browser errors, rejections, failed remote loads, failure panels and script-missing notes, per remote and version',
      labelNames: [...sectionLabels, 'kind'],
      registers,
    }),
    browserSources: new client.Counter({
      name: 'pharmacy_browser_sources_total',
      help: "Reporting clients that saw a section, each counted once a minute (its first report in the minute only), and whether that report had an error of the section's",
      labelNames: [...sectionLabels, 'erroring'],
      registers,
    }),
    lcp: new client.Histogram({
      name: 'pharmacy_browser_lcp_seconds',
      help: 'Largest Contentful Paint reported by browsers',
      labelNames: ['route', 'lang', ...sectionLabels],
      buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
      registers,
    }),
    inp: new client.Histogram({
      name: 'pharmacy_browser_inp_seconds',
      help: 'Interaction to Next Paint reported by browsers',
      labelNames: ['route', 'lang', ...sectionLabels],
      buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2],
      registers,
    }),
    cls: new client.Histogram({
      name: 'pharmacy_browser_cls',
      help: 'Cumulative Layout Shift reported by browsers',
      labelNames: ['route', 'lang', ...sectionLabels],
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    }),
    reportsRefused: new client.Counter({
      name: 'pharmacy_browser_reports_refused_total',
      help: 'Browser reports refused, by reason (too-large, schema, rate)',
      labelNames: ['reason'],
      registers,
    }),
  };
}
