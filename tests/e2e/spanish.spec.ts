// The site in Spanish: every page has its twin under /es, server-rendered in Spanish,
// linked both ways, with a switcher that works with and without script.
import { expect, type Page, test } from '@playwright/test';
import { locations, pathIn } from 'shared-content';
import { canonicalPaths } from '../site/pages';
import { translatedEnglishSentences } from '../site/translations';
import { gotoHydrated, isSameDocument, markDocument, waitForIsland } from './support';

const headOf = (html: string) => {
  const text = (pattern: RegExp) => html.match(pattern)?.[1]?.trim() ?? '';
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(
      ([, lang, href]) => [lang, new URL(href ?? '').pathname],
    ),
  );
  return {
    lang: text(/<html lang="([^"]+)"/),
    title: text(/<title>([^<]*)<\/title>/),
    description: text(/<meta name="description" content="([^"]*)"/),
    h1: text(/<h1[^>]*>(.*?)<\/h1>/s).replace(/<[^>]+>/g, ''),
    canonical: new URL(text(/<link rel="canonical" href="([^"]+)"/) || 'http://x/').pathname,
    alternates,
  };
};

const partsOwnInSpanish = ['h1', 'title', 'description'] as const;

const mainText = (html: string) =>
  (html.match(/<main[^>]*>(.*)<\/main>/s)?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('every page in Spanish', () => {
  for (const path of canonicalPaths()) {
    const spanish = pathIn(path, 'es');
    test(`${spanish}: Spanish, its own h1, title and description, linked both ways`, async ({
      request,
    }) => {
      const [enResponse, esResponse] = await Promise.all([
        request.get(path, { maxRedirects: 0 }),
        request.get(spanish, { maxRedirects: 0 }),
      ]);
      expect(esResponse.status()).toBe(200);
      const [en, es] = [headOf(await enResponse.text()), headOf(await esResponse.text())];
      expect(es.lang).toBe('es');
      expect(en.lang).toBe('en');
      // A name (a pharmacy's, MedPack) is the heading in both languages; any other is translated.
      const isName = /^\S+$/.test(en.h1) || locations.some((location) => location.name === en.h1);
      for (const part of isName ? (['title', 'description'] as const) : partsOwnInSpanish) {
        expect(es[part], `${part} of ${spanish}`).not.toBe('');
        expect(es[part], `${part} of ${spanish} is the English one`).not.toBe(en[part]);
      }
      expect(es.h1).not.toBe('');
      expect(es.canonical).toBe(spanish);
      const pair = { en: path, es: spanish, 'x-default': path };
      expect(en.alternates).toEqual(pair);
      expect(es.alternates).toEqual(pair);
    });
  }

  test('no Spanish page shows an English sentence of the translated content', async ({
    request,
  }) => {
    const english = await translatedEnglishSentences();
    expect(english.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const path of canonicalPaths()) {
      const text = mainText(await (await request.get(pathIn(path, 'es'))).text());
      for (const sentence of english) {
        if (text.includes(sentence)) found.push(`${pathIn(path, 'es')}: "${sentence}"`);
      }
    }
    expect(found).toEqual([]);
  });

  test("a link in a Spanish page's island stays in Spanish", async ({ page }) => {
    await gotoHydrated(page, '/es/locations');
    const parlin = page.locator('main a[href="/es/locations/parlin"]').first();
    // The link is in the list's island (its router): hydrated, it still loads the page.
    await waitForIsland(page, page.locator('select[name="pharmacy"]'));
    await markDocument(page);
    await parlin.click();
    await expect(page).toHaveURL(/\/es\/locations\/parlin$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parlin Pharmacy');
    // A page load: the new page starts at its top.
    expect(await isSameDocument(page)).toBe(false);
    await expect(page.locator('body')).toBeFocused();
  });

  test('the sitemap lists both languages with their twins', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of canonicalPaths()) {
      expect(sitemap).toContain(
        `${pathIn(path, 'es') === '/es' ? '/es<' : `${pathIn(path, 'es')}<`}`,
      );
    }
    expect(sitemap).toMatch(/hreflang="es" href="[^"]+\/es\/locations\/parlin"/);
  });
});

const switchLanguage = async (page: Page, from: string, link: string, to: RegExp, lang: string) => {
  await page.goto(from);
  await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(to);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
};

test.describe('the language switcher', () => {
  test('with script: to the same page in the other language and back', async ({ page }) => {
    await switchLanguage(page, '/locations/parlin', 'Español', /\/es\/locations\/parlin$/, 'es');
    await switchLanguage(page, '/es/locations/parlin', 'English', /\/locations\/parlin$/, 'en');
  });

  test('after following a link, it points at the page now in sight', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await markDocument(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Español', exact: true })).toHaveAttribute(
      'href',
      '/es/about',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    // A page load: the server wrote the switcher for the new page.
    expect(await isSameDocument(page)).toBe(false);
    await banner.getByRole('link', { name: 'Español', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/support\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });
    test('it is a plain link both ways', async ({ page }) => {
      await switchLanguage(page, '/support/faq', 'Español', /\/es\/support\/faq$/, 'es');
      await switchLanguage(page, '/es', 'English', /\/$/, 'en');
    });
  });
});

test.describe("a Spanish page whose section's script does not load", () => {
  test("/es/locations/parlin keeps the server's Spanish page, its title and lang", async ({
    page,
    request,
  }) => {
    const server = headOf(await (await request.get('/es/locations/parlin')).text());
    const english = headOf(await (await request.get('/locations/parlin')).text());
    expect(server.title).not.toBe(english.title);
    // mf-locations' browser code never arrives; the shell's does.
    await page.route('**/remotes/mf-locations/**', (route) => route.abort());
    await page.goto('/es/locations/parlin');
    // Its map is an island that wakes in view: its script is asked for, and fails.
    await page.locator('site-island[data-expose="./islands/LocationMap"]').scrollIntoViewIfNeeded();
    const note = page.getByRole('status').filter({ hasText: 'necesita un programa' });
    await expect(note).toBeVisible({ timeout: 15_000 });
    // Still the page the server wrote, in Spanish, after the shell's script has run.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(server.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(server.h1);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'Contacto y datos de la farmacia' }),
    ).toBeVisible();
    await expect(
      main.getByText(
        /^Cerrado todo el día el 25 de diciembre \(Navidad\)|^Cerrado todo el día el 1 de enero \(Año Nuevo\)/,
      ),
    ).toBeVisible();
    await expect(main.getByText(/^Ayuda con el idioma sin costo: llame al /)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Llamar ahora' })).toBeVisible();
  });
});

test('the server writes the holiday closures in Spanish on Spanish pages, by date on a location', async ({
  request,
}) => {
  const location = mainText(await (await request.get('/es/locations/parlin')).text());
  expect(location).toMatch(
    /Cerrado todo el día el (25 de diciembre \(Navidad\) y el 1 de enero \(Año Nuevo\)|1 de enero \(Año Nuevo\) y el 25 de diciembre \(Navidad\))\./,
  );
  const hours = mainText(await (await request.get('/es/support/hours')).text());
  expect(hours).toMatch(/Navidad \( ?25 de diciembre ?\)/);
  expect(hours).toMatch(/Año Nuevo \( ?1 de enero ?\)/);
  for (const text of [location, hours]) expect(text).not.toMatch(/Christmas|New Year/);
});

test.describe('the notice for a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('offers the Spanish page as a link, in Spanish, until dismissed', async ({ page }) => {
    await gotoHydrated(page, '/locations?pharmacy=parlin');
    const notice = page.getByRole('region', { name: 'Ver en español' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('lang', 'es');
    await expect(notice).toContainText('¿Prefiere leer esta página en español?');
    await expect(notice.getByRole('link', { name: 'Ver en español' })).toHaveAttribute(
      'href',
      '/es/locations?pharmacy=parlin',
    );
    // Dismissed by keyboard: focus goes on into the header, and no page shows it again.
    await notice.getByRole('button', { name: 'Cerrar' }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect(page.locator('header :focus')).toBeVisible();
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ver en español' })).toBeHidden();
  });

  test('is never on a Spanish page', async ({ page }) => {
    await gotoHydrated(page, '/es/locations/parlin');
    await expect(page.locator('#language-notice')).toHaveCount(0);
  });
});

test('a browser preferring English sees no language notice', async ({ page }) => {
  await gotoHydrated(page, '/locations/parlin');
  await expect(page.locator('#language-notice')).toBeHidden();
});
