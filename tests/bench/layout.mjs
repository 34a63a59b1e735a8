// What the browser's first style and layout of a page's server HTML cost, at 4x CPU on a
// phone's screen (390 x 844, as Lighthouse's mobile run slows the CPU): per route, the
// page's Layout and style recalculation (UpdateLayoutTree) on its main thread before its
// first paint, and all its Layout until 1 s after the load event; the median and the
// range over RUNS loads (7). Then the font work inside it, which the machine's load
// hardly changes: how many characters the browser searched the system's fonts for
// (characters none of the page's fonts has, such as a symbol written as text) and how
// many fonts it looked up (one per family, size and weight in use). Each load is a
// fresh browser, as a first visit is: nothing found by the last load is cached. With AGAINST_URL, a second site (say, a build of main) is
// loaded alternately with the first, so both see the machine's load alike.
// A benchmark, not a test: the figures vary with the machine's load.
// Usage: pnpm bench:layout [path ...]   (needs the production server: pnpm start)
//        BASE_URL=http://localhost:8080 AGAINST_URL=http://localhost:8081 RUNS=7
//        NO_SCRIPT=1 (the server HTML alone, as a visitor without script gets it)
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { benchCommand, expectServer } from './cli.mjs';
import { openSlowedPage, rendererMainThread, startTrace } from './slowed-page.mjs';

const { base, paths } = benchCommand({
  name: 'bench:layout',
  usage:
    'Usage: pnpm bench:layout [path ...]   (paths start with /; BASE_URL or PORT, AGAINST_URL, RUNS=7, NO_SCRIPT=1)',
  defaults: ['/', '/best-prices', '/locations/parlin', '/about'],
});

const against = process.env.AGAINST_URL;
for (const site of against ? [base, against] : [base]) await expectServer('bench:layout', site);
const runs = Number(process.env.RUNS ?? 7);
const withScript = !process.env.NO_SCRIPT;

/**
 * One load of `url` in a new browser: its layout and style before its first paint and all
 * its layout (ms), its font fallbacks and font lookups (counts).
 * @param {string} url
 */
async function measure(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    return await measureIn(browser, url);
  } finally {
    // A browser left open keeps animating its page and skews every later load.
    await browser.close();
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measureIn(browser, url) {
  const { page, cdp } = await openSlowedPage(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: withScript,
  });
  const endTrace = await startTrace(
    cdp,
    'devtools.timeline,disabled-by-default-devtools.timeline,loading,fonts,__metadata',
  );
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const events = await endTrace();
  const main = rendererMainThread(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const firstPaint = onMain.find((e) => e.name === 'firstPaint')?.ts ?? Number.POSITIVE_INFINITY;
  const total = (/** @type {string} */ name, until = Number.POSITIVE_INFINITY) =>
    onMain
      .filter((e) => e.ph === 'X' && e.name === name && e.ts < until)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const count = (/** @type {string} */ name) => onMain.filter((e) => e.name === name).length;
  return {
    layout: total('Layout', firstPaint),
    style: total('UpdateLayoutTree', firstPaint),
    allLayout: total('Layout'),
    fallbacks: count('FontCache::FallbackFontForCharacter'),
    fontLookups: count('FontCache::GetFontPlatformData'),
  };
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summary = (/** @type {number[]} */ values) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;

const sites = against ? [base, against] : [base];
console.log(
  `First style and layout at 4x CPU, 390 x 844, ${withScript ? 'with' : 'without'} script; median (range) of ${runs} loads, ms`,
);
for (const path of paths) {
  /** @type {Map<string, Awaited<ReturnType<typeof measure>>[]>} */
  const results = new Map(sites.map((site) => [site, []]));
  for (let run = 0; run < runs; run++) {
    for (const site of sites) results.get(site)?.push(await measure(site + path));
  }
  for (const [site, loads] of results) {
    console.log(
      `${path.padEnd(18)} ${site.padEnd(23)} before first paint: layout ${summary(loads.map((l) => l.layout))}` +
        `, style ${summary(loads.map((l) => l.style))};  all layout ${summary(loads.map((l) => l.allLayout))}` +
        `;  font fallbacks ${summary(loads.map((l) => l.fallbacks))}, font lookups ${summary(loads.map((l) => l.fontLookups))}`,
    );
  }
}
