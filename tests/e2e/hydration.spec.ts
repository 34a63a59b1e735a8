import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, holdScripts, isSameDocument, markDocument } from './support';

/**
 * What the browser hydrates on a first load: the elements React takes over (the rest is
 * server HTML kept as it is, `StaticHtml`). The count follows from the build and the
 * content alone, so it is a budget that cannot flake; raise a limit only for a part that
 * really needs script (README: "What is hydrated").
 */
const hydratedElementLimits: Record<string, number> = {
  '/': 140,
  '/locations/parlin': 130,
  '/best-prices': 190,
  '/support/hours': 145,
  '/about': 60,
  '/testimonials': 220,
  '/support/faq': 60,
};

/** Elements of the page React manages, and all elements, once the page has hydrated. */
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
    const { hydrated, all } = await countHydrated(page);
    console.log(`hydrated on ${path}: ${hydrated} of ${all} elements`);
    // The header's controls are always hydrated: none at all would mean the count broke.
    expect(hydrated).toBeGreaterThan(0);
    expect(hydrated).toBeLessThanOrEqual(limit);
  });
}

test('a link in kept server HTML navigates inside the page, and focus goes to the new heading', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Store Hours' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store Hours');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await isSameDocument(page)).toBe(true);
  // The footer stays as it was kept on the first load: its links go on navigating in the page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/support\/faq$/);
  expect(await isSameDocument(page)).toBe(true);
});

test("the header's links are kept server HTML and navigate inside the page; its controls work", async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  const banner = page.getByRole('banner');
  const isKept = (name: string) =>
    banner
      .getByRole('link', { name, exact: true })
      .evaluate(
        (link) =>
          link.closest('[data-static-html]') !== null &&
          !Object.keys(link).some((key) => key.startsWith('__reactFiber$')),
      );
  expect(await isKept('Home')).toBe(true);
  expect(await isKept('Hometown Pharmacy Group')).toBe(true);
  expect(await isKept('Español')).toBe(true);
  await banner
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The pharmacies menu beside the kept list is still a working control.
  await banner.getByRole('button', { name: 'Our Pharmacies' }).click();
  await banner.getByRole('link', { name: /Parlin Pharmacy/ }).click();
  await expect(page).toHaveURL(/\/locations\/parlin$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('a Spanish link in kept server HTML stays in Spanish', async ({ page }) => {
  await gotoHydrated(page, '/es/about');
  await markDocument(page);
  const footer = page.getByRole('contentinfo');
  await footer.locator('a[href="/es/support/hours"]').click();
  await expect(page).toHaveURL(/\/es\/support\/hours$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await isSameDocument(page)).toBe(true);
});

test('an answer opened before the script arrives stays open once the page has hydrated', async ({
  page,
}) => {
  // Hold every script until the visitor has opened a question.
  const release = await holdScripts(page, /\.js$/);
  // Not waiting for the load event: it waits for the held scripts.
  await page.goto('/support/faq', { waitUntil: 'commit' });
  const question = page.locator('summary').first();
  await question.click();
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
  release();
  await page.locator('html[data-hydrated][data-content-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
  // And it still closes and opens as before.
  await question.click();
  await expect(page.locator('details').first()).not.toHaveAttribute('open', '');
});
