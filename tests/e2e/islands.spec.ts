import { expect, type Page, test } from '@playwright/test';
import { isPageError, waitForHydration } from './support';

/**
 * Islands (issue 48): a page runs script only where a visitor can act. The island loader
 * is the only script of a page; React, the federation runtime, the router and a part's
 * own code load when one of the page's islands wakes, and each island hydrates alone.
 */

/** Every script the page requested (paths), from now on. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const LOADER = /^\/static\/js\/island-loader\.[0-9a-f]+\.js$/;
const REPORTER = /^\/static\/js\/async\/reporter\.[0-9a-f]+\.js$/;

test('/about runs the island loader only: no React, no federation runtime, no router, no section', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/about');
  await waitForHydration(page);
  // Load plus a few seconds, as a visitor reading the page: the reporter may load by then.
  await page.waitForTimeout(3500);
  expect(scripts.filter((path) => !LOADER.test(path) && !REPORTER.test(path))).toEqual([]);
  expect(scripts.some((path) => LOADER.test(path))).toBe(true);
  await expect(page.locator('site-island')).toHaveCount(0);
  // The page's controls still work: the header's menu is native HTML.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Text only react-router's code holds (its check against a router inside a router). */
const ROUTER_CODE = 'You cannot render a <Router> inside another <Router>';

test('a page with islands loads no router: links and filters work without one', async ({
  page,
}) => {
  const routerScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = await response.text().catch(() => '');
    if (text.includes(ROUTER_CODE)) routerScripts.push(new URL(response.url()).pathname);
  });
  for (const path of ['/', '/testimonials', '/best-prices']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  // The location filter, an island that keeps its choice in the address.
  await page.goto('/locations');
  await waitForHydration(page);
  const filter = page.locator('site-island[data-expose="./islands/LocationList"]');
  // It wakes at first touch.
  await filter.getByRole('combobox').hover();
  await expect(filter).toHaveAttribute('data-island-state', 'hydrated');
  await filter.getByRole('combobox').selectOption('parlin');
  await expect(page).toHaveURL(/\/locations\?pharmacy=parlin$/);
  await expect(filter.getByRole('status')).toContainText('Parlin');
  await page.waitForLoadState('networkidle');
  expect(routerScripts).toEqual([]);
});

test("the reviews filter applies a choice at once when its script is there, and its Show button (the server form's) goes", async ({
  page,
}) => {
  await page.goto('/testimonials');
  const filter = page.locator('site-island[data-expose="./islands/ReviewsFilter"]');
  // It wakes at first touch.
  await filter.getByRole('combobox').hover();
  await expect(filter).toHaveAttribute('data-island-state', 'hydrated');
  await expect(filter.getByRole('button', { name: 'Show', exact: true })).toBeHidden();
  await filter.getByRole('combobox').selectOption('Parlin');
  await expect(page).toHaveURL(/\/testimonials\?pharmacy=Parlin$/);
  await expect(filter.getByRole('status')).toContainText(/^\d+ of \d+ reviews shown$/);
  const cards = filter.getByRole('listitem');
  await expect(cards.first()).toContainText('Parlin Pharmacy');
  for (const card of await cards.all()) await expect(card).toContainText('Parlin Pharmacy');
});

test('an island hydrates when it wakes (in view), not before, and then acts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const scripts = scriptsOf(page);
  await page.goto('/locations/parlin');
  await waitForHydration(page);
  const map = page.locator('site-island[data-expose="./islands/LocationMap"]');
  await expect(map).toHaveCount(1);
  await page.waitForTimeout(500);
  // Out of view: not woken, and its module never requested.
  const mapModule = (path: string) => path.includes('__federation_expose_islands__LocationMap');
  await expect(map).not.toHaveAttribute('data-island-state', /./);
  expect(scripts.filter(mapModule)).toEqual([]);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-island-state', 'hydrated');
  expect(scripts.some(mapModule)).toBe(true);
  await map.getByRole('button').click();
  await expect(map.locator('iframe')).toBeVisible();
});

test('a link hovered is prefetched by the speculation rules, which the CSP allows', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/about');
  expect(response?.headers()['content-security-policy']).toContain("'inline-speculation-rules'");
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
  const prefetched = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/contact' &&
      /prefetch/.test(request.headers()['sec-purpose'] ?? ''),
  );
  await page.locator('footer a[href="/contact"]').first().hover();
  await prefetched;
  expect(violations).toEqual([]);
  // The click is a document load of the page already fetched.
  await page.locator('footer a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** An id React's `useId` made (`_R_…_`; `«r…»` before React 19.1). */
const GENERATED_ID = /_R_[0-9a-z]*_|«r[0-9a-z]*»/;
/** The attributes that name other elements by id. */
const ID_REFERENCES = ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns'];
/** A page of each kind with islands (every island the site has is on one of these). */
const PAGES_WITH_ISLANDS = [
  '/blog',
  '/contact',
  '/locations',
  '/locations/family',
  '/testimonials',
  '/best-prices',
];

test('islands use no ids of useId, and once hydrated their ids name elements of the page', async ({
  page,
}) => {
  // An island is rendered on the server inside the whole page's tree but hydrated on a
  // root of its own, where `useId` gives other ids: a label or control mounted in the
  // browser would name an id the server never wrote (docs/architecture.md, "Islands").
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (isPageError(message)) errors.push(message.text());
  });
  for (const path of PAGES_WITH_ISLANDS) {
    const response = await page.goto(path);
    const islandsHtml = ((await response?.text()) ?? '').match(
      /<site-island[\s\S]*?<\/site-island>/g,
    );
    expect(islandsHtml?.length, `islands on ${path}`).toBeGreaterThan(0);
    for (const html of islandsHtml ?? []) {
      expect(html.match(GENERATED_ID)?.[0], `a useId id in an island of ${path}`).toBeUndefined();
    }
    await waitForHydration(page);
    const islands = page.locator('site-island');
    for (let index = 0; index < (await islands.count()); index++) {
      const island = islands.nth(index);
      const part = island.locator('*').first();
      await part.scrollIntoViewIfNeeded();
      await part.dispatchEvent('pointerover');
      await expect(island, `island ${index} of ${path}`).toHaveAttribute(
        'data-island-state',
        'hydrated',
      );
    }
    const dangling = await page.evaluate((attributes) => {
      const found: string[] = [];
      for (const island of document.querySelectorAll('site-island')) {
        for (const attribute of attributes) {
          for (const element of island.querySelectorAll(`[${attribute}]`)) {
            for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/)) {
              if (id && !document.getElementById(id)) found.push(`${attribute}="${id}"`);
            }
          }
        }
      }
      return found;
    }, ID_REFERENCES);
    expect(dangling, `ids named in the islands of ${path}`).toEqual([]);
  }
  expect(errors).toEqual([]);
});
