// How fast a link answers once a visitor has pointed at it: each run opens FROM (a desktop
// viewport, the CPU slowed 4x as Lighthouse's mobile run), hovers the first visible link to
// TO (the header's Home, the footer's others) for HOVER_MS (the speculation rules
// prerender and prefetch it then), clicks it, and reads from the new page when its heading
// showed, counted from the click: the first animation frame with its `h1` visible, or for
// a prerendered page its activation. Median and range of RUNS runs per link,
// in two browsers, alternated run by run:
// - "as allowed": Chromium as a visitor has it, which prerenders on hover (the new page is
//   shown at its activation);
// - "prefetched": the same with prerendering switched off (`--disable-features=Prerender2`),
//   as a browser that only prefetches, one that refuses to prerender now (too many, data
//   saver, low memory), and every Playwright test (Chromium refuses to prerender under
//   its instrumentation: PrerenderingDisabledByDevTools) see it: what is left at the click
//   is the prefetched document's own parsing, style, layout and paint.
// Each line says how the page came: prerendered, navigational-prefetch (the prefetched
// document used) or network. A benchmark, not a test: the numbers vary with the machine's
// load. Run it against another server (BASE_URL) to compare, alternated.
//
// Driven by puppeteer-core, not Playwright, so that the first browser may prerender.
// Usage: pnpm bench:navigation [from] [to ...]   (needs the production server: pnpm start)
//        BASE_URL=http://localhost:8080 RUNS=5 HOVER_MS=300
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { benchCommand, expectServer } from './cli.mjs';
import { cpuSlowdown } from './slowed-page.mjs';

const {
  base,
  paths: [from, ...targets],
} = benchCommand({
  name: 'bench:navigation',
  usage:
    'Usage: pnpm bench:navigation [from] [to ...]   (paths start with /; BASE_URL or PORT, RUNS=5, HOVER_MS=300)',
  defaults: ['/about'],
});
await expectServer('bench:navigation', base);

const runs = Number(process.env.RUNS ?? 5);
const hoverMs = Number(process.env.HOVER_MS ?? 300);
const links = targets.length > 0 ? targets : ['/', '/support/hours', '/testimonials'];

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** In every document of the page, from its first moment: the time of the first animation frame in which its `h1` is visible. */
function recordHeadingShown() {
  const seen = () => {
    if (document.querySelector('h1')?.checkVisibility()) {
      Object.defineProperty(window, '__headingShownAt', { value: performance.now() });
    } else requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
}

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
        (path) => {
          if (window.location.pathname !== path) return false;
          const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
            performance.getEntriesByType('navigation')
          );
          // A prerendered page is a target of its own, without the recording script: it
          // was complete before its activation.
          if ((navigation?.activationStart ?? 0) > 0) {
            return !!document.querySelector('h1')?.checkVisibility();
          }
          return (
            typeof (/** @type {{ __headingShownAt?: number }} */ (window).__headingShownAt) ===
            'number'
          );
        },
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
 * One navigation: when the new page's heading showed, in ms after the click, and how it came.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} to
 */
async function navigateOnce(browser, to) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.emulateCPUThrottling(cpuSlowdown);
    await page.evaluateOnNewDocument(recordHeadingShown);
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
      return {
        origin: performance.timeOrigin,
        activationStart: navigation?.activationStart ?? 0,
        headingShown: /** @type {{ __headingShownAt?: number }} */ (window).__headingShownAt ?? 0,
        // Chromium's name for a document from the speculation rules' prefetch.
        delivery:
          /** @type {{ deliveryType?: string } | undefined} */ (navigation)?.deliveryType ||
          'network',
      };
    });
    const prerendered = timing.activationStart > 0;
    const shownAt = timing.origin + (prerendered ? timing.activationStart : timing.headingShown);
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

const launch = (/** @type {string[]} */ extraArgs) =>
  puppeteer.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...extraArgs],
    headless: true,
  });
const browsers = [
  { mode: 'as allowed', browser: await launch([]) },
  { mode: 'prefetched', browser: await launch(['--disable-features=Prerender2']) },
];
try {
  console.log(
    `Heading shown after a ${hoverMs} ms hover and a click, from ${from}, ${base}, ${cpuSlowdown}x CPU`,
  );
  for (const to of links) {
    /** @type {Map<string, { ms: number, how: string }[]>} */
    const results = new Map(browsers.map(({ mode }) => [mode, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const { mode, browser } of browsers) {
        results.get(mode)?.push(await navigateOnce(browser, to));
      }
    }
    for (const [mode, measured] of results) {
      const times = measured.map(({ ms }) => ms);
      const how = [...new Set(measured.map((result) => result.how))].join(', ');
      console.log(
        `${from} -> ${to} (${mode}): ${median(times)} ms median ` +
          `(${Math.min(...times)}-${Math.max(...times)} ms, ${runs} runs; ${how})`,
      );
    }
  }
} finally {
  await Promise.all(browsers.map(({ browser }) => browser.close()));
}
