// A slow tap or a layout shift is attributed to the part of the page that caused it: the
// server marks each remote's part (`data-part`), and the browser's report names it.
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support';

test('the server marks each remote’s part of the page, on its pages and in the shell’s slots', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('data-part="mf-reviews"');
  const medpack = await (await request.get('/medpack')).text();
  expect(medpack).toContain('data-part="mf-medpack"');
});

/**
 * Opens `path` with its reporter on, collecting its reports; `hide` hides the page (the
 * visitor switched tabs): it reports then.
 */
async function openReporting(page: Page, path: string) {
  const reports: { vitals?: object; parts?: object }[] = [];
  await page.route('**/_report', async (route) => {
    reports.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({ status: 204 });
  });
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await gotoHydrated(page, path);
  await expect(page.locator('html[data-reporting="on"]')).toBeAttached({ timeout: 15_000 });
  return { reports, hide };
}

test('a tap in the testimonials widget is reported as the widget’s (mf-reviews), not the home page’s', async ({
  page,
}) => {
  const { reports, hide } = await openReporting(page, '/');
  const widget = page.locator('[data-part="mf-reviews"]');
  // Its controls (a behaviour of the island loader's: the widget has no island) show once
  // their script has run; the part takes no box of its own: its heading is scrolled to.
  await widget.getByRole('heading').first().scrollIntoViewIfNeeded();
  await expect(widget.getByRole('button').first()).toBeVisible();
  await widget.getByRole('button').first().click();
  // The browser times an interaction after its next paint: wait until it has.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await hide();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toMatchObject({
    route: '/',
    vitals: { inp: expect.any(Number) },
    parts: { inp: 'mf-reviews' },
  });
});

test('a layout shift of the testimonials widget’s elements is reported as the widget’s', async ({
  page,
}) => {
  const { reports, hide } = await openReporting(page, '/');
  const heading = page.locator('[data-part="mf-reviews"]').getByRole('heading').first();
  await heading.scrollIntoViewIfNeeded();
  // The widget's heading jumps down, nothing else moves (no input: an unexpected shift;
  // the browser keeps the scroll where it is).
  await heading.evaluate(async (element) => {
    document.documentElement.style.overflowAnchor = 'none';
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    Object.assign((element as HTMLElement).style, { position: 'relative', top: '200px' });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)));
  });
  await hide();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toMatchObject({
    vitals: { cls: expect.any(Number) },
    parts: { cls: 'mf-reviews' },
  });
});
