// Issue 51: on a phone the header gives the first screen to the page. Every route's h1
// starts in the top quarter of a 360×740 and a 390×844 screen, in both languages, with
// every header control still in sight, one tap away, 44 px to tap; on a desktop the
// navigation is one row and the header is the same height in both languages.
import { test as base, expect, type Page } from '@playwright/test';
import { pathIn, site, siteText } from 'shared-content';
import { siteText as siteTextEs } from 'shared-content/site-es';
import { pageRoutes } from '../site/pages';
import { expectNoHorizontalScroll, waitForHydration } from './support';

const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
const desktops = [
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
];

/** One page per worker, reused by every route (as in all-pages.spec.ts). */
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const inBothLanguages = (path: string) => [path, pathIn(path, 'es')];

/** Where the page's h1 starts, in px from the top of the screen, before any scrolling. */
const h1Top = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => Math.round(h1.getBoundingClientRect().top + window.scrollY));

test.describe('on a phone the page comes first', () => {
  for (const path of pageRoutes.flatMap((route) => inBothLanguages(route.path))) {
    test(`${path}: the h1 starts in the top quarter of the screen`, async ({
      sharedPage: page,
    }) => {
      for (const size of phones) {
        await page.setViewportSize(size);
        await page.goto(path);
        await waitForHydration(page);
        const top = await h1Top(page);
        expect(
          top,
          `h1 top at ${size.width}×${size.height}: ${top} px (${Math.round((top / size.height) * 100)} %)`,
        ).toBeLessThanOrEqual(size.height / 4);
      }
    });
  }
});

test.describe('on a phone every header control stays in sight, one tap away', () => {
  for (const [lang, text] of [
    ['en', siteText],
    ['es', siteTextEs],
  ] as const) {
    for (const size of phones) {
      test(`${lang} at ${size.width}×${size.height}`, async ({ sharedPage: page }) => {
        await page.setViewportSize(size);
        await page.goto(pathIn('/about', lang));
        await waitForHydration(page);
        const banner = page.getByRole('banner');
        const quick = banner.getByRole('navigation', { name: text.quickActions.label });
        const controls = [
          banner.getByRole('link', { name: site.groupName, exact: true }),
          banner.getByRole('checkbox', { name: text.brand.rotatingPause }),
          banner.getByRole('button', { name: text.header.menu, exact: true }),
          quick.getByRole('button', { name: text.quickActions.call }),
          quick.getByRole('link', { name: new RegExp(`^${text.quickActions.refill.label}`) }),
          quick.getByRole('link', { name: text.quickActions.findUs.label }),
          banner.getByRole('link', { name: text.languageSwitch.label, exact: true }),
        ];
        for (const control of controls) {
          await expect(control).toBeInViewport({ ratio: 1 });
          const box = await control.boundingBox();
          expect(box?.width, `${await control.textContent()} is 44 px wide`).toBeGreaterThanOrEqual(
            44,
          );
          expect(
            box?.height,
            `${await control.textContent()} is 44 px high`,
          ).toBeGreaterThanOrEqual(44);
        }
        // The brand reads on one line.
        const brandLines = await controls[0]?.evaluate((link) => {
          const range = document.createRange();
          const name = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
          if (name) range.selectNodeContents(name);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(brandLines, 'lines of the brand name').toBe(1);
        await expectNoHorizontalScroll(page);
      });
    }
  }
});

test('on a phone the page stays put while the pharmacy word rotates, in both languages', async ({
  page,
}) => {
  for (const size of phones) {
    await page.setViewportSize(size);
    for (const [path, words] of [
      ['/about', siteText.brand.rotatingWords],
      [pathIn('/about', 'es'), siteTextEs.brand.rotatingWords],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const rotating = page.getByTestId('rotating-word');
      const tops = new Set<number>();
      for (const [index, word] of words.entries()) {
        // Each word in turn, as the loader marks it (its pause box ticked, so it holds).
        await rotating.evaluate((element, at) => {
          element.closest('p')?.querySelector('input')?.setAttribute('checked', '');
          for (const [place, word] of [...element.children].entries()) {
            word.toggleAttribute('data-current', place === at);
          }
        }, index);
        await expect(rotating.locator('span:visible')).toHaveText(word);
        tops.add(await h1Top(page));
      }
      expect([...tops], `h1 tops on ${path} at ${size.width} px, word by word`).toHaveLength(1);
    }
  }
});

test.describe('on a desktop the navigation is one row in both languages', () => {
  for (const size of desktops) {
    test(`at ${size.width}×${size.height}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(size);
      const heights: Record<string, number> = {};
      for (const [path, text] of [
        ['/about', siteText],
        [pathIn('/about', 'es'), siteTextEs],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        const banner = page.getByRole('banner');
        // The navigation's links and the pharmacies menu's button: one row.
        const tops = await banner
          .getByRole('navigation', { name: text.header.mainNavLabel })
          .locator('a, button')
          .evaluateAll((items) =>
            items
              .filter((item) => item.getClientRects().length > 0)
              .map((item) => Math.round(item.getBoundingClientRect().top)),
          );
        expect(tops.length, `visible navigation items on ${path}`).toBeGreaterThan(
          text.header.links.length,
        );
        expect(new Set(tops).size, `rows of the navigation on ${path}: ${tops}`).toBe(1);
        heights[path] = Math.round((await banner.boundingBox())?.height ?? 0);
      }
      const [english, spanish] = Object.values(heights);
      expect(spanish, `header heights ${JSON.stringify(heights)}`).toBe(english);
    });
  }
});
