// Where the main thread's time goes between a click on a prefetched link and the new page's
// first paint: a Chromium trace of FROM → TO (a desktop viewport, 4x CPU, a 300 ms hover
// first, prerendering off so that the click loads the prefetched document as `pnpm
// bench:navigation`'s "prefetched" case does). Prints, per run, the time from the click to
// the first contentful paint, the renderer main thread's busy time in it (thread time,
// so other processes on a busy machine count less), and that time by kind of work (the
// trace events' self time: committing the navigation, parsing, style, layout, paint,
// script…). A benchmark, not a test.
// Usage: node tests/bench/navigation-trace.mjs [from] [to]   (needs pnpm start)
//        BASE_URL=http://localhost:8080 RUNS=3
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { benchCommand, expectServer } from './cli.mjs';
import { cpuSlowdown } from './slowed-page.mjs';

const {
  base,
  paths: [from, to = '/about'],
} = benchCommand({
  name: 'navigation-trace',
  usage:
    'Usage: node tests/bench/navigation-trace.mjs [from] [to]   (paths start with /; BASE_URL or PORT, RUNS=3)',
  defaults: ['/support/hours', '/about'],
  most: 2,
});
await expectServer('navigation-trace', base);

const runs = Number(process.env.RUNS ?? 3);
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {import('./slowed-page.mjs').TraceEvent & {
 *   tdur?: number, args?: { name?: string, data?: { type?: string } },
 * }} TraceEvent
 */

/**
 * Self time (thread time) by event name on the renderer main threads from `start` to `end`.
 * @param {TraceEvent[]} events
 * @param {number} start
 * @param {number} end
 */
function selfTimes(events, start, end) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const inWindow = events
    .filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`) && e.ts >= start && e.ts < end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, { end: number, name: string }[]>} */
  const stacks = new Map();
  for (const event of inWindow) {
    const thread = `${event.pid}:${event.tid}`;
    const stack = stacks.get(thread) ?? [];
    stacks.set(thread, stack);
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const us = event.tdur ?? event.dur ?? 0;
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - us);
    self.set(event.name, (self.get(event.name) ?? 0) + us);
    stack.push({ end: event.ts + (event.dur ?? 0), name: event.name });
  }
  return self;
}

const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--disable-features=Prerender2'],
  headless: true,
});
try {
  console.log(`${from} -> ${to}, prefetched, ${cpuSlowdown}x CPU, ${base}`);
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.emulateCPUThrottling(cpuSlowdown);
    await page.goto(`${base}${from}`, { waitUntil: 'load' });
    await pause(500);
    const link = await page.$(`footer a[href="${to}"], header a[href="${to}"]`);
    if (!link) throw new Error(`${from} has no link to ${to}`);
    await link.hover();
    await pause(300);
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await link.click();
    await page.waitForFunction(
      (path) =>
        window.location.pathname === path && !!document.querySelector('h1')?.checkVisibility(),
      { polling: 'raf' },
      to,
    );
    await pause(300);
    const trace = await page.tracing.stop();
    await context.close();
    /** @type {TraceEvent[]} */
    const events = JSON.parse(Buffer.from(trace ?? []).toString('utf8')).traceEvents;
    const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    const paint = events.find(
      (e) => e.name === 'firstContentfulPaint' && click !== undefined && e.ts > click.ts,
    );
    if (!click || !paint) throw new Error('the trace has no click or no first paint after it');
    const self = selfTimes(events, click.ts, paint.ts);
    const busy = [...self.values()].reduce((sum, us) => sum + us, 0);
    const kinds = [...self.entries()]
      .filter(([, us]) => us >= 2000)
      .sort((a, b) => b[1] - a[1])
      .map(
        ([name, us]) =>
          `${name === 'RunTask' ? '(tasks, uninstrumented)' : name} ${Math.round(us / 1000)}`,
      );
    console.log(
      `run ${run}: first paint ${Math.round((paint.ts - click.ts) / 1000)} ms after the click, ` +
        `main thread busy ${Math.round(busy / 1000)} ms: ${kinds.join(', ')}`,
    );
  }
} finally {
  await browser.close();
}
