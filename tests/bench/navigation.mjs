// How fast a link answers once a visitor has pointed at it: each run opens FROM (a desktop
// viewport, the CPU slowed 4x as Lighthouse's mobile run), hovers the first visible link to
// TO (the header's Home, the footer's others) for HOVER_MS (the speculation rules prefetch or prerender it then),
// clicks it and times until the new page's h1 shows. Median and range of RUNS runs per
// link. A benchmark, not a test: the numbers vary with the machine's load. Run it against
// another server (BASE_URL) to compare, alternated.
// Usage: pnpm bench:navigation [from] [to ...]   (needs the production server: pnpm start)
//        BASE_URL=http://localhost:8080 RUNS=5 HOVER_MS=400
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { openSlowedPage } from './slowed-page.mjs';

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const runs = Number(process.env.RUNS ?? 5);
const hoverMs = Number(process.env.HOVER_MS ?? 400);
const [from = '/about', ...targets] = process.argv.slice(2);
const links = targets.length > 0 ? targets : ['/', '/support/hours', '/testimonials'];

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} to
 */
async function navigateOnce(browser, to) {
  const { context, page } = await openSlowedPage(browser, {
    viewport: { width: 1280, height: 800 },
  });
  try {
    await page.goto(`${base}${from}`, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    const link = page.locator(`a[href="${to}"]:visible`).first();
    await link.hover();
    await page.waitForTimeout(hoverMs);
    const started = Date.now();
    await link.click({ noWaitAfter: true });
    await page.waitForURL(`${base}${to}`, { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor({ state: 'visible' });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.log(`Navigation after a ${hoverMs} ms hover, from ${from}, ${base}, 4x CPU`);
  for (const to of links) {
    /** @type {number[]} */
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await navigateOnce(browser, to));
    console.log(
      `${from} -> ${to}: median ${median(times)} ms (${Math.min(...times)}-${Math.max(...times)} ms over ${runs} runs)`,
    );
  }
} finally {
  await browser.close();
}
