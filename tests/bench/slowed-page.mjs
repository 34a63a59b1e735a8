// What the benchmarks share: a page on a CPU slowed as Lighthouse's mobile run slows it,
// a Chromium performance trace of it, and the page's renderer main thread in that trace.

/**
 * @typedef {{
 *   name: string, cat: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: { name?: string, data?: { url?: string, stackTrace?: { url: string }[] } },
 * }} TraceEvent
 */

/** Lighthouse's mobile run slows the CPU 4x. */
export const cpuSlowdown = 4;

/**
 * A new page in a new context of `browser` (`contextOptions`: its viewport, touch, script),
 * its CPU slowed `cpuSlowdown` times, with the CDP session that measures it. The caller
 * closes the context.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').BrowserContextOptions} contextOptions
 */
export async function openSlowedPage(browser, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/**
 * Starts a performance trace of `categories` (comma-separated); the function it returns
 * ends it and gives its events.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {string} categories
 * @returns {Promise<() => Promise<TraceEvent[]>>}
 */
export async function startTrace(cdp, categories) {
  /** @type {TraceEvent[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))),
  );
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * The page's renderer main thread (`pid:tid`): of the threads named CrRendererMain, the
 * busiest (the browser's own pages have their own renderers).
 * @param {TraceEvent[]} events
 */
export function rendererMainThread(events) {
  const counts = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      const key = `${event.pid}:${event.tid}`;
      counts.set(key, events.filter((e) => `${e.pid}:${e.tid}` === key).length);
    }
  }
  const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return busiest?.[0];
}
