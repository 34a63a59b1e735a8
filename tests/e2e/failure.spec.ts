import { expect, type Page, test } from '@playwright/test';
import { locations } from 'shared-content';
import { waitForHydration } from './support';

/**
 * A section whose browser script fails (issue 48, "Failure stays per part"): the page is
 * the server's HTML, whole; each of that section's islands keeps its HTML and says in
 * place what needs script, with Retry and the phones; every other island works.
 */

/** A page with islands of each remote, and its h1. */
const islandPageOf: Record<string, { path: string; heading: RegExp }> = {
  'mf-locations': { path: '/locations/parlin', heading: /parlin/i },
  'mf-reviews': { path: '/testimonials', heading: /testimonials|reviews/i },
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

/** Scrolls through the page, so that every island that wakes in view wakes. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

const islandsOf = (page: Page, owner: string) =>
  page.locator(`site-island[data-owner="${owner}"][data-wake]:not([data-wake="interaction"])`);

for (const [remote, { path, heading }] of Object.entries(islandPageOf)) {
  test(`${remote}'s script blocked: ${path} keeps the server's page, each of its islands says so in place, and Retry makes it work`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.route(`**/remotes/${remote}/**`, (route) => route.abort());
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const title = await page.title();
    await scrollThrough(page);
    const islands = islandsOf(page, remote);
    const count = await islands.count();
    expect(count, `${path} has islands of ${remote}`).toBeGreaterThan(0);

    // After the automatic retries: a note before each island, with Retry and the phones…
    for (let index = 0; index < count; index++) {
      await expect(islands.nth(index)).toHaveAttribute('data-island-state', 'failed', {
        timeout: 15_000,
      });
    }
    const notes = page.getByRole('status').filter({ hasText: 'needs its script' });
    await expect(notes).toHaveCount(count);
    for (const location of locations) {
      await expect(
        notes.first().getByRole('link', { name: `Call ${location.name} at ${location.phone}` }),
      ).toBeVisible();
    }
    // …while the server's page stays, whole, with its metadata; the islands' HTML too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    for (let index = 0; index < count; index++) {
      expect(((await islands.nth(index).textContent()) ?? '').trim().length).toBeGreaterThan(0);
    }
    await expect(page.getByText('This page is not available right now')).toHaveCount(0);

    // The remote answers again: Retry hydrates the island in place, without a reload.
    await page.unroute(`**/remotes/${remote}/**`);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await notes.first().getByRole('button', { name: 'Retry' }).click();
    await expect(notes).toHaveCount(count - 1);
    await expect(
      page.locator(`site-island[data-owner="${remote}"][data-island-state="hydrated"]`),
    ).toHaveCount(1);
    expect(navigations).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("with mf-reviews' script down, home is whole and the shell's islands work", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.route('**/remotes/mf-reviews/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  // The widget's server HTML stays (its link to every review too).
  await expect(page.getByRole('link', { name: 'Read More Reviews' })).toBeVisible();
  const shellIslands = page.locator(
    'site-island[data-owner="shell"][data-wake="load"], site-island[data-owner="shell"][data-wake="idle"]',
  );
  const count = await shellIslands.count();
  for (let index = 0; index < count; index++) {
    await expect(shellIslands.nth(index)).toHaveAttribute('data-island-state', 'hydrated');
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a remote whose entry script answers 500 and whose manifest is broken: its island says so, the page stays', async ({
  page,
}) => {
  // The page names the entry script; the retries read the manifest (it may have moved).
  await page.route('**/remotes/mf-locations/**/static/js/mf_locations.*.js', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await page.route('**/remotes/mf-locations/**/mf-manifest.json', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await page.goto('/locations/parlin');
  await page.locator('#map').scrollIntoViewIfNeeded();
  await expect(page.locator('#map').getByRole('button', { name: 'Retry' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/parlin/i);
});

test('a remote whose island code throws while loading: the island says so', async ({ page }) => {
  await page.route('**/remotes/mf-locations/**/static/js/async/__federation_expose_*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy");' }),
  );
  await page.goto('/locations/parlin');
  await page.locator('#map').scrollIntoViewIfNeeded();
  await expect(page.locator('#map').getByRole('button', { name: 'Retry' })).toBeVisible({
    timeout: 15_000,
  });
});

test('a remote that fails once loads by itself, without the note', async ({ page }) => {
  let requests = 0;
  await page.route('**/remotes/mf-locations/**/static/js/mf_locations.*.js', (route) =>
    requests++ === 0 ? route.abort() : route.continue(),
  );
  await page.goto('/locations/parlin');
  await waitForHydration(page);
  const map = page.locator('site-island[data-expose="./islands/LocationMap"]');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-island-state', 'hydrated', { timeout: 15_000 });
  expect(requests).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
