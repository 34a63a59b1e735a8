import {
  bestPricesPage,
  medpackHowItWorks,
  medpackPage,
  petMedicationsPage,
} from 'mf-medpack/content';
import { timers } from 'mf-medpack/timing';
import { emails, formatAddress, getLocation, locations, site } from 'shared-content';
import { telHref } from 'shared-content/logic';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  holdScripts,
  openPage,
  type Page,
  test,
  waitForIsland,
} from '../../tests/e2e/support';

const outpatient = getLocation(medpackPage.contact.locationId);
const { form, results, ticker, popularMedications } = bestPricesPage;

/** The four routes of mf-medpack, each with texts its data says it shows. */
const routes = [
  {
    path: '/medpack',
    text: medpackPage.page,
    keyTexts: medpackPage.about.highlights.map((item) => item.title),
  },
  {
    path: '/medpack/how-it-works',
    text: medpackHowItWorks.page,
    keyTexts: [
      ...medpackHowItWorks.steps.items.map((step) => step.title),
      ...medpackHowItWorks.timeline.entries.map((entry) => entry.title),
    ],
  },
  {
    path: '/pet-medications',
    text: petMedicationsPage.page,
    keyTexts: [
      ...petMedicationsPage.categories.items.map((category) => category.title),
      ...petMedicationsPage.benefits.items.map((benefit) => benefit.title),
    ],
  },
  {
    path: '/best-prices',
    text: bestPricesPage.page,
    keyTexts: [form.title, ticker.title, ...popularMedications.slice(0, 3)],
  },
] as const;

test.describe('every mf-medpack page', () => {
  for (const { path, text, keyTexts } of routes) {
    test(`${path}: title, description, one h1, its content, no axe violations, 375 px`, async ({
      page,
    }) => {
      await openPage(page, path, text.heading);
      await expect(page).toHaveTitle(`${text.title} | ${site.groupName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text.description,
      );
      const main = page.locator('main');
      for (const keyText of keyTexts) {
        await expect(main.getByText(keyText).first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }
});

test.describe('/medpack', () => {
  test('the contact link focuses and scrolls to #contact, with Outpatient phone and address', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await openPage(page, '/medpack', medpackPage.page.heading);
    const contact = page.locator('#contact');
    await expect(contact).not.toBeInViewport();
    const link = page.getByRole('link', { name: medpackPage.contactLinkLabel });
    await expect(link).toHaveAttribute('href', '#contact');
    await link.click();
    await expect(contact).toBeFocused();
    await expect(contact).toBeInViewport();
    await expect(page).toHaveURL(/\/medpack#contact$/);
    const region = page.getByRole('region', { name: medpackPage.contact.title });
    await expect(region).toHaveAttribute('id', 'contact');
    await expect(region).toContainText(outpatient.phone);
    await expect(region).toContainText(formatAddress(outpatient.address));
    await expect(
      region.getByRole('link', { name: `${medpackPage.contact.callLabel}: ${outpatient.phone}` }),
    ).toHaveAttribute('href', telHref(outpatient.phone));
  });

  test('opening /medpack#contact lands on the contact section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/medpack#contact');
    await expect(page.locator('#contact')).toBeFocused();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('links to how it works', async ({ page }) => {
    await openPage(page, '/medpack', medpackPage.page.heading);
    await page.getByRole('link', { name: medpackPage.howItWorksLink.label }).click();
    await expect(page).toHaveURL(/\/medpack\/how-it-works$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      medpackHowItWorks.page.heading,
    );
  });
});

test('/medpack/how-it-works: steps, first month in order, call, links', async ({ page }) => {
  await openPage(page, '/medpack/how-it-works', medpackHowItWorks.page.heading);
  const timeline = page
    .getByRole('region', { name: medpackHowItWorks.timeline.title })
    .locator('ol > li');
  await expect(timeline).toHaveCount(4);
  await expect(timeline).toContainText(
    medpackHowItWorks.timeline.entries.map(
      (entry) => `Days ${entry.from}-${entry.to}: ${entry.title}`,
    ),
  );
  await expect(
    page.getByRole('region', { name: medpackHowItWorks.steps.title }).locator('ol > li'),
  ).toHaveCount(4);
  await expect(
    page.getByRole('link', { name: `${medpackHowItWorks.callLabel}: ${outpatient.phone}` }),
  ).toHaveAttribute('href', telHref(outpatient.phone));
  const [toLocations, toMedpack] = medpackHowItWorks.links;
  await expect(page.getByRole('link', { name: toLocations.label })).toHaveAttribute(
    'href',
    '/locations',
  );
  await page.getByRole('link', { name: toMedpack.label }).click();
  await expect(page).toHaveURL(/\/medpack$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(medpackPage.page.heading);
});

test('/pet-medications: categories with drugs, steps, benefits, call, transfer, e-mail', async ({
  page,
}) => {
  const { categories, steps, benefits, contact, transferLink } = petMedicationsPage;
  await openPage(page, '/pet-medications', petMedicationsPage.page.heading);
  const categoryCards = page.getByRole('region', { name: categories.title }).locator('ul > li h3');
  await expect(categoryCards).toHaveText(categories.items.map((category) => category.title));
  for (const category of categories.items) {
    await expect(page.getByText(category.medications[0], { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: steps.title }).getByRole('heading', { level: 3 }),
  ).toHaveCount(4);
  const benefitsRegion = page.getByRole('region', { name: benefits.title });
  await expect(benefitsRegion.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(benefitsRegion).toContainText('Most prescriptions ready in 2-4 hours');
  await expect(benefitsRegion).toContainText('Free delivery over $50 in the service area');
  for (const location of locations) {
    await expect(
      page.getByRole('link', { name: `${contact.callLabel}: ${location.name} ${location.phone}` }),
    ).toHaveAttribute('href', telHref(location.phone));
  }
  await expect(page.getByRole('link', { name: transferLink.label })).toHaveAttribute(
    'href',
    '/services/transfers',
  );
  const contactRegion = page.getByRole('region', { name: contact.title });
  for (const location of locations) {
    await expect(
      contactRegion.getByRole('link', { name: `Call ${location.name} at ${location.phone}` }),
    ).toHaveAttribute('href', telHref(location.phone));
  }
  await expect(contactRegion.getByRole('link', { name: emails.info })).toHaveAttribute(
    'href',
    `mailto:${emails.info}`,
  );
});

test.describe('/best-prices', () => {
  const fields = (page: Page) => ({
    name: page.getByRole('textbox', { name: form.labels.name }),
    strength: page.getByRole('textbox', { name: form.labels.strength }),
    zip: page.getByRole('textbox', { name: form.labels.zip }),
    submit: page.getByRole('button', { name: /^(Search Prices|Searching\.\.\.)$/ }),
  });

  test('refuses blank fields, fills from a chip, searches for 1.5 s, shows marked results', async ({
    page,
  }) => {
    const start = new Date('2025-06-02T14:00:00Z');
    await page.clock.install({ time: start });
    await openPage(page, '/best-prices', bestPricesPage.page.heading);
    const { name, strength, zip, submit } = fields(page);
    // The tool (ticker, form, results) is one island: it acts once hydrated. Waited for
    // before the clock stops: a load that fails once is retried after a timer, which a
    // paused clock would never fire (the test then timed out).
    await waitForIsland(page, name);
    // Freeze time: from here on only runFor moves it.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));

    for (const input of [name, strength, zip]) {
      await expect(input).toHaveAttribute('required', '');
    }
    await expect(page.getByRole('radio', { name: 'Generic' })).toBeChecked();

    // Blank, then whitespace only: refused, the text stays.
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await name.fill('Lisinopril');
    await strength.fill('   ');
    await zip.fill('07036');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(name).toHaveValue('Lisinopril');
    await expect(submit).toHaveText(form.submit);
    await expect(page.getByRole('table')).toHaveCount(0);

    // A chip fills name and strength (split at the first space) and zip 07036.
    await zip.fill('');
    const tickerRegion = page.getByRole('region', { name: ticker.title });
    // Held still halfway through its loop, where the second chip is out of sight (the
    // fake clock does not move CSS animations: the test moves it), a keyboard visitor
    // reaches the chip: focus brings it into the strip's view.
    await tickerRegion.getByRole('button', { name: 'Pause popular medications' }).click();
    await tickerRegion.getByRole('list').evaluate((track) => {
      const [loop] = track.getAnimations();
      const duration = Number(loop?.effect?.getComputedTiming().duration);
      if (loop) loop.currentTime = duration / 2;
    });
    const chip = tickerRegion.getByRole('link', { name: 'Atorvastatin 20mg' });
    await expect(chip).not.toBeInViewport();
    await chip.focus();
    await expect(chip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(name).toHaveValue('Atorvastatin');
    await expect(strength).toHaveValue('20mg');
    await expect(zip).toHaveValue('07036');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The search sends nothing: no request carries what was typed, and none is made but the
    // site's own scripts and its anonymous report (the reporter loads once the page is idle,
    // and the fake clock runs through that).
    const requests: { url: URL; body: string }[] = [];
    page.on('request', (request) =>
      requests.push({ url: new URL(request.url()), body: request.postData() ?? '' }),
    );

    await submit.click();
    await expect(submit).toHaveText('Searching...');
    await expect(submit).toBeDisabled();
    await page.clock.runFor(timers.fakeSearchMs - 1);
    await expect(submit).toHaveText('Searching...');
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(submit).toHaveText(form.submit);
    await expect(submit).toBeEnabled();

    const count = results.rows.length;
    await expect(page.getByRole('status').filter({ hasText: 'results for' })).toHaveText(
      `${count} results for Atorvastatin 20mg`,
    );
    const heading = page.getByRole('heading', {
      level: 2,
      name: 'Sample prices for Atorvastatin 20mg',
    });
    await expect(heading).toBeFocused();
    await expect(page.getByText(results.note)).toBeVisible();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(count);
    for (const [index, sample] of results.rows.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(sample.pharmacy);
      await expect(row).toContainText('Atorvastatin 20mg');
      await expect(row.locator('td').nth(2)).toHaveText(`$${sample.price.toFixed(2)}`);
      await expect(row.locator('td').nth(3)).toHaveText(`$${sample.savings.toFixed(2)}`);
      if (index < results.highlightCount) await expect(row).toContainText(results.bestBadge);
      else await expect(row).not.toContainText(results.bestBadge);
    }
    await expect(rows.first().locator('td').nth(3)).toHaveText('$24.50');
    const typed = ['Atorvastatin', '20mg', '07036'];
    const carrying = requests.filter(({ url, body }) =>
      typed.some((text) => url.href.includes(text) || body.includes(text)),
    );
    expect(carrying.map(({ url }) => url.href)).toEqual([]);
    const site = new URL(page.url()).origin;
    const others = requests.filter(
      ({ url }) =>
        url.origin !== site || !(url.pathname.endsWith('.js') || url.pathname === '/_report'),
    );
    expect(others.map(({ url }) => url.href)).toEqual([]);

    // With the results shown: accessible, and no sideways page scroll at 375 px.
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    // On a phone each pharmacy is a card: its price and savings on screen, not off to the side.
    for (const cell of await rows.first().locator('td').all()) {
      const box = await cell.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }
  });

  test('what was typed before the tool hydrated stays, and searches', async ({ page }) => {
    const release = await holdScripts(page, '**/remotes/mf-medpack/**');
    await page.goto('/best-prices');
    const { name, strength, zip, submit } = fields(page);
    await name.fill('Metformin');
    await strength.fill('500mg');
    // Typed while the tool was still the server's HTML.
    await expect(page.locator('site-island[data-island-state="hydrated"]')).toHaveCount(0);
    release();
    await waitForIsland(page, zip);
    await expect(name).toHaveValue('Metformin');
    await expect(strength).toHaveValue('500mg');
    await zip.fill('07036');
    await submit.click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sample prices for Metformin 500mg' }),
    ).toBeVisible();
    // The search ran in the page: no document load put it in the address.
    await expect(page).toHaveURL(/\/best-prices$/);
  });

  test('the ticker loops 24 chips in 45 s, pauses, and stands still with reduced motion', async ({
    page,
  }) => {
    await openPage(page, '/best-prices', bestPricesPage.page.heading);
    const region = page.getByRole('region', { name: ticker.title });
    await expect(region.getByRole('link', { name: /\d/ })).toHaveCount(24);
    const track = region.getByRole('list');
    // It moves once its pause control works (the island has hydrated, at first touch: its
    // heading, a steady part of it, is touched).
    await waitForIsland(page, region.getByRole('heading', { name: ticker.title }));
    await expect(track).toHaveCSS('animation-duration', `${timers.tickerLoopMs / 1000}s`);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await region.getByRole('button', { name: 'Pause popular medications' }).click();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await region.getByRole('button', { name: 'Play popular medications' }).click();
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(region.getByRole('button', { name: /popular medications/ })).toHaveCount(0);
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(region.getByRole('link', { name: /\d/ })).toHaveCount(24);
    await expectNoHorizontalScroll(page);
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('a chip fills the form, the form searches by a GET the server answers', async ({
      page,
    }) => {
      await page.goto('/best-prices');
      const region = page.getByRole('region', { name: ticker.title });
      // Nothing moves.
      await expect(region.getByRole('list')).toHaveCSS('animation-name', 'none');
      await region.getByRole('link', { name: 'Atorvastatin 20mg' }).click();
      const { name, strength, zip, submit } = fields(page);
      await expect(name).toHaveValue('Atorvastatin');
      await expect(strength).toHaveValue('20mg');
      await expect(zip).toHaveValue('07036');
      await expect(page.getByRole('table')).toHaveCount(0);
      await page.getByRole('radio', { name: 'Brand' }).check();
      await submit.click();
      await expect(page).toHaveURL(/[?&]search=1/);
      await expect(page).toHaveURL(/[?&]type=brand/);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Sample prices for Atorvastatin 20mg' }),
      ).toBeVisible();
      await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(
        results.brand.rows.length,
      );
    });
  });
});
