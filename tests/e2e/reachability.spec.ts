import { expect, type Page, test } from '@playwright/test';
import { canonicalPaths, findRoute } from '../site/pages';

/** The page routes a page links to (its canonical path for an alias), header to footer. */
async function linkedPages(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pages = new Set<string>();
  for (const href of hrefs) {
    const route = findRoute(new URL(href, 'http://site').pathname);
    if (route) pages.add(route.canonical ?? route.path);
  }
  return pages;
}

test('every page is within two clicks of the home page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const oneClick = await linkedPages(page, '/');
  const reached = new Set(['/', ...oneClick]);
  const missing = () => canonicalPaths().filter((path) => !reached.has(path));
  for (const path of oneClick) {
    if (missing().length === 0) break;
    for (const next of await linkedPages(page, path)) reached.add(next);
  }
  const unreached = missing();
  expect(
    unreached,
    unreached.length === 0
      ? ''
      : `${unreached.join(', ')} ${unreached.length === 1 ? 'is' : 'are'} more than two clicks from /. ` +
          "Link each from a page one click from / (a link in its section's page, say /medpack " +
          'linking /medpack/faq), or add it to the main navigation: a "nav" entry ({ "path", ' +
          '"label": { "en", "es" } }) under "remote" in its package.json; see README, "Adding a page".',
  ).toEqual([]);
});

test('the chrome of every page links straight to the pages nobody could find', async ({ page }) => {
  await page.goto('/');
  const chrome = page.locator('header, footer');
  for (const path of [
    '/best-prices',
    '/blog',
    '/pet-medications',
    '/medpack',
    '/features',
    '/about',
    '/testimonials',
    '/partners',
  ]) {
    await expect(chrome.locator(`a[href="${path}"]`).first()).toBeAttached();
  }
});
