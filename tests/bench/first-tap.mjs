// The first-tap probe of `pnpm bench:lighthouse`: how long a phone makes a visitor wait
// when they tap the header while the page is still loading. Each run opens the page in a
// fresh context (cold cache) with a mobile viewport and touch, the CPU slowed 4x (as
// Lighthouse's mobile run), touches the centre of the header's first visible button the
// moment it shows (the server HTML has it long before the page's script has run), and
// reads the Event Timing entries of that tap: the worst event duration (input delay,
// handlers and the next paint) is the run's figure. Event Timing reports events of 16 ms
// or more and the first input whatever its duration, so a tap always yields a figure.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { openSlowedPage } from './slowed-page.mjs';

/** Collects the page's Event Timing entries from its first moment (an init script). */
function recordEventTimings() {
  /** @type {{ name: string, duration: number, interactionId: number }[]} */
  const seen = [];
  Object.defineProperty(window, '__eventTimings', { value: seen });
  /** @param {PerformanceObserverEntryList} list */
  const keep = (list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      seen.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/**
 * Taps `control` at its centre as soon as it shows and nothing covers it there. Not
 * Playwright's `tap()`: that checks its target with listeners of its own on the tap's
 * events (pointerdown, mousedown, click...), run on the page's main thread inside the very
 * events measured, so their time counted as the page's.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} control
 */
async function tapWhenShown(page, control) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await control.waitFor({ state: 'visible', timeout: Math.max(deadline - Date.now(), 1) });
    const box = await control.boundingBox();
    if (box) {
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const onTop = await control.evaluate(
        (element, [atX, atY]) => element.contains(document.elementFromPoint(atX, atY)),
        [x, y],
      );
      if (onTop) return page.touchscreen.tap(x, y);
    }
    if (Date.now() > deadline)
      throw new Error(`${page.url()}: the header's control never showed uncovered`);
    await page.waitForTimeout(10);
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<number>}
 */
async function tapOnce(browser, url) {
  const { context, page } = await openSlowedPage(browser, {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await page.addInitScript(recordEventTimings);
    await page.goto(url, { waitUntil: 'commit' });
    const control = page
      .getByRole('banner')
      .locator('button, summary')
      .filter({ visible: true })
      .first();
    await tapWhenShown(page, control);
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    // Event Timing reports an event once the frame after it has painted.
    await page.waitForTimeout(500);
    const timings = await page.evaluate(
      () =>
        /** @type {{ name: string, duration: number }[]} */ (
          /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).__eventTimings
        ),
    );
    const tapEvents = timings.filter(({ name }) =>
      [
        'pointerdown',
        'pointerup',
        'touchstart',
        'touchend',
        'mousedown',
        'mouseup',
        'click',
      ].includes(name),
    );
    if (tapEvents.length === 0) throw new Error(`${url}: the tap left no Event Timing entry`);
    return Math.max(...tapEvents.map(({ duration }) => duration));
  } finally {
    await context.close();
  }
}

/**
 * The worst event duration of a first tap in each of `runs` loads of each path.
 * @param {string} base
 * @param {string[]} paths
 * @param {number} runs
 * @returns {Promise<Map<string, number[]>>}
 */
export async function firstTap(base, paths, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  /** @type {Map<string, number[]>} */
  const results = new Map();
  try {
    for (const path of paths) {
      const durations = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`${path}: first tap ${run} of ${runs}…\n`);
        durations.push(await tapOnce(browser, `${base}${path}`));
      }
      results.set(path, durations);
    }
  } finally {
    await browser.close();
  }
  return results;
}
