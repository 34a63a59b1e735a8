import { expect, type Page, test } from '@playwright/test';
import { canonicalPaths, findRoute, linkedFrom } from '../site/pages';

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
          "Say in its section's declaration (src/section.ts) where it is linked from: " +
          "linkedFrom: { page: '/medpack' } with a link on that page (itself one click from /), " +
          'or linkedFrom: { nav: { en, es } } for an entry of the main navigation; see docs/sections.md, ' +
          '"Adding a page".',
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

test('every page is linked from where its declaration says', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const links = new Map<string, Set<string>>();
  const unlinked: string[] = [];
  for (const declared of linkedFrom()) {
    const from = 'page' in declared.linkedFrom ? declared.linkedFrom.page : '/';
    let reached = links.get(from);
    if (!reached) {
      reached = await linkedPages(page, from);
      links.set(from, reached);
    }
    if (declared.path !== from && !reached.has(declared.path)) {
      unlinked.push(
        'page' in declared.linkedFrom
          ? `${declared.path} (${declared.owner}) says it is linked from ${from}, which has no link to it: add one there`
          : `${declared.path} (${declared.owner}) says it is in the main navigation, which has no link to it: is ${declared.owner} live?`,
      );
    }
  }
  expect(unlinked).toEqual([]);
});
