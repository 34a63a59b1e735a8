import { expect, type Page, test } from '@playwright/test';
import { locations, remoteNames, site } from 'shared-content';
import { pathsOwnedBy } from 'shared-content/testing';

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

for (const remote of remoteNames) {
  const { path, heading } = pageOf[remote] ?? {
    path: pathsOwnedBy(remote)[0],
    heading: /^(?!This page is not available right now$).+/,
  };
  test(`${remote} down: ${path} shows the failure panel, the rest works, Retry brings it back`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.route(`**/remotes/${remote}/**`, (route) => route.abort());
    await page.goto(path);

    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not available right now' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/temporarily unavailable/i);
    const panel = page.getByRole('alert');
    for (const location of locations) {
      await expect(
        panel.getByRole('link', { name: `Call ${location.name} at ${location.phone}` }),
      ).toBeVisible();
    }
    // Header and footer keep working.
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(site.groupName) }),
    ).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }),
    ).toBeVisible();

    // The remote answers again: Retry loads it without a page reload.
    await page.unroute(`**/remotes/${remote}/**`);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(navigations).toEqual([]);
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
  await page.route('**/remotes/mf-locations/mf-manifest.json', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await page.goto('/locations');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a remote whose code throws while loading shows the panel', async ({ page }) => {
  await page.route('**/remotes/mf-services/static/js/async/__federation_expose_*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy");' }),
  );
  await page.goto('/support/faq');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a remote that fails once loads by itself, without the failure panel', async ({ page }) => {
  let failures = 0;
  await page.route('**/remotes/mf-medpack/mf-manifest.json', (route) =>
    failures++ === 0 ? route.abort() : route.continue(),
  );
  await page.goto('/best-prices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageOf['mf-medpack'].heading);
  expect(failures).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
