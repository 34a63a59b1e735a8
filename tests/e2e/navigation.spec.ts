import { expect, test } from '@playwright/test';

/**
 * A link's page in a blink (issue 61): the page a visitor points at is made ready before
 * the click, and what is left at the click is the prefetched document's own work. The
 * timings are `pnpm bench:navigation`'s; this holds what makes them.
 */

test('a text page a visitor points at is prerendered, not only the header links', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  /** Each page the browser tried to prerender, and how that ended. */
  const prerenders = new Map<string, string>();
  cdp.on('Preload.prerenderStatusUpdated', ({ key, status, prerenderStatus }) => {
    prerenders.set(new URL(key.url).pathname, prerenderStatus ?? status);
  });
  await cdp.send('Preload.enable');
  await page.goto('/support/hours');
  await page.locator('footer a[href="/about"]').first().hover();
  // Chromium would prerender it: under a test's instrumentation it declines, and says so.
  await expect.poll(() => prerenders.get('/about')).toBeDefined();
  expect(['PrerenderingDisabledByDevTools', 'Ready', 'Running', 'Pending']).toContain(
    prerenders.get('/about'),
  );
});

test('at the click the prefetched document is used, and no transition holds its first paint', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // `pagereveal` carries the cross-document view transition, if there is one.
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition?: unknown }).viewTransition;
      Object.assign(window, { revealedWithTransition: !!transition });
    });
  });
  await page.goto('/support/hours');
  const prefetched = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/about' &&
      /prefetch/.test(request.headers()['sec-purpose'] ?? ''),
  );
  await page.locator('footer a[href="/about"]').first().hover();
  await prefetched;
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shown = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & {
      deliveryType?: string;
    })[];
    return {
      delivery: navigation?.deliveryType,
      transition: (window as unknown as { revealedWithTransition?: boolean })
        .revealedWithTransition,
    };
  });
  // The document came from the prefetch: the click fetched nothing again.
  expect(shown.delivery).toBe('navigational-prefetch');
  // The new page paints as soon as it is parsed: no capture of the old page at the click
  // and no cross-fade before it shows.
  expect(shown.transition).toBe(false);
});
