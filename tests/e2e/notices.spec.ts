// The owner's notices file on the production server: a publish (write, then rename) shows
// in the server HTML within 5 s on every page that shows the location, an alert leaves at
// its end time, a broken file keeps the last good notices, and markup in a notice is shown
// as text on every page and in the JSON-LD, never run.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { locations, pathIn } from 'shared-content';
import { localDateOf, localDateTimeOf } from 'shared-content/logic';
import { pageRoutes } from '../site/pages';
import { getOnce, type SiteProcess, startSite } from './servers';

const port = 8098;
const outpatient = locations.find((location) => location.id === 'outpatient');
const parlin = locations.find((location) => location.id === 'parlin');
if (!outpatient || !parlin) throw new Error('the site facts lost a location');

const folder = mkdtempSync(join(tmpdir(), 'notices-e2e-'));
const noticesFile = join(folder, 'notices.json');

/** As the README says: write a copy, then rename it over the live file. */
function publish(contents: unknown) {
  const text = typeof contents === 'string' ? contents : JSON.stringify(contents);
  writeFileSync(`${noticesFile}.new`, text);
  renameSync(`${noticesFile}.new`, noticesFile);
}

const snowClosure = () => ({
  closures: [
    {
      id: 'outpatient-snow',
      locations: ['outpatient'],
      from: localDateOf(new Date()),
      reason: { en: 'snowstorm' },
    },
  ],
});

const closedText = 'Closed today: snowstorm';

/** The card of one location on a list page (the location list, the hours page). */
const cardOf = (page: Page, name: string) =>
  page
    .locator('main :is(li, article)')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Waits until the raw server HTML of `path` does (or does not) contain `text`, for 5 s at most. */
async function expectServerHtml(site: SiteProcess, path: string, text: string, present = true) {
  await expect
    .poll(async () => (await getOnce(`${site.url}${path}`)).text.includes(text), {
      timeout: 5_000,
      intervals: [250],
    })
    .toBe(present);
}

test.describe('notices posted by the owner', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let site: SiteProcess;

  test.beforeAll(async () => {
    site = await startSite(port, { NOTICES_FILE: noticesFile });
  });
  test.afterAll(async () => {
    await site?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('a closure for today shows within 5 s on the page, card, hours page and JSON-LD of that location only', async ({
    page,
  }) => {
    const before = await getOnce(`${site.url}/locations/outpatient`);
    expect(before.text).not.toContain(closedText);

    publish(snowClosure());
    await expectServerHtml(site, '/locations/outpatient', closedText);

    await page.goto(`${site.url}/locations/outpatient`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(outpatient.name);
    await expect(page.locator('main')).toContainText(closedText);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const special = jsonLd
      .map((text) => JSON.parse(text))
      .flatMap((data) => data.specialOpeningHoursSpecification ?? []);
    expect(special).toContainEqual(
      expect.objectContaining({
        name: 'snowstorm',
        opens: '00:00',
        closes: '00:00',
        validFrom: localDateOf(new Date()),
      }),
    );

    for (const path of ['/locations', '/support/hours']) {
      await page.goto(`${site.url}${path}`);
      await expect(cardOf(page, outpatient.name)).toContainText(closedText);
      await expect(cardOf(page, parlin.name)).toBeVisible();
      await expect(cardOf(page, parlin.name)).not.toContainText('snowstorm');
    }
    await page.goto(`${site.url}/locations/parlin`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(parlin.name);
    await expect(page.locator('main')).not.toContainText('snowstorm');
  });

  test('a broken file keeps the last good notices', async ({ page }) => {
    publish(snowClosure());
    await expectServerHtml(site, '/locations/outpatient', closedText);
    publish('{ "closures": [ oops');
    // Give the server more than enough time to have read the broken file.
    await page.waitForTimeout(1_500);
    await page.goto(`${site.url}/locations/outpatient`);
    await expect(page.locator('main')).toContainText(closedText);
    const served = await getOnce(`${site.url}/notices.json`);
    expect(JSON.parse(served.text).closures).toHaveLength(1);
  });

  test('an alert shows above the header and leaves by itself at its end time', async ({ page }) => {
    const text = 'The refill portal is down for maintenance.';
    const endsAt = Date.now() + 8_000;
    publish({
      alerts: [
        {
          id: 'portal-down',
          severity: 'warning',
          starts: localDateTimeOf(new Date(Date.now() - 60_000)),
          ends: localDateTimeOf(new Date(endsAt)),
          text: { en: text },
          link: { href: '/support', label: { en: 'Other ways to reach us' } },
        },
      ],
    });
    // The alert's element in the server HTML (its data rides along in the page data too).
    const rendered = 'data-alert="portal-down"';
    await expectServerHtml(site, '/about', rendered);
    await page.goto(`${site.url}/about`);
    const alerts = page.getByRole('region', { name: 'Notices' });
    await expect(alerts).toContainText(text);
    await expect(alerts.getByRole('link', { name: 'Other ways to reach us' })).toHaveAttribute(
      'href',
      '/support',
    );
    // No island (so no React) for it: the island loader keeps it current.
    await expect(page.locator('site-island')).toHaveCount(0);
    // Gone from the open page, and from the server's HTML (no stale cached copy).
    await expect(alerts).toHaveCount(0, { timeout: endsAt - Date.now() + 3_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt - 1_000);
    expect((await getOnce(`${site.url}/about`)).text).not.toContain(rendered);
  });

  test('markup in a reason or an alert is text on every page, in both languages and the JSON-LD, and never runs', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Each would run, or end the JSON-LD's <script>, if a page wrote it as HTML.
    const reason =
      '</script><script>window.__owned = 1</script><img src=x onerror="window.__owned = 2">';
    const alertText = '<script>window.__owned = 3</script> Portal down <b>now</b>';
    publish({
      closures: [
        {
          id: 'markup',
          locations: ['outpatient'],
          from: localDateOf(new Date()),
          reason: { en: reason, es: reason },
        },
      ],
      alerts: [
        {
          id: 'markup-alert',
          severity: 'warning',
          starts: localDateTimeOf(new Date(Date.now() - 60_000)),
          ends: localDateTimeOf(new Date(Date.now() + 3_600_000)),
          text: { en: alertText, es: alertText },
        },
      ],
    });
    await expectServerHtml(site, '/about', 'data-alert="markup-alert"');

    // Every page of the site in English and Spanish: the alert is on each, as text only.
    const paths = [
      ...new Set(pageRoutes.flatMap((route) => [route.path, pathIn(route.path, 'es')])),
    ];
    for (const path of paths) {
      const { status, text } = await getOnce(`${site.url}${path}`);
      expect(status, path).toBe(200);
      expect(text, path).toContain(
        '&lt;script&gt;window.__owned = 3&lt;/script&gt; Portal down &lt;b&gt;now&lt;/b&gt;',
      );
      expect(text, path).not.toContain('<script>window.__owned');
      expect(text, path).not.toContain('<img src=x');
      expect(text, path).not.toContain('<b>now</b>');
    }

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const path of ['/locations/outpatient', '/es/locations/outpatient']) {
      await page.goto(`${site.url}${path}`);
      await expect(page.locator('main')).toContainText(reason);
      await expect(page.getByRole('region', { name: /Notices|Avisos/ })).toContainText(alertText);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const names = jsonLd
        .map((text) => JSON.parse(text))
        .flatMap((data) => data.specialOpeningHoursSpecification ?? [])
        .map((special: { name?: string }) => special.name);
      expect(names, path).toContain(reason);
      // After hydration too, nothing the texts hold has run.
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as { __owned?: number }).__owned),
        path,
      ).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  });
});
