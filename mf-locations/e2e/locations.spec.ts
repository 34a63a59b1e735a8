import { locationDetails, locationsUi } from 'mf-locations/content';
import {
  externalUrls,
  formatAddress,
  getLocation,
  type LocationId,
  locations,
  mapsDirectionsUrl,
  mapsEmbedUrl,
  type PharmacyLocation,
  site,
} from 'shared-content';
import { telHref } from 'shared-content/logic';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  isSameDocument,
  markDocument,
  openPage,
  type Page,
  servedStatus,
  test,
  waitForIsland,
} from '../../tests/e2e/support';
import { pageRoutes } from '../../tests/site/pages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const directionsHref = (location: PharmacyLocation) =>
  mapsDirectionsUrl(formatAddress(location.address));

const detailPaths = (id: LocationId) => [`/locations/${id}`, `/locations/${id}-pharmacy`, `/${id}`];

test.beforeEach(async ({ page }) => {
  // The map embed is a third-party frame: answer it locally so runs stay offline and stable.
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><body></body></html>',
    }),
  );
});

/** The cards on the page, by their h3. */
const cardHeadings = (page: Page) =>
  page.locator('main').getByRole('listitem').getByRole('heading', { level: 3 });

test('the route table gives mf-locations its 15 routes', () => {
  const owned = pageRoutes.filter((route) => route.owner === 'mf-locations').map((r) => r.path);
  expect(owned.sort()).toEqual(
    ['/locations', '/locations/map', ...locations.flatMap((l) => detailPaths(l.id))].sort(),
  );
});

test.describe('/locations', () => {
  const copy = locationsUi.listPage;

  test('lists every location with its facts and buttons', async ({ page }) => {
    await openPage(page, '/locations', copy.heading);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(copy.title)}`));
    await expect(cardHeadings(page)).toHaveText(locations.map((location) => location.name));
    for (const location of locations) {
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: location.name }),
      });
      await expect(card).toContainText(formatAddress(location.address));
      await expect(card).toContainText(location.fax);
      await expect(card.getByRole('link', { name: location.phone, exact: true })).toHaveAttribute(
        'href',
        telHref(location.phone),
      );
      await expect(card.getByRole('link', { name: /^Call Now/ })).toHaveAttribute(
        'href',
        telHref(location.phone),
      );
      for (const name of [/^Get Directions/, /^Directions/]) {
        const link = card.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', directionsHref(location));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      for (const action of locationsUi.card.portalActions) {
        const link = card.getByRole('link', { name: new RegExp(`^${action.label}`) });
        await expect(link).toHaveAttribute('href', action.href);
        await expect(link).toHaveAttribute('target', '_blank');
      }
      await expect(card.getByRole('table')).toBeVisible();
      for (const service of location.services) await expect(card).toContainText(service);
    }
  });

  test('filters to one location in place, highlighted, and back to all', async ({ page }) => {
    await openPage(page, '/locations', copy.heading);
    const filter = page.getByLabel(copy.filterLabel);
    await waitForIsland(page, filter);
    await markDocument(page);
    await filter.selectOption('parlin');
    await expect(cardHeadings(page)).toHaveText([getLocation('parlin').name]);
    await expect(page.locator('li[aria-current="true"]')).toContainText(getLocation('parlin').name);
    await expect(page.getByRole('status')).toHaveText(/Showing 1 location/);
    // In place (no page load), and the address says the choice: a reload keeps it.
    await expect(page).toHaveURL(/\/locations\?pharmacy=parlin$/);
    expect(await isSameDocument(page)).toBe(true);
    await page.reload();
    await expect(cardHeadings(page)).toHaveText([getLocation('parlin').name]);
    await expect(page.getByLabel(copy.filterLabel)).toHaveValue('parlin');
    await waitForIsland(page, filter);
    await filter.selectOption({ label: copy.allOption });
    await expect(cardHeadings(page)).toHaveCount(4);
    await expect(page.locator('li[aria-current="true"]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/locations$/);
  });

  test('opens a location page from its card, and Back returns to the filtered list', async ({
    page,
  }) => {
    await openPage(page, '/locations?pharmacy=parlin', copy.heading);
    await markDocument(page);
    await page.getByRole('link', { name: 'View details of Parlin Pharmacy' }).click();
    await expect(page).toHaveURL(/\/locations\/parlin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parlin Pharmacy');
    // A page load: the new page starts at its top.
    expect(await isSameDocument(page)).toBe(false);
    await expect(page.locator('body')).toBeFocused();
    const back = page.getByRole('link', { name: locationsUi.detail.backToLocations.label });
    await expect(back).toHaveAttribute('href', '/locations');
    await waitForIsland(page, back);
    await back.click();
    // Back in history: the list as the visitor left it.
    await expect(page).toHaveURL(/\/locations\?pharmacy=parlin$/);
    await expect(cardHeadings(page)).toHaveText([getLocation('parlin').name]);
  });

  test('has no axe violations and fits 375 px', async ({ page }) => {
    await openPage(page, '/locations', copy.heading);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });
});

test.describe('/locations without script', () => {
  test.use({ javaScriptEnabled: false });
  const copy = locationsUi.listPage;

  test('the filter is a GET form: its button shows one location, and all again', async ({
    page,
  }) => {
    await page.goto('/locations');
    await page.getByLabel(copy.filterLabel).selectOption('parlin');
    await page.getByRole('button', { name: copy.filterSubmit }).click();
    await expect(page).toHaveURL(/\/locations\?pharmacy=parlin$/);
    await expect(cardHeadings(page)).toHaveText([getLocation('parlin').name]);
    await expect(page.getByRole('status')).toHaveText(/Showing 1 location/);
    await page.getByLabel(copy.filterLabel).selectOption({ label: copy.allOption });
    await page.getByRole('button', { name: copy.filterSubmit }).click();
    await expect(cardHeadings(page)).toHaveCount(4);
  });

  test("a location page's Back link goes to the list", async ({ page }) => {
    await page.goto('/locations/parlin');
    await page.getByRole('link', { name: locationsUi.detail.backToLocations.label }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(cardHeadings(page)).toHaveCount(4);
  });
});

test.describe('/locations/map', () => {
  const copy = locationsUi.mapPage;

  test('finds the nearest: maps search, four cards, back to locations', async ({ page }) => {
    await openPage(page, '/locations/map', copy.heading);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(copy.title)}`));
    const search = page.getByRole('link', { name: new RegExp(`^${copy.searchLabel}`) });
    await expect(search).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(search).toHaveAttribute('target', '_blank');
    await expect(cardHeadings(page)).toHaveText(locations.map((location) => location.name));
    for (const location of locations) {
      const main = page.locator('main');
      await expect(main.getByText(formatAddress(location.address))).toBeVisible();
      await expect(main.getByRole('link', { name: location.phone, exact: true })).toHaveAttribute(
        'href',
        telHref(location.phone),
      );
      await expect(
        page.getByRole('link', { name: new RegExp(`^Get Directions to ${location.name}`) }),
      ).toHaveAttribute('href', directionsHref(location));
    }
    await page.getByRole('link', { name: copy.back.label }).click();
    await expect(page).toHaveURL(/\/locations$/);
  });

  test('has no axe violations and fits 375 px', async ({ page }) => {
    await openPage(page, '/locations/map', copy.heading);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });
});

for (const location of locations) {
  const detail = locationDetails[location.id];
  const canonical = `${site.origin}/locations/${location.id}`;

  test.describe(`${location.name} page`, () => {
    for (const path of detailPaths(location.id)) {
      test(`${path} shows the location's facts`, async ({ page }) => {
        await openPage(page, path, location.name);
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(location.name)}`));
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        const main = page.locator('main');
        await expect(main).toContainText(formatAddress(location.address));
        await expect(main).toContainText(location.fax);
        await expect(main).toContainText(location.ncpdpId);
        await expect(main).toContainText(`${location.rating.toFixed(1)}/5`);
        await expect(main.getByText(/^(Open now|Closed now|Closed for)/)).toBeVisible();
        for (const service of location.services) await expect(main).toContainText(service);
        for (const member of detail.team.members) {
          await expect(page.getByRole('heading', { level: 3, name: member.name })).toBeVisible();
        }
        for (const section of detail.sections) {
          await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
        }
        const ld = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
        );
        expect(ld).toMatchObject({ '@type': 'Pharmacy', name: location.name, url: canonical });
      });
    }

    test('calls, directions, buttons and map', async ({ page }) => {
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        const mapsOrigin = new URL(mapsEmbedUrl('')).origin;
        if (request.url().startsWith(mapsOrigin)) mapRequests.push(request.url());
      });
      await openPage(page, `/locations/${location.id}`, location.name);
      await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
        'href',
        telHref(location.phone),
      );
      await expect(
        page.locator('main').getByRole('link', { name: location.phone, exact: true }),
      ).toHaveAttribute('href', telHref(location.phone));
      for (const link of await page.getByRole('link', { name: /^Get Directions/ }).all()) {
        await expect(link).toHaveAttribute('href', directionsHref(location));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      for (const action of detail.actions) {
        const link = page.getByRole('link', { name: new RegExp(`^${action.label}`) });
        if (action.kind === 'newTab') {
          expect([externalUrls.refillPortal, externalUrls.transferPortal]).toContain(action.href);
          await expect(link).toHaveAttribute('href', action.href);
          await expect(link).toHaveAttribute('target', '_blank');
        } else if (action.kind === 'route') {
          await expect(link).toHaveAttribute('href', action.href);
        } else {
          await expect(link).toHaveAttribute('href', telHref(location.phone));
        }
      }
      await expect(page.getByRole('link', { name: detail.cta.link.label })).toHaveAttribute(
        'href',
        detail.cta.link.href,
      );
      // Click-to-load: no frame, and no request to the map provider, until asked.
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(mapRequests).toEqual([]);
      const show = page.getByRole('button', { name: locationsUi.detail.mapShow });
      await waitForIsland(page, show);
      await show.click();
      const map = page.locator('iframe');
      await expect(map).toBeFocused();
      await expect(map).toHaveAttribute('src', mapsEmbedUrl(formatAddress(location.address)));
      await expect(map).toHaveAttribute('loading', 'lazy');
      await expect(map).toHaveAttribute(
        'title',
        new RegExp(`^Map of ${escapeRegExp(location.name)}`),
      );
    });

    test('has no axe violations and fits 375 px', async ({ page }) => {
      await openPage(page, `/locations/${location.id}`, location.name);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalScroll(page);
    });
  });
}

test('a first visit to a location page links back to /locations', async ({ page }) => {
  await openPage(page, '/specialty', getLocation('specialty').name);
  await page.getByRole('link', { name: locationsUi.detail.backToLocations.label }).click();
  await expect(page).toHaveURL(/\/locations$/);
});

test('open now on a location page changes when its time comes, in a page left open (no island: the loader)', async ({
  page,
}) => {
  // What the server wrote: the status now and its coming changes (New Jersey time).
  await openPage(page, '/locations/family', getLocation('family').name);
  const status = page.locator('main [data-changes]');
  const { served, next } = await servedStatus(status);
  // The same page read 30 s before that change, then left open past it.
  await page.clock.install({ time: next.at - 30_000 });
  await openPage(page, '/locations/family', getLocation('family').name);
  await expect(status).toHaveText(served);
  await page.clock.runFor(31_000);
  await expect(status).toHaveText(next.label);
  await expect(status.locator('xpath=ancestor::site-island')).toHaveCount(0);
});

test('the list says Specialty is closed on Saturday, and every location on Christmas Day', async ({
  page,
}) => {
  const list = page.getByLabel(locationsUi.listPage.filterLabel);
  // Saturday 2026-11-21 11:00 in New Jersey
  await page.clock.setFixedTime(new Date('2026-11-21T16:00:00Z'));
  await openPage(page, '/locations', locationsUi.listPage.heading);
  // The list is an island: hydrated, it says the status at the browser's time.
  await waitForIsland(page, list);
  const specialty = page
    .locator('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: getLocation('specialty').name }) });
  await expect(specialty.getByText('Closed now · opens Monday at 9:30 AM')).toBeVisible();
  // Friday 2026-12-25 12:00 in New Jersey
  await page.clock.setFixedTime(new Date('2026-12-25T17:00:00Z'));
  await openPage(page, '/locations', locationsUi.listPage.heading);
  await waitForIsland(page, list);
  await expect(page.getByText(/^Closed for Christmas Day/)).toHaveCount(4);
});

test('an unknown sub-path goes home', async ({ page }) => {
  await page.goto('/locations/nowhere');
  await expect(page).toHaveURL(/:\d+\/$/);
});
