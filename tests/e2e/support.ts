import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.x A and AA (what the site's accessibility page promises) and axe's best
 * practices, at every impact.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Zero axe violations on the page as it is now (each violation listed on failure). */
export async function expectNoAxeViolations(page: Page, where = '') {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe ${where}`.trim()).toEqual([]);
}

/**
 * Opens a path and checks what every page owes a visitor: its own title, one h1 with
 * the expected text, a meta description, and no page errors.
 */
export async function openPage(page: Page, path: string, heading: string | RegExp) {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1).toHaveCount(1);
  await expect(page).toHaveTitle(/\S/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(20);
  expect(errors).toEqual([]);
  page.off('pageerror', onError);
  return { errors };
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
