import AxeBuilder from '@axe-core/playwright';
import { type ConsoleMessage, expect, type Locator, type Page } from '@playwright/test';
import type { StatusChange } from 'shared-content/live-status';
import { timers } from 'shell/timing';

/** Playwright's test API, for the teams' specs in their own packages (each `e2e/` folder). */
export { expect, type Page, test } from '@playwright/test';

/**
 * WCAG 2.x A and AA (what the site's accessibility page promises) and axe's best
 * practices, at every impact.
 */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Zero axe violations on the page as it is now (each violation listed on failure).
 * Legacy mode: axe.run in the page itself, not runPartial there and finishRun in a new
 * blank tab (a tab opened and closed per scan, twice the time); the same results on
 * the site's pages, whose only iframe (a location's map) loads at a click, after a scan.
 */
export async function expectNoAxeViolations(page: Page, where = '') {
  const results = await new AxeBuilder({ page }).withTags(axeTags).setLegacyMode().analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe ${where}`.trim()).toEqual([]);
}

/**
 * Opens a path and checks what every page owes a visitor: its own title, one h1 with
 * the expected text (the same in the server's HTML as after hydration), a meta
 * description, and no page errors, console errors or hydration errors.
 */
/**
 * Waits until the page's islands that wake by themselves (`load`, `idle`) have hydrated
 * or failed (`html[data-hydrated]`, set by the island loader; at once on a page without
 * them). Every link is a document load, before and after.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the island holding `part` (a locator inside it) has hydrated: an island
 * that wakes in view or at first touch is woken by scrolling to it or by the test's
 * pointer first.
 */
export async function waitForIsland(page: Page, part: ReturnType<Page['locator']>) {
  await part.first().scrollIntoViewIfNeeded();
  await part.first().dispatchEvent('pointerover');
  await page
    .locator('site-island[data-island-state="hydrated"]', { has: part.first() })
    .first()
    .waitFor({ state: 'attached' });
}

/** Opens `path` and waits until it has hydrated (see `waitForHydration`). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** A console message that is an error of the page's. */
export const isPageError = (message: ConsoleMessage) => message.type() === 'error';

/**
 * Marks the document in sight; `isSameDocument` then says whether it is still the one:
 * a navigation inside the page keeps it, a page load replaces it.
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { marked: boolean }).marked = true;
  });
}

export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

export async function openPage(page: Page, path: string, heading: string | RegExp) {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => {
    if (isPageError(message)) errors.push(message.text());
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  const response = await page.goto(path);
  const serverHtml = (await response?.text()) ?? '';
  const serverHeading = (serverHtml.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1).toHaveText(serverHeading);
  await expect(h1).toHaveCount(1);
  await expect(page).toHaveTitle(/\S/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(20);
  await waitForHydration(page);
  expect(errors).toEqual([]);
  page.off('pageerror', onError);
  page.off('console', onConsole);
  return { errors };
}

/**
 * Collects the page's Content-Security-Policy violations (reported even when the code
 * that caused one catches the error). Call before navigating; read after.
 */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** No horizontal scrolling at the current viewport. */
export async function expectNoHorizontalScroll(page: Page, where = '') {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `px of sideways scrolling ${where}`.trim()).toBeLessThanOrEqual(0);
}

/**
 * The browser's own text-size setting (16 px is the default; 32 px is "200 %"), as a
 * visitor sets it: rem and em sizes follow it, px media queries do not.
 */
export async function setRootFontSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: px, fixed: Math.round(px * 0.8125) },
  });
  await cdp.detach();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe(`${px}px`);
}

/**
 * Holds back every request for the site's scripts matching `pattern` until the returned
 * function is called: what a visitor does before a page's script arrives.
 */
export async function holdScripts(page: Page, pattern: string | RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Installs Playwright's clock at `start` and stops it before any page loads, so that no
 * timer of the page fires until the test runs the clock. An installed clock runs in real
 * time until it is paused, and pausing at a moment already past fails: the pause is a
 * minute on, far beyond the round trip between the two calls on a busy machine.
 */
export async function freezeClock(page: Page, start: number) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

/** A load of the site's scripts or a remote's files that failed (the loader tries it again). */
const isFailedLoad = (url: string) => /\/remotes\/|\/static\/js\//.test(new URL(url).pathname);

/**
 * Scrolls the home page's partner strip near the viewport: the island loader starts its
 * marquee behaviour (and the strip's delay) only then. The strip is hidden until it is
 * filled, so it is its container that is scrolled to.
 */
export async function scrollToPartners(page: Page) {
  await page
    .locator('[data-marquee]')
    .first()
    .evaluate((marquee) => (marquee.parentElement ?? marquee).scrollIntoView());
}

/**
 * Opens `path` under the clock `freezeClock` stopped and waits until the page has hydrated
 * (`waitForHydration`) and then, one after the other, the islands holding `parts` have
 * (`waitForIsland`). An island's module that fails to load is tried again after a pause of
 * the page's (`remoteRetryDelaysMs`: a timer), which a stopped clock never fires: the test
 * waited until its timeout. Here, after a failed load, the clock runs through that pause,
 * exactly, while none of `parts` has hydrated (their timers, which the test times, have not
 * started). Should one of `parts` hydrate before the clock has last moved (it would start
 * its timers early), or an island fail for good, the test fails at once, saying why.
 */
export async function openWithStoppedClock(
  page: Page,
  path: string,
  parts: ReturnType<Page['locator']>[],
) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (isFailedLoad(request.url())) {
      failed.push(`${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && isFailedLoad(response.url())) {
      failed.push(`${response.url()} (${response.status()})`);
    }
  });
  // When (on the page's clock) each island settled: its timers start then.
  await page.addInitScript(() => {
    const settledAt = new WeakMap<EventTarget, number>();
    (window as unknown as { islandSettledAt: typeof settledAt }).islandSettledAt = settledAt;
    document.addEventListener('site-island:settled', (event) => {
      if (event.target) settledAt.set(event.target, Date.now());
    });
  });
  const delays = timers.remoteRetryDelaysMs;
  let clockRuns = 0;
  let failuresSeen = 0;
  /** The page's time once the clock last ran through a pause (none: the frozen start). */
  let clockMovedTo: number | undefined;
  const failedLoads = () => failed.join(', ') || 'no failed request seen';
  /** Waits for `done`, running the clock through the loader's pause after each failed load. */
  const until = async (
    what: string,
    done: () => Promise<boolean>,
    broken?: () => Promise<boolean>,
  ) => {
    for (;;) {
      if (await done()) return;
      if (await broken?.()) throw new Error(`${what} failed to load for good: ${failedLoads()}`);
      if (failed.length > failuresSeen) {
        failuresSeen = failed.length;
        await page.clock.runFor(delays[Math.min(clockRuns, delays.length - 1)] ?? 0);
        clockRuns += 1;
        clockMovedTo = await page.evaluate(() => Date.now());
      }
      await page.waitForTimeout(100);
    }
  };
  await page.goto(path);
  await until(
    'an island that wakes by itself',
    async () => (await page.locator('html[data-hydrated]').count()) > 0,
  );
  for (const part of parts) {
    await part.first().scrollIntoViewIfNeeded();
    await part.first().dispatchEvent('pointerover');
    const island = (state: string) =>
      page.locator(`site-island[data-island-state="${state}"]`, { has: part.first() }).first();
    await until(
      `The island holding ${part}`,
      async () => (await island('hydrated').count()) > 0,
      async () => (await island('failed').count()) > 0,
    );
  }
  if (clockMovedTo === undefined) return;
  // The clock moved (a load failed): each of `parts` must have hydrated after it last did.
  for (const part of parts) {
    const settledAt = await page
      .locator('site-island[data-island-state="hydrated"]', { has: part.first() })
      .first()
      .evaluate((element) =>
        (
          window as unknown as { islandSettledAt: WeakMap<EventTarget, number> }
        ).islandSettledAt.get(element),
      );
    if (settledAt === undefined || settledAt < clockMovedTo) {
      throw new Error(
        `The island holding ${part} hydrated while the stopped clock ran through the pause after a failed load (${failedLoads()}): its timers started early, so what the test times would be off`,
      );
    }
  }
}

/**
 * A live status as the server wrote it (shared-content/live-status, open now): its text
 * and its next change, which the page must show when that time comes.
 */
export async function servedStatus(status: Locator) {
  const served = (await status.textContent()) ?? '';
  const changes = JSON.parse((await status.getAttribute('data-changes')) ?? '[]') as StatusChange[];
  const [next] = changes;
  if (!next) throw new Error('The served status has no coming change');
  expect(next.label).not.toBe(served);
  return { served, next };
}

/** The paths of the scripts `page` requests from now on. */
export function scriptsRequested(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
