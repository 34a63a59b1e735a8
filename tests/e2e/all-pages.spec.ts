import { test as base, expect, type Page } from '@playwright/test';
import { pathIn } from 'shared-content';
import { pageRoutes } from '../site/pages';

import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  openPage,
  recordCspViolations,
  setRootFontSize,
} from './support';

/** The CSP violations the current document has seen (recorded from its start). */
const cspViolationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** One page per worker, reused by every route: a fresh page per route costs more than the checks. */
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await recordCspViolations(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Every route in English and in Spanish (`/es/…`, an alias's canonical page in Spanish too). */
const routesInBothLanguages = [
  ...pageRoutes,
  ...pageRoutes.map((route) => ({
    ...route,
    path: pathIn(route.path, 'es'),
    ...(route.canonical ? { canonical: pathIn(route.canonical, 'es') } : {}),
  })),
];

/**
 * Every routed page of the composed site, in both languages: it stays on its URL, sets its own title and
 * description, has exactly one h1, passes axe (WCAG 2.x A/AA and best practices) on a
 * 390 px phone and a 1280 px desktop (aliases share their canonical page's DOM, so
 * axe runs once, there), and reflows (WCAG 1.4.10): no sideways
 * scrolling at 320 px, nor at 390 px with the browser's text size at 200 %; and it
 * breaks no rule of the server's Content-Security-Policy.
 */
for (const route of routesInBothLanguages) {
  test(`${route.path} (${route.owner})`, async ({ sharedPage: page }) => {
    await setRootFontSize(page, 16);
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, route.path, /\S/);
    await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '' : route.path}/?$`));
    if (route.canonical) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route.canonical}$`),
      );
    }
    // An alias renders the very page of its canonical path: axe runs there.
    if (!route.canonical) await expectNoAxeViolations(page, 'at 390 px');

    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalScroll(page, 'at 320 px');

    await page.setViewportSize({ width: 390, height: 844 });
    await setRootFontSize(page, 32);
    await expectNoHorizontalScroll(page, 'at 390 px with 200 % text');
    await setRootFontSize(page, 16);

    if (!route.canonical) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoAxeViolations(page, 'at 1280 px');
    }
    expect(await cspViolationsOn(page)).toEqual([]);
  });
}

test('every canonical page has a title of its own', async ({ sharedPage: page }) => {
  const titles = new Map<string, string>();
  for (const route of routesInBothLanguages.filter((r) => !r.canonical)) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = await page.title();
    const other = [...titles.entries()].find(([, seen]) => seen === title);
    expect(other?.[0], `${route.path} shares its title "${title}"`).toBeUndefined();
    titles.set(route.path, title);
  }
});
