import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, holdScripts, isSameDocument, markDocument } from './support';

/**
 * What the browser hydrates on a first load: the elements React takes over, inside the
 * islands that woke by themselves or in view; the rest is server HTML that no script
 * touches. The count follows from the build and the content alone, so it is a budget
 * that cannot flake; raise a limit only for a part that really needs script
 * (docs/architecture.md, "Islands").
 */
const hydratedElementLimits: Record<string, number> = {
  // The carousels and rotating messages are server HTML the island loader turns.
  '/': 0,
  '/locations/parlin': 40,
  '/best-prices': 190,
  '/support/hours': 0,
  '/about': 0,
  '/testimonials': 0,
  '/support/faq': 0,
};

/** Elements of the page React manages, and all elements, once the islands in view hydrated. */
const countHydrated = (page: Page) =>
  page.evaluate(() => {
    const elements = [...document.body.querySelectorAll('*')];
    const managed = elements.filter((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    );
    return { hydrated: managed.length, all: elements.length };
  });

for (const [path, limit] of Object.entries(hydratedElementLimits)) {
  test(`first load of ${path}: React hydrates at most ${limit} elements`, async ({ page }) => {
    await gotoHydrated(page, path);
    // The islands in view wake too: give them their time.
    await page.waitForLoadState('networkidle');
    const waking = page.locator('site-island[data-island-state="waking"]');
    await expect(waking).toHaveCount(0);
    const { hydrated, all } = await countHydrated(page);
    console.log(`hydrated on ${path}: ${hydrated} of ${all} elements`);
    expect(hydrated).toBeLessThanOrEqual(limit);
    // Each island that hydrated is managed by React: the count sees them.
    const islands = await page.locator('site-island[data-island-state="hydrated"]').count();
    if (islands > 0) expect(hydrated).toBeGreaterThan(0);
  });
}

test('a link is a document load of the server HTML; focus starts at the top, the skip link first', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Store Hours' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store Hours');
  expect(await isSameDocument(page)).toBe(false);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
  // Back and forward are the browser's own.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/support\/hours$/);
});

test("the header's pharmacies menu works before any script, and its links load the page", async ({
  page,
}) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/about');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Our Pharmacies' }).click();
  await banner.getByRole('link', { name: /Parlin Pharmacy/ }).click();
  await expect(page).toHaveURL(/\/locations\/parlin$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Parlin');
});

test('a Spanish link stays in Spanish', async ({ page }) => {
  await gotoHydrated(page, '/es/about');
  const footer = page.getByRole('contentinfo');
  await footer.locator('a[href="/es/support/hours"]').click();
  await expect(page).toHaveURL(/\/es\/support\/hours$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an answer opened before any script arrives stays open, and closes again', async ({
  page,
}) => {
  const release = await holdScripts(page, /\.js$/);
  // Not waiting for the load event: it waits for the held scripts.
  await page.goto('/support/faq', { waitUntil: 'commit' });
  const question = page.locator('summary').first();
  await question.click();
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
  await question.click();
  await expect(page.locator('details').first()).not.toHaveAttribute('open', '');
});
