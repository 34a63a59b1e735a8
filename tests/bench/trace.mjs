// Where a page's main-thread time goes on its first load, from a Chromium performance
// trace and a CPU profile taken together (CPU slowed 4x as Lighthouse's mobile run does;
// the network is not throttled, so the figures are the main thread's own work). Prints,
// per route:
// - the main thread's tasks over 30 ms, each with the scripts that ran in it;
// - JavaScript time per script (the CPU profile's samples, by the script they ran in):
//   evaluating a chunk, then every call into it later (hydration runs in react-dom's);
// - the page's `performance.measure` entries, if any (the site writes none of its own since
//   the islands: the whole-page hydration's timings went with it).
// A benchmark, not a test: the figures vary with the machine's load.
// Usage: pnpm bench:trace [path ...]   (needs the production server: pnpm start)
//        BASE_URL=http://localhost:8080 TRACE_DIR=/tmp/traces (to keep the raw traces)
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { benchCommand, expectServer } from './cli.mjs';
import { openSlowedPage, rendererMainThread, startTrace } from './slowed-page.mjs';

const { base, paths } = benchCommand({
  name: 'bench:trace',
  usage:
    'Usage: pnpm bench:trace [path ...]   (paths start with /; BASE_URL or PORT; TRACE_DIR keeps the raw traces)',
  defaults: ['/', '/locations/parlin'],
});
await expectServer('bench:trace', base);

const keepTracesIn = process.env.TRACE_DIR;

/** @typedef {import('./slowed-page.mjs').TraceEvent} TraceEvent */
/**
 * @typedef {{
 *   nodes: {
 *     id: number,
 *     callFrame: { url: string, functionName: string, lineNumber: number, columnNumber: number },
 *   }[],
 *   samples: number[], timeDeltas: number[], startTime: number,
 * }} CpuProfile
 */

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  '__metadata',
].join(',');

/** @param {string} url */
const shortName = (url) =>
  url === ''
    ? '(browser: layout, style, GC, idle callbacks)'
    : url
        .replace(base, '')
        .replace(/\.[0-9a-f]{8,}\.js$/, '.js')
        .replace(/^\/static\/js\//, '');

/**
 * The browser's own work inside a task with no script in it (parsing HTML, styles,
 * layout, paint): its three largest kinds of event directly under the task.
 * @param {TraceEvent[]} onMain
 * @param {TraceEvent} task
 */
function browserWorkIn(onMain, task) {
  const end = task.ts + (task.dur ?? 0);
  const perName = new Map();
  for (const event of onMain) {
    if (event === task || event.ph !== 'X' || event.ts < task.ts || event.ts >= end) continue;
    if (event.name === 'RunTask' || (event.dur ?? 0) < 2000) continue;
    perName.set(event.name, Math.max(perName.get(event.name) ?? 0, event.dur ?? 0));
  }
  return [...perName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
}

/**
 * The main thread's long tasks, each with the scripts whose code ran in it (the CPU
 * profile's samples inside the task, by script), or else the browser's own work.
 * @param {TraceEvent[]} events
 * @param {CpuProfile} profile
 * @param {number} navigationStart
 */
function longTasksOf(events, profile, navigationStart) {
  const thread = rendererMainThread(events);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === thread);
  const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  /** @type {{ at: number, script: string, us: number }[]} */
  const samples = [];
  let at = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    at += us;
    const frame = frameOf.get(nodeId);
    if (frame?.url) samples.push({ at, script: shortName(frame.url), us });
  });
  return onMain
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= 30_000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = new Map();
      for (const sample of samples) {
        if (sample.at < task.ts || sample.at >= end) continue;
        inside.set(sample.script, (inside.get(sample.script) ?? 0) + sample.us);
      }
      const top = [...inside.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
      if (top.length === 0) top.push(...browserWorkIn(onMain, task));
      return {
        'at (ms)': Math.round((task.ts - navigationStart) / 1000),
        'task (ms)': Math.round((task.dur ?? 0) / 1000),
        'JavaScript or browser work inside (ms)': top.join(', '),
      };
    });
}

/**
 * JavaScript self time from the CPU profile's samples, summed by `keyOf(frame)` (a frame
 * whose key is undefined is left out).
 * @param {CpuProfile} profile
 * @param {(frame: CpuProfile['nodes'][number]['callFrame']) => string | undefined} keyOf
 */
function selfTimeBy(profile, keyOf) {
  const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map();
  profile.samples.forEach((nodeId, index) => {
    const frame = frameOf.get(nodeId);
    if (!frame || ['(idle)', '(program)'].includes(frame.functionName)) return;
    const key = keyOf(frame);
    if (key !== undefined)
      totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return [...totals.entries()]
    .map(([key, us]) => ({ key, ms: Math.round(us / 1000) }))
    .filter((row) => row.ms > 0)
    .sort((a, b) => b.ms - a.ms);
}

/** JavaScript self time per script (the garbage collector apart). */
const timePerScript = (/** @type {CpuProfile} */ profile) =>
  selfTimeBy(profile, (frame) =>
    frame.functionName === '(garbage collector)' ? frame.functionName : shortName(frame.url),
  ).map(({ key, ms }) => ({ script: key, 'JS self time (ms)': ms }));

/** The functions with the most self time, named by script, line and column (minified). */
const busiestFunctions = (/** @type {CpuProfile} */ profile) =>
  selfTimeBy(profile, (frame) =>
    frame.url
      ? `${shortName(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1} ${frame.functionName || '(anonymous)'}`
      : undefined,
  ).map(({ key, ms }) => ({ function: key, 'self time (ms)': ms }));

/**
 * What the page's main thread does once loaded and left alone (the trace's last second):
 * its animation frames and their style and layout. A CSS animation the compositor cannot
 * run (of `display`, say) costs a style recalculation in every frame, 60 times a second.
 * @param {TraceEvent[]} events
 */
function atRest(events) {
  const thread = rendererMainThread(events);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === thread);
  const from = Math.max(...onMain.map((event) => event.ts)) - 1_000_000;
  const after = onMain.filter((event) => event.ts >= from);
  const frames = after.filter((event) => event.name === 'AnimationFrame' && event.ph === 'b');
  /** @param {string} name */
  const ms = (name) =>
    Math.round(
      after
        .filter((event) => event.name === name && event.ph === 'X')
        .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    );
  return `At rest after load (its last second): ${frames.length} animation frames, style ${ms('UpdateLayoutTree')} ms, layout ${ms('Layout')} ms`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const path of paths) {
    const { context, page, cdp } = await openSlowedPage(browser, {
      viewport: { width: 412, height: 823 },
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const endTrace = await startTrace(cdp, categories);
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const measures = await page.evaluate(() =>
      performance.getEntriesByType('measure').map(({ name, startTime, duration }) => ({
        measure: name,
        'from (ms)': Math.round(startTime),
        'took (ms)': Math.round(duration),
      })),
    );
    const events = await endTrace();
    if (keepTracesIn) {
      const file = join(keepTracesIn, `${path.replaceAll('/', '_') || '_'}.trace.json`);
      await writeFile(file, JSON.stringify({ traceEvents: events }));
      await writeFile(file.replace(/\.trace\.json$/, '.cpuprofile'), JSON.stringify(profile));
      console.log(`(trace and CPU profile written to ${file} and beside it)`);
    }
    const navigation = events.find((event) => event.name === 'navigationStart');
    const navigationStart = navigation?.ts ?? Math.min(...events.map((event) => event.ts));
    const perScript = timePerScript(/** @type {CpuProfile} */ (profile));
    const total = perScript.reduce((sum, row) => sum + row['JS self time (ms)'], 0);
    console.log(`\n${path}  (CPU 4x slower; JavaScript in all: ${total} ms)`);
    console.log('Main-thread tasks of 30 ms or more:');
    console.table(longTasksOf(events, /** @type {CpuProfile} */ (profile), navigationStart));
    console.log('JavaScript time per script:');
    console.table(perScript.slice(0, 14));
    console.log('Functions with the most self time:');
    console.table(busiestFunctions(/** @type {CpuProfile} */ (profile)).slice(0, 12));
    console.log("The site's own timings:");
    console.table(measures);
    console.log(atRest(events));
    await context.close();
  }
} finally {
  await browser.close();
}
