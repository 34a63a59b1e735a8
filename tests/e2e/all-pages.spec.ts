import { expect, test } from '@playwright/test';
import { pageRoutes } from 'shared-content';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  openPage,
  recordCspViolations,
} from './support';

/**
 * Every routed page of the composed site: it stays on its URL, sets its own title and
 * description, has exactly one h1, passes axe (WCAG 2.1 A/AA), fits a 375 px phone and
 * breaks no rule of the server's Content-Security-Policy.
 */
for (const route of pageRoutes) {
  test(`${route.path} (${route.owner})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const cspViolations = await recordCspViolations(page);
    await openPage(page, route.path, /\S/);
    await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '' : route.path}/?$`));
    if (route.canonical) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route.canonical}$`),
      );
    }
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    expect(await cspViolations()).toEqual([]);
  });
}

test('every canonical page has a title of its own', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const route of pageRoutes.filter((r) => !r.canonical)) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = await page.title();
    const other = [...titles.entries()].find(([, seen]) => seen === title);
    expect(other?.[0], `${route.path} shares its title "${title}"`).toBeUndefined();
    titles.set(route.path, title);
  }
});
