import {
  acceptedPlans,
  consultationsPage,
  consultationTypes,
  faqPage,
  hoursPage,
  insurancePage,
  legalDocuments,
  legalLabels,
  medicationSyncPage,
  refillsPage,
  transfersPage,
} from 'mf-services/content';
import type { ContentPage, LegalDocument, PageMeta } from 'mf-services/content/schemas';
import { emails, externalUrls, footerGroups, getLocation, locations, site } from 'shared-content';
import { formatRange, holidayClosures, telHref } from 'shared-content/logic';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoHydrated,
  isSameDocument,
  markDocument,
  openPage,
  type Page,
  scriptsRequested,
  servedStatus,
  test,
} from '../../tests/e2e/support';

/**
 * The Services, support and legal pages (mf-services) in the composed site: every
 * route's title, h1, description and key content from shared-content, axe, phones
 * (375 px) and 200 % text, the FAQ from the keyboard, and the legal contents links.
 */

const routes: { path: string; meta: PageMeta }[] = [
  { path: '/services/refills', meta: refillsPage.meta },
  { path: '/services/transfers', meta: transfersPage.meta },
  { path: '/services/consultations', meta: consultationsPage.meta },
  { path: '/services/medication-sync', meta: medicationSyncPage.meta },
  { path: '/services/sync', meta: medicationSyncPage.meta },
  { path: '/support/faq', meta: faqPage.meta },
  { path: '/support/hours', meta: hoursPage.meta },
  { path: '/support/insurance', meta: insurancePage.meta },
  { path: '/legal/privacy', meta: legalDocuments.privacy.meta },
  { path: '/legal/terms', meta: legalDocuments.terms.meta },
  { path: '/legal/hipaa', meta: legalDocuments.hipaa.meta },
  { path: '/legal/accessibility', meta: legalDocuments.accessibility.meta },
];

const main = (page: Page) => page.getByRole('main');

/** A link that opens another site in a new tab, safely. */
async function expectNewTabLink(page: Page, name: string | RegExp, href: string) {
  const link = main(page).getByRole('link', { name }).first();
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('every mf-services route', () => {
  for (const { path, meta } of routes) {
    test(`${path}: title, description, one h1, axe, 375 px and 200 % text`, async ({ page }) => {
      await openPage(page, path, meta.heading);
      await expect(page).toHaveTitle(`${meta.title} | ${site.groupName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        meta.description,
      );
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoHorizontalScroll(page);

      // 200 % text: a 640 px window (1280 px at 200 % zoom) with the root font doubled,
      // so every rem-sized text and box grows while the layout keeps its width.
      await page.setViewportSize({ width: 640, height: 900 });
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '64px');
      await expectNoHorizontalScroll(page);
    });
  }
});

/** The h2 section of a content page with a given title. */
const region = (page: Page, title: string) => main(page).getByRole('region', { name: title });

function sectionOf(content: ContentPage, id: string) {
  const found = content.sections.find((section) => section.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
}

async function expectSteps(page: Page, content: ContentPage) {
  const steps = sectionOf(content, 'how-it-works');
  if (steps.kind !== 'steps') throw new Error('how-it-works is not a steps block');
  const list = region(page, steps.title).getByRole('listitem');
  await expect(list).toHaveCount(4);
  for (const [index, step] of steps.steps.entries()) {
    await expect(list.nth(index)).toContainText(step.title);
  }
}

test.describe('services pages', () => {
  test('refills: 4 steps, ways to refill, Start Refill Request in a new tab', async ({ page }) => {
    await openPage(page, '/services/refills', refillsPage.meta.heading);
    await expectSteps(page, refillsPage);
    const options = sectionOf(refillsPage, 'refill-options');
    if (options.kind !== 'cards') throw new Error('refill options are cards');
    for (const card of options.cards) {
      await expect(
        region(page, options.title).getByRole('heading', { level: 3, name: card.title }),
      ).toBeVisible();
    }
    await expectNewTabLink(page, /^Start Refill Request/, externalUrls.refillPortal);
  });

  test('transfers: 4 steps, what to have ready, free within 24 hours, Start Transfer Request', async ({
    page,
  }) => {
    await openPage(page, '/services/transfers', transfersPage.meta.heading);
    await expectSteps(page, transfersPage);
    const ready = sectionOf(transfersPage, 'what-to-have-ready');
    if (ready.kind !== 'text' || !ready.items) throw new Error('what to have ready is a list');
    await expect(region(page, ready.title).getByRole('listitem')).toHaveCount(ready.items.length);
    const benefits = sectionOf(transfersPage, 'benefits');
    await expect(region(page, benefits.title)).toContainText('Free of charge');
    await expect(region(page, benefits.title)).toContainText('Usually within 24 hours');
    await expectNewTabLink(page, /^Start Transfer Request/, externalUrls.transferPortal);
  });

  test('consultations: three priced types, walk-in and scheduled hours, Schedule Online, Call to Book', async ({
    page,
  }) => {
    await openPage(page, '/services/consultations', consultationsPage.meta.heading);
    for (const type of consultationTypes) {
      const card = main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: type.name }) });
      await expect(card).toContainText(`$${type.priceUsd}`);
      await expect(card).toContainText(`${type.durationMinutes} minutes`);
    }
    const hours = sectionOf(consultationsPage, 'hours');
    if (hours.kind !== 'hours') throw new Error('hours block');
    for (const schedule of hours.schedules) {
      const table = main(page).getByRole('table', { name: schedule.caption });
      await expect(table.getByRole('row', { name: /Saturday/ })).toContainText(
        formatRange(schedule.hours.saturday),
      );
      await expect(table.getByRole('row', { name: /Sunday/ })).toContainText(
        formatRange(schedule.hours.sunday),
      );
    }
    await expectNewTabLink(page, /^Schedule Online/, externalUrls.scheduling);
    await expect(
      main(page)
        .getByRole('link', { name: /^Call to Book/ })
        .first(),
    ).toHaveAttribute('href', telHref(getLocation('family').phone));
  });

  test('medication sync: benefits, 4 steps, who benefits, requirements, the four locations with phones', async ({
    page,
  }) => {
    await openPage(page, '/services/medication-sync', medicationSyncPage.meta.heading);
    await expectSteps(page, medicationSyncPage);
    await expect(region(page, sectionOf(medicationSyncPage, 'who-benefits').title)).toContainText(
      '3 or more maintenance medications',
    );
    await expect(region(page, sectionOf(medicationSyncPage, 'requirements').title)).toContainText(
      '90-day supply',
    );
    const list = region(page, sectionOf(medicationSyncPage, 'locations').title);
    for (const location of locations) {
      await expect(list.getByRole('heading', { level: 3, name: location.name })).toBeVisible();
      await expect(
        list.getByRole('link', { name: `Call ${location.name} at ${location.phone}` }),
      ).toHaveAttribute('href', telHref(location.phone));
    }
  });

  test('/services/sync, the footer link, shows the sync page with a canonical link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services/refills');
    await markDocument(page);
    const syncLink = footerGroups
      .flatMap((group) => group.links)
      .find((link) => link.href === '/services/sync');
    if (!syncLink) throw new Error('footer has no /services/sync link');
    await page.getByRole('contentinfo').getByRole('link', { name: syncLink.label }).click();
    await expect(page).toHaveURL(/\/services\/sync$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(medicationSyncPage.meta.heading);
    // A page load: the new page starts at its top.
    expect(await isSameDocument(page)).toBe(false);
    await expect(page.locator('body')).toBeFocused();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.origin}/services/medication-sync`,
    );
    // The canonical page points at itself.
    await page.goto('/services/medication-sync');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      medicationSyncPage.meta.heading,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.origin}/services/medication-sync`,
    );
  });
});

test.describe('FAQ', () => {
  const [general, prescriptions] = faqPage.categories;
  const firstOf = (category: (typeof faqPage.categories)[number] | undefined) => {
    const item = category?.questions[0];
    if (!item) throw new Error('empty FAQ category');
    return item.question;
  };
  /** A question's native disclosure (`<details>`) and its summary, the part one clicks. */
  const disclosure = (page: Page, question: string) =>
    main(page)
      .locator('details')
      .filter({ has: page.getByRole('heading', { level: 3, name: question }) });
  const summaryOf = (page: Page, question: string) => disclosure(page, question).locator('summary');

  test('four categories of questions, several open at once, links to /contact and chat', async ({
    page,
  }) => {
    await openPage(page, '/support/faq', faqPage.meta.heading);
    for (const category of faqPage.categories) {
      await expect(
        main(page).getByRole('heading', { level: 2, name: category.title }),
      ).toBeVisible();
    }
    await summaryOf(page, firstOf(general)).click();
    await summaryOf(page, firstOf(prescriptions)).click();
    await expect(disclosure(page, firstOf(general))).toHaveJSProperty('open', true);
    await expect(disclosure(page, firstOf(prescriptions))).toHaveJSProperty('open', true);
    await expect(main(page).getByRole('region', { name: firstOf(general) })).toBeVisible();
    await expect(main(page).getByRole('region', { name: firstOf(prescriptions) })).toContainText(
      '15-30 minutes',
    );
    await expect(main(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNewTabLink(page, /^Chat or Schedule/, externalUrls.scheduling);

    // Every answer open: still no axe violation, nothing wider than a phone.
    const closed = main(page).locator('details:not([open]) > summary');
    while ((await closed.count()) > 0) await closed.first().click();
    await expect(main(page).locator('details[open]')).toHaveCount(
      faqPage.categories.reduce((sum, category) => sum + category.questions.length, 0),
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalScroll(page);
  });

  test('keyboard: Tab to a question, Enter opens it, Space closes it', async ({ page }) => {
    await openPage(page, '/support/faq', faqPage.meta.heading);
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('Tab');
    await expect(summaryOf(page, firstOf(general))).toBeFocused();
    await expect(disclosure(page, firstOf(general))).toHaveJSProperty('open', false);
    await page.keyboard.press('Enter');
    await expect(disclosure(page, firstOf(general))).toHaveJSProperty('open', true);
    await expect(main(page).getByRole('region', { name: firstOf(general) })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(disclosure(page, firstOf(general))).toHaveJSProperty('open', false);
    await expect(main(page).getByRole('region', { name: firstOf(general) })).toBeHidden();
  });
});

test.describe('store hours', () => {
  const card = (page: Page, name: string) =>
    region(page, hoursPage.locationsTitle)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name }) });

  test('a card per pharmacy: hours (no closed Saturday), open now, call; holiday closures', async ({
    page,
  }) => {
    await openPage(page, '/support/hours', hoursPage.meta.heading);
    for (const location of locations) {
      const item = card(page, location.name);
      const table = item.getByRole('table');
      await expect(table.getByRole('row', { name: /Monday/ })).toContainText(
        formatRange(location.hours.weekdays),
      );
      await expect(table.getByRole('row', { name: /Sunday/ })).toContainText(
        formatRange(location.hours.sunday),
      );
      await expect(table.getByRole('row', { name: /Saturday/ })).toHaveCount(
        location.hours.saturday ? 1 : 0,
      );
      await expect(
        item.getByRole('link', { name: `Call ${location.name} ${location.phone}` }),
      ).toHaveAttribute('href', telHref(location.phone));
      // Said by the server, with what it will say next; kept current by the island loader.
      await expect(item.getByText(/^(Open now|Closed now|Closed for)/)).toBeVisible();
    }
    const holidays = region(page, hoursPage.holidays.title);
    for (const holiday of holidayClosures) await expect(holidays).toContainText(holiday.name);
  });

  test('open now changes when its time comes in a page left open, with no React and no island', async ({
    page,
  }) => {
    // What the server wrote for Family's card: its status now and its coming changes.
    await openPage(page, '/support/hours', hoursPage.meta.heading);
    const status = card(page, getLocation('family').name).locator('[data-changes]');
    const { served, next } = await servedStatus(status);
    // The same page read 30 s before that change, then left open past it. The clock stands
    // still once the page has loaded: a running one let a slow load's real seconds count
    // towards the 30 (flaky in CI: the change came before its time).
    const scripts = scriptsRequested(page);
    await page.clock.install({ time: next.at - 90_000 });
    await openPage(page, '/support/hours', hoursPage.meta.heading);
    await page.clock.pauseAt(next.at - 30_000);
    await expect(status).toHaveText(served);
    await page.clock.runFor(29_000);
    await expect(status).toHaveText(served);
    await page.clock.runFor(2_000);
    await expect(status).toHaveText(next.label);
    await expect(status).toHaveAttribute('data-open', String(next.open));
    await expect(page.locator('site-island')).toHaveCount(0);
    // The island loader and the reporter only: no React, no federation runtime.
    expect(scripts.filter((path) => !/\/(island-loader|async\/reporter)\./.test(path))).toEqual([]);
  });
});

test.describe('pages that need no script', () => {
  for (const path of [
    '/services/refills',
    '/support/faq',
    '/support/hours',
    '/support/insurance',
    '/legal/hipaa',
  ]) {
    test(`${path}: nothing in its content needs script (no island in main)`, async ({ page }) => {
      const fromServices: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/remotes/mf-services/')) fromServices.push(request.url());
      });
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main site-island')).toHaveCount(0);
      // The section's own browser code is never asked for.
      expect(fromServices).toEqual([]);
    });
  }
});

test('insurance: plans grid, services, Medicare, Medicaid, what to bring, call and contact', async ({
  page,
}) => {
  await openPage(page, '/support/insurance', insurancePage.meta.heading);
  const plans = region(page, sectionOf(insurancePage, 'accepted-plans').title);
  await expect(plans.getByRole('listitem')).toHaveCount(acceptedPlans.length);
  for (const id of ['services', 'medicare', 'medicaid', 'what-to-bring']) {
    await expect(region(page, sectionOf(insurancePage, id).title)).toBeVisible();
  }
  // Every pharmacy takes insurance questions: one call link per pharmacy.
  const calls = main(page).getByRole('link', { name: /^Call about your plan/ });
  await expect(calls).toHaveCount(locations.length);
  for (const [index, location] of locations.entries()) {
    await expect(calls.nth(index)).toHaveAttribute('href', telHref(location.phone));
    await expect(calls.nth(index)).toHaveAccessibleName(
      `Call about your plan: ${location.name} ${location.phone}`,
    );
  }
  await main(page).getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe('legal pages', () => {
  const docs: [string, LegalDocument][] = [
    ['/legal/privacy', legalDocuments.privacy],
    ['/legal/terms', legalDocuments.terms],
    ['/legal/hipaa', legalDocuments.hipaa],
    ['/legal/accessibility', legalDocuments.accessibility],
  ];
  const longDate = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );

  for (const [path, doc] of docs) {
    test(`${path}: date line, a contents link and an h2 per section`, async ({ page }) => {
      await openPage(page, path, doc.meta.heading);
      await expect(main(page)).toContainText(`${doc.dateLabel}: ${longDate(doc.date)}`);
      const contents = main(page).getByRole('navigation', { name: legalLabels.contents });
      await expect(contents.getByRole('link')).toHaveCount(doc.sections.length);
      for (const section of doc.sections) {
        await expect(
          main(page).getByRole('heading', { level: 2, name: section.heading, exact: true }),
        ).toBeVisible();
      }
    });
  }

  test('the contents link moves focus and scroll to its section', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openPage(page, '/legal/hipaa', legalDocuments.hipaa.meta.heading);
    const complaints = legalDocuments.hipaa.sections.find((s) => s.id === 'complaints');
    if (!complaints) throw new Error('no complaints section');
    const contents = main(page).getByRole('navigation', { name: legalLabels.contents });
    await markDocument(page);
    await contents.getByRole('link', { name: complaints.heading }).click();
    // The browser's own fragment navigation (no script): focus on the section, named by
    // its heading, scrolled into view, in the same document.
    const section = main(page).getByRole('region', { name: complaints.heading });
    await expect(section).toBeFocused();
    await expect(
      main(page).getByRole('heading', { level: 2, name: complaints.heading }),
    ).toBeInViewport();
    expect(await isSameDocument(page)).toBe(true);
    await expect(page).toHaveURL(/\/legal\/hipaa#complaints$/);
    // The next Tab continues from the section, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', `mailto:${emails.privacy}`);
  });

  test('a shared #section link opens at that section', async ({ page }) => {
    await page.goto('/legal/accessibility#feedback');
    await expect(main(page).getByRole('region', { name: 'Feedback and help' })).toBeFocused();
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Feedback and help' }),
    ).toBeInViewport();
  });

  test('privacy links to the HIPAA notice, terms to the privacy policy', async ({ page }) => {
    await page.goto('/legal/privacy');
    await main(page).getByRole('link', { name: 'HIPAA Notice of Privacy Practices' }).click();
    await expect(page).toHaveURL(/\/legal\/hipaa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      legalDocuments.hipaa.meta.heading,
    );
    await page.goto('/legal/terms');
    await main(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      legalDocuments.privacy.meta.heading,
    );
  });

  test('HIPAA complaints and accessibility feedback give e-mail, phone (and address)', async ({
    page,
  }) => {
    const family = getLocation('family');
    await page.goto('/legal/hipaa');
    const complaints = main(page).locator('#complaints address');
    await expect(complaints.getByRole('link', { name: emails.privacy })).toBeVisible();
    await expect(complaints.getByRole('link', { name: family.phone })).toHaveAttribute(
      'href',
      telHref(family.phone),
    );
    await expect(complaints).toContainText(family.address.street);
    await expect(main(page).locator('#complaints')).toContainText('not retaliate');

    await page.goto('/legal/accessibility');
    const feedback = main(page).locator('#feedback');
    await expect(feedback.getByRole('link', { name: emails.accessibility })).toHaveAttribute(
      'href',
      `mailto:${emails.accessibility}`,
    );
    await expect(feedback).toContainText('within 5 business days');
  });
});

test('the nondiscrimination notice is in the footer of every page, with taglines in their languages', async ({
  page,
}) => {
  const notice = legalDocuments.nondiscrimination;
  await page.goto('/best-prices');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Nondiscrimination & Language Help' })
    .click();
  await expect(page).toHaveURL(/\/legal\/nondiscrimination$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.meta.heading);
  const help = main(page).locator('#ask-for-help');
  for (const location of locations) {
    await expect(help.getByRole('link', { name: location.phone })).toHaveAttribute(
      'href',
      telHref(location.phone),
    );
  }
  const taglines = main(page).locator('#language-assistance li');
  await expect(taglines).toHaveCount(16);
  await expect(main(page).locator('#language-assistance li[lang="es"]')).toContainText('español');
  await expect(main(page).locator('#language-assistance li[lang="ar"]')).toHaveAttribute(
    'dir',
    'rtl',
  );
});
