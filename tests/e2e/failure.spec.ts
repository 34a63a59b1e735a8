import { expect, type Page, test } from '@playwright/test';
import { locations, site } from 'shared-content';
import { pathsOwnedBy } from '../site/pages';
import { remoteNames } from './servers';
import { waitForHydration } from './support';

/** One routed page of each remote, with its h1 (a new remote: its first page, any other h1). */
const pageOf: Record<string, { path: string; heading: RegExp }> = {
  'mf-locations': { path: '/locations', heading: /locations/i },
  'mf-services': { path: '/support/faq', heading: /questions/i },
  'mf-reviews': { path: '/partners', heading: /partners/i },
  'mf-medpack': { path: '/best-prices', heading: /prices/i },
};

/** Console errors other than the browser's own report of the blocked requests. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource|net::ERR_FAILED/.test(message.text())) return;
    problems.push(message.text());
  });
  return problems;
}

/** Whether React has taken over an element (hydrated it, or rendered it). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

for (const remote of remoteNames) {
  const { path, heading } = pageOf[remote] ?? {
    path: pathsOwnedBy(remote)[0],
    heading: /^(?!This page is not available right now$).+/,
  };

  test(`${remote}'s script blocked: ${path} keeps the server's page, says so in place, and Retry makes it work`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.route(`**/remotes/${remote}/**`, (route) => route.abort());
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const title = await page.title();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');

    // After the automatic retries: a note in place, with Retry and the phones…
    const note = page.getByRole('status').filter({ hasText: 'needs its script' });
    await expect(note).toBeVisible({ timeout: 15_000 });
    for (const location of locations) {
      await expect(
        note.getByRole('link', { name: `Call ${location.name} at ${location.phone}` }),
      ).toBeVisible();
    }
    // …while the server's page stays, with its metadata.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    expect(title).not.toMatch(/unavailable/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical ?? '');
    await expect(page.getByText('This page is not available right now')).toHaveCount(0);
    // The shell's own parts are live: the header's menu is a working React component.
    expect(await hydrated(page, 'header')).toBe(true);
    expect(await hydrated(page, 'main h1')).toBe(false);

    // The remote answers again: Retry hydrates the page in place, without a reload.
    await page.unroute(`**/remotes/${remote}/**`);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await note.getByRole('button', { name: 'Retry' }).click();
    await expect(note).toHaveCount(0);
    await expect.poll(() => hydrated(page, 'main h1')).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(navigations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`${remote}'s script blocked: going to ${path} inside the site shows the failure panel, Retry brings it`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.route(`**/remotes/${remote}/**`, (route) => route.abort());
    await page.goto('/about');
    await expect.poll(() => hydrated(page, 'main h1')).toBe(true);
    await page.getByRole('contentinfo').locator(`a[href="${path}"]`).first().click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not available right now' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle(/temporarily unavailable/i);
    const panel = page.getByRole('alert');
    for (const location of locations) {
      await expect(
        panel.getByRole('link', { name: `Call ${location.name} at ${location.phone}` }),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(site.groupName) }),
    ).toBeVisible();

    await page.unroute(`**/remotes/${remote}/**`);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(problems).toEqual([]);
  });
}

test('with mf-medpack down, the other sections still load', async ({ page }) => {
  await page.route('**/remotes/mf-medpack/**', (route) => route.abort());
  await page.goto('/best-prices');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageOf['mf-services'].heading);
});

test('with mf-reviews down, home is whole but for the testimonials-and-partners section', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.route('**/remotes/mf-reviews/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Read More Reviews' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a remote that answers with a broken manifest shows the panel, not a blank page', async ({
  page,
}) => {
  await page.route('**/remotes/mf-locations/**/mf-manifest.json', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await page.goto('/locations');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a remote whose code throws while loading shows the panel', async ({ page }) => {
  await page.route('**/remotes/mf-services/**/static/js/async/__federation_expose_*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy");' }),
  );
  await page.goto('/support/faq');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a remote that fails once loads by itself, without the failure panel', async ({ page }) => {
  let failures = 0;
  await page.route('**/remotes/mf-medpack/**/mf-manifest.json', (route) =>
    failures++ === 0 ? route.abort() : route.continue(),
  );
  await page.goto('/best-prices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageOf['mf-medpack'].heading);
  // The heading is the server's HTML: the section's script settles (its retry included) later.
  await waitForHydration(page);
  expect(failures).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
