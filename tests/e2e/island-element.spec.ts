// `<site-island>` is a registered element (issue 58, item 3): an island wakes whenever it
// enters the page, not only those the page had when it loaded. Here the location filter's
// island, as the server renders it on /locations, is added to /about (a page without
// islands, which ran the loader only) after load: it wakes, hydrates and filters.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support';

/** Adds the location filter's island, as /locations's HTML has it, to this page's main. */
async function addLocationFilter(page: Page, marker: Record<string, string> = {}) {
  await page.evaluate(async (attributes) => {
    const html = await (await fetch('/locations')).text();
    const served = new DOMParser().parseFromString(html, 'text/html');
    const island = served.querySelector('site-island[data-expose="./islands/LocationList"]');
    if (!island) throw new Error('/locations has no location filter');
    for (const [name, value] of Object.entries(attributes)) island.setAttribute(name, value);
    document.querySelector('main')?.append(document.importNode(island, true));
  }, marker);
  return page.locator('main site-island[data-expose="./islands/LocationList"]');
}

test('an island added to the page after load wakes, hydrates and works', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.locator('site-island')).toHaveCount(0);

  const filter = await addLocationFilter(page);
  // It wakes at first touch.
  await filter.getByRole('combobox').hover();
  await expect(filter).toHaveAttribute('data-island-state', 'hydrated');
  await filter.getByRole('combobox').selectOption('parlin');
  await expect(filter.getByRole('status')).toContainText('Parlin');
});

test('an island that wakes on a media query wakes when the query comes to match', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/about');
  await waitForHydration(page);
  const filter = await addLocationFilter(page, {
    'data-wake': 'media',
    'data-media': '(min-width: 768px)',
  });
  await filter.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await expect(filter).not.toHaveAttribute('data-island-state', /./);

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(filter).toHaveAttribute('data-island-state', 'hydrated');
  await filter.getByRole('combobox').selectOption('family');
  await expect(filter.getByRole('status')).toContainText('Family');
});
