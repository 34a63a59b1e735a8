// A slow tap or a layout shift is attributed to the part of the page that caused it: the
// server marks each remote's part (`data-part`), and the browser's report names it.
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

test('the server marks each remote’s part of the page, on its pages and in the shell’s slots', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('data-part="mf-reviews"');
  const medpack = await (await request.get('/medpack')).text();
  expect(medpack).toContain('data-part="mf-medpack"');
});

test('a tap in the testimonials widget is reported as the widget’s (mf-reviews), not the home page’s', async ({
  page,
}) => {
  const reports: unknown[] = [];
  await page.route('**/_report', async (route) => {
    reports.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({ status: 204 });
  });
  await gotoHydrated(page, '/');
  await expect(page.locator('html[data-reporting="on"]')).toBeAttached({ timeout: 15_000 });
  const widget = page.locator('[data-part="mf-reviews"]');
  // Its controls show once its islands, woken in view, have their script (the part takes
  // no box of its own: its heading is scrolled to).
  await widget.getByRole('heading').first().scrollIntoViewIfNeeded();
  await expect(widget.locator('site-island').first()).toHaveAttribute(
    'data-island-state',
    'hydrated',
  );
  await widget.getByRole('button').first().click();
  // The browser times an interaction after its next paint: wait until it has.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // The page is hidden (the visitor switched tabs): the report goes out then.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toMatchObject({
    route: '/',
    vitals: { inp: expect.any(Number) },
    parts: { inp: 'mf-reviews' },
  });
});
