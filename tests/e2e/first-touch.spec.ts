// The islands that matter only once a visitor uses them (the price search, the location
// list, the reviews filter, the contact form, the newsletter sign-up) wake at first touch:
// their page's first view fetches no React, and what a visitor types or chooses before the
// island has hydrated is the island's once it has (applied, focus where it was).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { locations } from 'shared-content';
import { holdScripts } from './support';

const found = locations.find((location) => location.id === 'parlin');
if (!found) throw new Error('no Parlin pharmacy');
const parlin = found;

/** Every script but the island loader (which wakes islands): an island's scripts, held. */
const ISLAND_SCRIPTS = /^(?!.*\/island-loader\.)[^?#]*\.js(?:[?#].*)?$/;

/** Any script with React in it (react's and react-dom's builds link their error pages). */
const REACT_MARK = 'react.dev/errors';

const islandOf = (page: Page, expose: string) =>
  page.locator(`site-island[data-expose="./islands/${expose}"]`);

/**
 * Opens `path` as a visitor who has not touched it yet: the first view (until the network
 * has been quiet half a second), and a scroll to its island `expose` (a reader reaching
 * it), leave that island asleep and fetch no React, unless another island of the page woke
 * by itself or in view (the reviews page's carousel and strip, until they need no React
 * either).
 */
async function expectFirstViewWithoutReact(page: Page, path: string, expose: string) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const island = islandOf(page, expose);
  await expect(island).toHaveCount(1);
  // The island takes no box of its own (`display: contents`): its content is scrolled to.
  await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
  // What an island in view would have asked for by now (it wakes within 200 px of it).
  await page.waitForTimeout(1_000);
  await expect(island).not.toHaveAttribute('data-island-state', /.*/);
  if ((await page.locator('site-island[data-island-state]').count()) > 0) return;
  const withReact: string[] = [];
  for (const script of scripts) {
    if ((await (await page.request.get(script)).text()).includes(REACT_MARK)) {
      withReact.push(script);
    }
  }
  expect(withReact, `scripts with React in the first view of ${path}`).toEqual([]);
}

/**
 * Opens `path`, checks its first view fetched no React, then holds the island's scripts
 * back: what the test does next happens before `expose` has hydrated. The returned
 * function lets the scripts come and waits until the island has hydrated.
 */
async function beforeHydration(page: Page, path: string, expose: string) {
  await expectFirstViewWithoutReact(page, path, expose);
  const island = islandOf(page, expose);
  const release = await holdScripts(page, ISLAND_SCRIPTS);
  return async () => {
    // Woken by the visitor's first touch, and still waiting for its scripts.
    await expect(island).toHaveAttribute('data-island-state', 'waking');
    release();
    await expect(island).toHaveAttribute('data-island-state', 'hydrated', { timeout: 15_000 });
  };
}

/** Chooses `value` in a select as a visitor does: focus first (a tap, Tab), then the choice. */
async function choose(select: Locator, value: string) {
  await select.focus();
  await select.selectOption(value);
}

test('/best-prices: a search typed and a type chosen before the tool hydrated are its own', async ({
  page,
}) => {
  const hydrated = await beforeHydration(page, '/best-prices', 'PriceSearch');
  await page.getByLabel('Medication name').fill('Metformin');
  await page.getByLabel('Strength').fill('500mg');
  await page.getByRole('radio', { name: 'Brand' }).check();
  await page.getByLabel('Zip code').fill('08859');
  await hydrated();
  await expect(page.getByLabel('Zip code')).toBeFocused();
  // Searched in place (no GET), with what was typed and chosen.
  await page.getByRole('button', { name: 'Search Prices' }).click();
  await expect(page.locator('main')).toContainText(/results for Metformin 500mg/);
  await expect(page).toHaveURL(/\/best-prices$/);
  await expect(page.getByLabel('Medication name')).toHaveValue('Metformin');
  await expect(page.getByLabel('Zip code')).toHaveValue('08859');
  await expect(page.getByRole('radio', { name: 'Brand' })).toBeChecked();
});

test('/locations: a location chosen before the list hydrated is shown once it has', async ({
  page,
}) => {
  const hydrated = await beforeHydration(page, '/locations', 'LocationList');
  const select = page.getByRole('combobox', { name: 'Show location' });
  await choose(select, 'parlin');
  await expect(page.getByRole('status')).toHaveText(`Showing all ${locations.length} locations`);
  await hydrated();
  await expect(page.getByRole('status')).toHaveText(`Showing 1 location: ${parlin.name}`);
  await expect(page).toHaveURL(/\/locations\?pharmacy=parlin$/);
  await expect(select).toBeFocused();
});

test('/testimonials: a pharmacy chosen before the filter hydrated filters once it has', async ({
  page,
}) => {
  const hydrated = await beforeHydration(page, '/testimonials', 'ReviewsFilter');
  const filter = islandOf(page, 'ReviewsFilter');
  const select = filter.getByRole('combobox', { name: 'Show reviews of' });
  const count = filter.getByRole('status');
  const all = (await count.textContent())?.match(/^(\d+) of \1 reviews shown$/)?.[1];
  expect(all, 'every review shown at first').toBeDefined();
  await choose(select, 'Parlin');
  await hydrated();
  await expect(count).not.toHaveText(`${all} of ${all} reviews shown`);
  await expect(count).toHaveText(new RegExp(`^[1-9]\\d* of ${all} reviews shown$`));
  await expect(page).toHaveURL(/\/testimonials\?pharmacy=Parlin$/);
  await expect(select).toBeFocused();
});

test('/contact: what is typed and chosen before the form hydrated is the form’s', async ({
  page,
}) => {
  const hydrated = await beforeHydration(page, '/contact', 'ContactForm');
  await choose(page.getByLabel('Send to'), 'parlin');
  await page.getByLabel('Full Name').fill('Ana Pérez');
  await page.getByLabel('Message', { exact: true }).fill('Do you stock insulin pens?');
  await hydrated();
  await expect(page.getByLabel('Message', { exact: true })).toBeFocused();
  // A submit checks the form as typed: the e-mail is missing, the rest stays.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ana Pérez');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'Do you stock insulin pens?',
  );
  await expect(page.getByLabel('Send to')).toHaveValue('parlin');
});

test('/blog: an address typed before the sign-up hydrated is kept, and Subscribe answers', async ({
  page,
}) => {
  const hydrated = await beforeHydration(page, '/blog', 'Newsletter');
  await page.getByLabel('Email address').fill('ana@example.com');
  await hydrated();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveValue('ana@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscriptions open soon', { exact: true })).toBeVisible();
});

for (const [path, expose] of [
  ['/es/best-prices', 'PriceSearch'],
  ['/es/locations', 'LocationList'],
  ['/es/testimonials', 'ReviewsFilter'],
  ['/es/contact', 'ContactForm'],
  ['/es/blog', 'Newsletter'],
] as const) {
  test(`${path}: the first view leaves ${expose} asleep and fetches no React`, async ({ page }) => {
    await expectFirstViewWithoutReact(page, path, expose);
  });
}
