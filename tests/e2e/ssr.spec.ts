import { expect, test } from '@playwright/test';
import { locations, site } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { pageRoutes } from '../site/pages';

/** The text of the first match of `pattern` in raw HTML, tags stripped. */
const textOf = (html: string, pattern: RegExp) =>
  (html.match(pattern)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
const attribute = (html: string, tag: RegExp) => html.match(tag)?.[1];

/**
 * Every page as a crawler, a link preview or a browser without JavaScript gets it: the
 * server's HTML alone carries the page.
 */
test.describe('server-rendered HTML', () => {
  for (const route of pageRoutes) {
    test(`${route.path} has its content, title, description and links in the raw HTML`, async ({
      request,
    }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s).length).toBeGreaterThan(2);
      const title = textOf(html, /<title>(.*?)<\/title>/s);
      expect(title).toMatch(new RegExp(`\\S+ \\| ${site.groupName}$|^${site.groupName}$`));
      expect(attribute(html, /<meta name="description" content="([^"]{20,})"/)).toBeTruthy();
      expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(
        title.replace(/&/g, '&amp;'),
      );
      expect(attribute(html, /<meta property="og:description" content="([^"]+)"/)).toBeTruthy();
      const canonical = new URL(route.canonical ?? route.path, site.origin).href;
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
      expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
      // The page's own text, not a failure panel; and the footer.
      expect(html).not.toContain('This page is not available right now');
      expect(html).toContain('<footer');
    });
  }

  for (const location of locations) {
    test(`${location.name}: Pharmacy JSON-LD with opening hours in the raw HTML`, async ({
      request,
    }) => {
      const html = await (await request.get(`/locations/${location.id}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map(([, json]) => JSON.parse(json))
        .filter((data) => data['@type'] === 'Pharmacy');
      expect(blocks).toHaveLength(1);
      expect(blocks[0].telephone).toBeTruthy();
      expect(blocks[0].openingHoursSpecification.length).toBeGreaterThan(0);
      expect(html).toContain(location.address.street);
    });
  }

  test('an unknown path and an unknown sub-path redirect to the home page', async ({ request }) => {
    for (const path of ['/no-such-page', '/locations/nowhere', '/medpack/nothing/here']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe('/');
    }
  });

  test('marketing query strings get the cached page of the bare URL, its canonical link clean', async ({
    request,
  }) => {
    const renderedAt = (html: string) => html.match(/"renderedAt":(\d+)/)?.[1];
    const bare = await (await request.get('/locations/parlin')).text();
    for (const query of [
      '?utm_source=newsletter&utm_medium=email',
      '?fbclid=abc123',
      '?gclid=x&fbclid=y',
    ]) {
      const response = await request.get(`/locations/parlin${query}`);
      expect(response.status(), query).toBe(200);
      const html = await response.text();
      // The same render, from the cache: the query string split nothing.
      expect(renderedAt(html), query).toBe(renderedAt(bare));
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/), query).toBe(
        `${site.origin}/locations/parlin`,
      );
      expect(attribute(html, /<meta property="og:url" content="([^"]+)"/), query).toBe(
        `${site.origin}/locations/parlin`,
      );
    }
  });

  test('the page needs no inline script: only the data block and script files', async ({
    request,
  }) => {
    const html = await (await request.get('/best-prices')).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(([, attrs]) => attrs);
    // Data blocks, and the speculation rules (JSON the CSP allows by 'inline-speculation-rules').
    for (const attrs of inline) {
      expect(attrs).toMatch(/type="(application\/(json|ld\+json)|speculationrules)"/);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/locations shows the four pharmacies with tap-to-call links', async ({ page }) => {
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const location of locations) {
      await expect(
        page
          .getByRole('main')
          .locator(`a[href="${telHref(location.phone)}"]`)
          .first(),
      ).toBeVisible();
    }
  });

  test("the footer's links lead to readable pages", async ({ page }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('contentinfo')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(13);
    for (const href of new Set(hrefs)) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(page.getByRole('main'), href).not.toContainText('not available right now');
    }
  });

  test("the home page's carousel shows its first slide", async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
  });
});
