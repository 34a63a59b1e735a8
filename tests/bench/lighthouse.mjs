// Lighthouse in its default (mobile: simulated slow 4G, 4x CPU slowdown) configuration,
// in Debian's Chromium, on the benchmark routes. Prints per route (the median of RUNS
// runs) performance, FCP, LCP, TBT, TTI, CLS and main-thread script evaluation; then, for
// the run with the median TBT, the five longest main-thread tasks with the script each is
// attributed to, the largest contentful paint's element, and the two tasks that make most of
// TBT here as Lighthouse observed them (observedTasks below). Then the first-tap probe
// (first-tap.mjs): TAP_RUNS (5) loads per route at 4x CPU in a mobile viewport, tapping the
// header's first control as soon as it shows; per route the median and the worst of each
// run's worst event duration. A benchmark, not a test: the numbers vary with the machine's
// load.
// Main-thread work is Lighthouse's "Minimize main-thread work" total, with its two largest
// groups besides script (style and layout; "Other", the browser's own tasks: parsing,
// animation frames, navigation); script KiB is what the page's scripts weighed on the wire.
// Before and after in one run: BASE_URL=<after> COMPARE_URL=<before> alternates the two
// servers run by run, route by route, and prints each one's table and the ratio of
// main-thread work after / before.
// Usage: pnpm bench:lighthouse [path ...]   (needs the production server: pnpm start)
//        BASE_URL=http://localhost:8080 RUNS=3 TAP_RUNS=5 (TAP_RUNS=0: no tap probe)
//        COMPARE_URL=http://localhost:8081 (a second server, measured alternately)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { benchCommand, expectServer } from './cli.mjs';
import { firstTap } from './first-tap.mjs';
import { rendererMainThread } from './slowed-page.mjs';

/** @import { Result } from 'lighthouse' */
/**
 * One run's figures; a metric Lighthouse could not measure is NaN.
 * @typedef {{
 *   performance: number, accessibility: number, fcp: number, lcp: number, cls: number,
 *   tbt: number, tti: number, scriptEvaluation: number, mainThread: number,
 *   styleLayout: number, other: number, scriptKiB: number,
 *   longTasks: { ms: number, startMs: number, script: string }[], lcpElement: string,
 *   observed: ObservedTasks,
 * }} RunFigures
 */
/** @typedef {'performance' | 'accessibility' | 'fcp' | 'lcp' | 'cls' | 'tbt' | 'tti' | 'scriptEvaluation' | 'mainThread' | 'styleLayout' | 'other' | 'scriptKiB'} Metric */
// Lighthouse types an audit's `details` as the union of every audit's; these are the
// shapes of the audits read here.
/** @typedef {{ items: { group: string, duration: number }[] }} WorkBreakdownDetails */
/** @typedef {{ items?: { duration: number, startTime: number, url: unknown }[] }} LongTasksDetails */
/** @typedef {{ items?: { resourceType?: string, transferSize?: number }[] }} NetworkRequestsDetails */
/**
 * @typedef {{ items?: {
 *   type?: string, selector?: string, snippet?: string,
 *   items?: { label?: string, subpart?: string, duration: number }[],
 * }[] }} LcpBreakdownDetails
 */

const { base, paths } = benchCommand({
  name: 'bench:lighthouse',
  usage:
    'Usage: pnpm bench:lighthouse [path ...]   (paths start with /; BASE_URL or PORT, COMPARE_URL, RUNS=3, TAP_RUNS=5)',
  defaults: [
    '/',
    '/locations/parlin',
    '/best-prices',
    '/support/hours',
    '/about',
    '/testimonials',
    '/support/faq',
  ],
});
const bases = process.env.COMPARE_URL ? [base, process.env.COMPARE_URL] : [base];
const runs = Number(process.env.RUNS ?? 3);
const tapRuns = Number(process.env.TAP_RUNS ?? 5);
for (const site of bases) await expectServer('bench:lighthouse', site);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Main-thread time spent evaluating script (Lighthouse's "Script Evaluation" group).
 * @param {Result} lhr
 */
const mainThreadWork = (lhr) => {
  const breakdown = /** @type {WorkBreakdownDetails | undefined} */ (
    lhr.audits['mainthread-work-breakdown'].details
  );
  if (!breakdown) throw new Error('Lighthouse measured no main-thread work breakdown');
  /** @param {string} group */
  const of = (group) => breakdown.items.find((item) => item.group === group)?.duration ?? 0;
  return {
    scriptEvaluation: of('scriptEvaluation'),
    styleLayout: of('styleLayout'),
    other: of('other'),
    mainThread: breakdown.items.reduce((sum, item) => sum + item.duration, 0),
  };
};

/**
 * KiB of script the page downloaded (transfer size, headers included).
 * @param {Result} lhr
 */
const scriptKiB = (lhr) => {
  const requests = /** @type {NetworkRequestsDetails | undefined} */ (
    lhr.audits['network-requests'].details
  );
  const bytes = (requests?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
};

/**
 * The longest main-thread tasks, each with the script Lighthouse attributes it to.
 * @param {Result} lhr
 * @param {number} count
 */
const longestTasks = (lhr, count) => {
  const tasks = /** @type {LongTasksDetails | undefined} */ (lhr.audits['long-tasks'].details);
  return (tasks?.items ?? [])
    .toSorted((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((task) => ({
      ms: Math.round(task.duration),
      startMs: Math.round(task.startTime),
      script: typeof task.url === 'string' ? task.url.replace(base, '') : String(task.url),
    }));
};

/** @typedef {{ commitMs: number, layoutMs: number }} ObservedTasks */
/**
 * Two of the page's tasks as Lighthouse observed them (unslowed, before its simulation):
 * the browser committing the navigation (a new renderer's script context and the
 * response's first bytes: the page's markup plays little part) and the longest task that
 * lays the page out (the whole document's style and layout, and the paint after them).
 * The simulation slows the first 4x and, as a task with layout, the second 2x. It leaves
 * the commit out of its FCP estimate, so whatever of the commit reaches past that estimate
 * counts in TBT: the first long task, which Lighthouse calls "Unattributable". A page that
 * sends Cross-Origin-Opener-Policy gets a new renderer for Lighthouse's load from
 * about:blank (the site's pages do; a visitor arriving from another site mostly gets one
 * either way).
 * @param {import('./slowed-page.mjs').TraceEvent[]} events
 * @returns {ObservedTasks}
 */
const observedTasks = (events) => {
  const main = rendererMainThread(events);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const end = (/** @type {{ ts: number, dur?: number }} */ event) => event.ts + (event.dur ?? 0);
  /** @param {{ ts: number, dur?: number }} inner */
  const taskOf = (inner) => tasks.find((task) => task.ts <= inner.ts && end(task) >= end(inner));
  const ms = (/** @type {{ dur?: number } | undefined} */ task) =>
    task ? Math.round((task.dur ?? 0) / 1000) : Number.NaN;
  // The renderer commits more than one document (its first, empty one): the page's is
  // the longest. Of the tasks that lay the page out, the longest is the whole document's.
  /** @param {string} name */
  const longest = (name) => {
    const found = onMain
      .filter((event) => event.name === name)
      .map((event) => ms(taskOf(event)))
      .filter((value) => !Number.isNaN(value));
    return found.length > 0 ? Math.max(...found) : Number.NaN;
  };
  return {
    commitMs: longest('DocumentLoader::CommitNavigation'),
    layoutMs: longest('Layout'),
  };
};

/**
 * What the largest contentful paint was (its selector and a snippet) and where its time went.
 * @param {Result} lhr
 */
const lcpElementOf = (lhr) => {
  const details = /** @type {LcpBreakdownDetails | undefined} */ (
    lhr.audits['lcp-breakdown-insight']?.details
  );
  const parts = details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  const subparts = (parts.find((part) => part.type === 'table')?.items ?? [])
    .map((item) => `${item.label ?? item.subpart}: ${Math.round(item.duration)} ms`)
    .join(', ');
  const element = node
    ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160)
    : 'unknown';
  return subparts ? `${element} (${subparts})` : element;
};

/**
 * One Lighthouse run of a path on the server at `origin`. Now and then Lighthouse's trace
 * comes back without its main-thread breakdown; such a run is run again (up to twice)
 * rather than counted.
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<{ lhr: Result, trace: import('./slowed-page.mjs').TraceEvent[] }>}
 */
async function completeRun(origin, path, attemptsLeft = 3) {
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
  if (result.lhr.audits['mainthread-work-breakdown'].details || attemptsLeft <= 1) {
    return { lhr: result.lhr, trace: result.artifacts.Trace.traceEvents };
  }
  process.stderr.write(`${path}: the trace had no main-thread breakdown; running again…\n`);
  return completeRun(origin, path, attemptsLeft - 1);
}

/** @type {Map<string, Record<string, string | number>[]>} */
const rowsOf = new Map(bases.map((origin) => [origin, []]));
const details = [];
try {
  for (const path of paths) {
    /** @type {Map<string, RunFigures[]>} */
    const resultsOf = new Map(bases.map((origin) => [origin, []]));
    for (let run = 1; run <= runs; run += 1) {
      // Alternated: each run of a route measures every server once, in turn.
      for (const origin of bases) {
        process.stderr.write(`${origin}${path}: run ${run} of ${runs}…\n`);
        const { lhr, trace } = await completeRun(origin, path);
        /** @param {string} audit */
        const measured = (audit) => lhr.audits[audit].numericValue ?? Number.NaN;
        resultsOf.get(origin)?.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          fcp: measured('first-contentful-paint'),
          lcp: measured('largest-contentful-paint'),
          cls: measured('cumulative-layout-shift'),
          tbt: measured('total-blocking-time'),
          tti: measured('interactive'),
          ...mainThreadWork(lhr),
          scriptKiB: scriptKiB(lhr),
          longTasks: longestTasks(lhr, 5),
          lcpElement: lcpElementOf(lhr),
          observed: observedTasks(trace),
        });
      }
    }
    for (const origin of bases) {
      const results = resultsOf.get(origin) ?? [];
      /** @param {Metric} key */
      const pick = (key) => median(results.map((result) => result[key]));
      rowsOf.get(origin)?.push({
        path,
        perf: pick('performance'),
        a11y: pick('accessibility'),
        'FCP (s)': (pick('fcp') / 1000).toFixed(2),
        'LCP (s)': (pick('lcp') / 1000).toFixed(2),
        'TBT (ms)': Math.round(pick('tbt')),
        'TTI (s)': (pick('tti') / 1000).toFixed(2),
        CLS: pick('cls').toFixed(3),
        'main thread (ms)': Math.round(pick('mainThread')),
        'style+layout (ms)': Math.round(pick('styleLayout')),
        'other (ms)': Math.round(pick('other')),
        'script eval (ms)': Math.round(pick('scriptEvaluation')),
        'script KiB': Math.round(pick('scriptKiB')),
        'TTI range (s)': results.map((result) => (result.tti / 1000).toFixed(2)).join(' '),
      });
      const typical = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)];
      if (origin === base && typical) {
        details.push({ path, ...typical });
      }
    }
  }
} finally {
  await chrome.kill();
}
const rows = rowsOf.get(base) ?? [];
/** @type {Map<string, Map<string, number[]>>} */
const tapsOf = new Map();
for (const origin of tapRuns > 0 ? bases : []) {
  const taps = await firstTap(origin, paths, tapRuns);
  tapsOf.set(origin, taps);
  for (const row of rowsOf.get(origin) ?? []) {
    const tapped = taps.get(String(row.path));
    if (!tapped) continue;
    Object.assign(row, {
      'first tap (ms)': Math.round(median(tapped)),
      'worst tap (ms)': Math.round(Math.max(...tapped)),
    });
  }
}
/** @type {Map<string, number[]>} */
const taps = tapsOf.get(base) ?? new Map();
for (const origin of bases) {
  console.log(`Lighthouse mobile, median of ${runs} run(s), ${origin}`);
  console.table(rowsOf.get(origin));
}
if (process.env.COMPARE_URL) {
  const before = rowsOf.get(process.env.COMPARE_URL) ?? [];
  console.log(`main-thread work, ${base} / ${process.env.COMPARE_URL}:`);
  rows.forEach((row, index) => {
    const ratio = Number(row['main thread (ms)']) / Number(before[index]?.['main thread (ms)']);
    console.log(`  ${row.path}: ${ratio.toFixed(2)}`);
  });
}
if (taps.size > 0) {
  console.log(
    `first tap: the worst event duration of a tap on the header's first visible button as soon as it shows, 4x CPU, mobile viewport; median and worst of ${tapRuns} run(s):`,
  );
  for (const [path, durations] of taps) {
    console.log(`  ${path}: ${durations.map((ms) => Math.round(ms)).join(', ')} ms`);
  }
}
for (const { path, longTasks, lcpElement, observed } of details) {
  console.log(`\n${path}: LCP element ${lcpElement}`);
  console.log('  longest tasks (run with the median TBT):');
  for (const task of longTasks) {
    console.log(`    ${String(task.ms).padStart(5)} ms at ${task.startMs} ms  ${task.script}`);
  }
  console.log(
    `  observed before the simulation: the navigation's commit ${observed.commitMs} ms (x4), the longest layout ${observed.layoutMs} ms (x2)`,
  );
}
