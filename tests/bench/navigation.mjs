// How fast a link answers once a visitor has pointed at it: each run opens FROM (a desktop
// viewport, the CPU slowed 4x as Lighthouse's mobile run), hovers the first visible link to
// TO (the header's Home, the footer's others) for HOVER_MS (the speculation rules prefetch
// it then, and prerender the header's), clicks it, and reads from the new page when it
// showed: its activation for a prerendered page, its first contentful paint otherwise,
// counted from the click. Median and range of RUNS runs per link. A benchmark, not a test:
// the numbers vary with the machine's load. Run it against another server (BASE_URL) to
// compare, alternated.
//
// Driven by puppeteer-core, not Playwright: Chromium refuses to prerender under
// Playwright's instrumentation (final status PrerenderingDisabledByDevTools), so a
// Playwright run can only ever measure the prefetched document.
// Usage: pnpm bench:navigation [from] [to ...]   (needs the production server: pnpm start)
//        BASE_URL=http://localhost:8080 RUNS=5 HOVER_MS=400
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { cpuSlowdown } from './slowed-page.mjs';

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const runs = Number(process.env.RUNS ?? 5);
const hoverMs = Number(process.env.HOVER_MS ?? 400);
const [from = '/about', ...targets] = process.argv.slice(2);
const links = targets.length > 0 ? targets : ['/', '/support/hours', '/testimonials'];

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the page shows `to` with its heading. A prerendered page replaces the
 * page's target when it is activated: the wait is taken up again on the new one.
 * @param {import('puppeteer-core').Page} page
 * @param {string} to
 */
async function waitForHeading(page, to) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.waitForFunction(
        (path) =>
          window.location.pathname === path && !!document.querySelector('h1')?.checkVisibility(),
        { polling: 'raf', timeout: 15_000 },
        to,
      );
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await pause(5);
    }
  }
}

/**
 * One navigation: when the new page showed, in ms after the click, and how it came.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} to
 */
async function navigateOnce(browser, to) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.emulateCPUThrottling(cpuSlowdown);
    await page.goto(`${base}${from}`, { waitUntil: 'load' });
    await pause(500);
    let link;
    for (const candidate of await page.$$(`a[href="${to}"]`)) {
      if (await candidate.isVisible()) {
        link = candidate;
        break;
      }
    }
    if (!link) throw new Error(`${from} has no visible link to ${to}`);
    await link.hover();
    await pause(hoverMs);
    const clickedAt = Date.now();
    await link.click();
    await waitForHeading(page, to);
    const timing = await page.evaluate(() => {
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
        performance.getEntriesByType('navigation')
      );
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        origin: performance.timeOrigin,
        activationStart: navigation?.activationStart ?? 0,
        paint: paint?.startTime ?? Number.NaN,
        // Chromium's name for a document from the speculation rules' prefetch.
        delivery:
          /** @type {{ deliveryType?: string } | undefined} */ (navigation)?.deliveryType ||
          'network',
      };
    });
    const prerendered = timing.activationStart > 0;
    const shownAt = timing.origin + (prerendered ? timing.activationStart : timing.paint);
    return {
      ms: Math.round(shownAt - clickedAt),
      how: prerendered ? 'prerendered' : timing.delivery,
    };
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
});
try {
  console.log(`Navigation after a ${hoverMs} ms hover, from ${from}, ${base}, ${cpuSlowdown}x CPU`);
  for (const to of links) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await navigateOnce(browser, to));
    // A first paint the page did not record (it painted before the observer could) is left out.
    const times = results.map(({ ms }) => ms).filter(Number.isFinite);
    const how = [...new Set(results.map((result) => result.how))].join(', ');
    console.log(
      `${from} -> ${to}: shown ${median(times)} ms after the click ` +
        `(${Math.min(...times)}-${Math.max(...times)} ms, ${times.length} of ${runs} runs; ${how})`,
    );
  }
} finally {
  await browser.close();
}
