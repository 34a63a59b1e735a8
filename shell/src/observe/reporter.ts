// Sends what the page saw (events.ts) and its Core Web Vitals (web-vitals, the Chrome
// team's library: LCP, INP and CLS measured as the browser defines them) to this site's
// POST /_report with navigator.sendBeacon, when the page is hidden: at most
// MAX_REPORTS a page view, each a few hundred bytes. Loaded after the page is
// interactive (index.ts). First-party and anonymous: no cookie (the beacon sends none the
// site does not set, and it sets none), no identifier, the page's path without its query
// and language, the section versions and numbers; never what a visitor typed. An INP or
// layout shift is attributed to the part of the page that caused it (attribution.ts, from
// the metrics' entries: web-vitals' attribution build would weigh 13 KB of this chunk).
import { localeOfPath, withoutLocale } from 'shared-content/locale';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { readSsrData } from '../ssrData';
import { partsOfPage } from './attribution';
import { type BrowserEvent, takeEvents } from './events';

const REPORT_PATH = '/_report';
const MAX_REPORTS = 3;

interface Vitals {
  lcp?: number;
  inp?: number;
  cls?: number;
}

/** The part of the page (a remote, or the shell) that caused the INP and the largest shift. */
type Parts = { inp?: string; cls?: string };

const versionIn = (entry: unknown) => {
  const url =
    typeof entry === 'string'
      ? entry
      : typeof entry === 'object' && entry !== null && 'manifest' in entry
        ? String((entry as { manifest: unknown }).manifest)
        : '';
  return /\/remotes\/[^/]+\/([A-Za-z0-9._-]{1,64})\/mf-manifest\.json$/.exec(url)?.[1];
};

/** The remote sections of the page the server rendered, with their versions. */
function sectionsOfPage() {
  const data = readSsrData(document);
  if (!data) return [];
  const remotes = (data.remotes ?? {}) as Record<string, unknown>;
  const names = [...new Set(data.modules.map((module) => module.remote))].slice(0, 8);
  return names.map((remote) => {
    const version = versionIn(remotes[remote]);
    return version ? { remote, version } : { remote };
  });
}

/**
 * Starts measuring and reporting. `sample` (0 to 1): the share of page views that report
 * (the page's `<meta name="report-sample">`, set by the server's REPORT_SAMPLE; all by default).
 */
export function startReporting({
  sample = Number(
    document.querySelector<HTMLMetaElement>('meta[name="report-sample"]')?.content ?? 1,
  ),
} = {}) {
  if (!(Math.random() < sample) || typeof navigator.sendBeacon !== 'function') return;
  const path = window.location.pathname;
  const route = withoutLocale(path);
  const lang = localeOfPath(path);
  const sections = sectionsOfPage();
  const vitals: Vitals = {};
  const sent: Vitals = {};
  onLCP((metric) => {
    vitals.lcp = Math.round(metric.value);
  });
  const parts: Parts = {};
  const partsSeen = partsOfPage();
  onINP(
    (metric) => {
      vitals.inp = Math.round(metric.value);
      parts.inp = partsSeen.inp(metric.entries);
    },
    { reportAllChanges: true },
  );
  onCLS(
    (metric) => {
      vitals.cls = Math.round(metric.value * 1000) / 1000;
      parts.cls = partsSeen.cls(metric.entries);
    },
    { reportAllChanges: true },
  );
  let reports = 0;
  const pending: BrowserEvent[] = [];
  const flush = () => {
    if (reports >= MAX_REPORTS) return;
    pending.push(...takeEvents());
    // Each measure once, with its value when the page was first hidden.
    const fresh: Vitals = {};
    for (const key of ['lcp', 'inp', 'cls'] as const) {
      if (vitals[key] !== undefined && sent[key] === undefined) fresh[key] = vitals[key];
    }
    if (reports > 0 && pending.length === 0 && Object.keys(fresh).length === 0) return;
    const freshParts: Parts = {};
    if (fresh.inp !== undefined && parts.inp) freshParts.inp = parts.inp;
    if (fresh.cls && parts.cls) freshParts.cls = parts.cls;
    const body = JSON.stringify({
      route,
      lang,
      view: reports === 0,
      sections,
      events: pending.slice(0, 10),
      vitals: fresh,
      parts: freshParts,
    });
    // A browser or extension that blocks it: nothing else happens.
    if (navigator.sendBeacon(REPORT_PATH, new Blob([body], { type: 'text/plain' }))) {
      reports += 1;
      pending.splice(0, 10);
      Object.assign(sent, fresh);
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  document.documentElement.dataset.reporting = 'on';
  // Loaded while the page was already hidden: send at once.
  if (document.visibilityState === 'hidden') flush();
}
