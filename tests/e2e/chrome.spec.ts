import { expect, type Page, test } from '@playwright/test';
import {
  externalUrls,
  formatAddress,
  locations,
  quickActions,
  rotatingWords,
  site,
} from 'shared-content';
import { telHref } from 'shared-content/logic';
import {
  expectNoHorizontalScroll,
  gotoHydrated,
  isSameDocument,
  markDocument,
  waitForIsland,
} from './support';

test.describe('header', () => {
  test('has the brand, Home, Locations and the portal links opening in a new tab', async ({
    page,
  }) => {
    await page.goto('/contact');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.groupName })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Locations' })).toHaveAttribute(
      'href',
      externalUrls.providerLocations,
    );
    for (const [label, href] of [
      ['Refill Rx', '/api/refill'],
      ['Transfer Rx', '/api/transfer'],
      ['Vaccination', '/api/vaccine'],
    ]) {
      const link = nav.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(nav.getByRole('link', { name: 'Shop OTC' })).toHaveAttribute(
      'href',
      '/otc-products',
    );
  });

  // The loader turns the word (a mark moved every 2 s, real time, not the page's clock),
  // so these read the word in sight as it is shown: the one of its words that has a box.
  const wordInSight = (page: Page) => page.getByTestId('rotating-word').locator('span:visible');

  test('rotates the pharmacy word every 2 s, and the pause checkbox stops it', async ({ page }) => {
    await page.goto('/');
    const word = wordInSight(page);
    await expect(word).toHaveText(rotatingWords[0]);
    await expect(word).toHaveText(rotatingWords[1], { timeout: 3000 });
    const pause = page.getByRole('checkbox', { name: 'Pause rotating pharmacy name' });
    await pause.check();
    const paused = await word.textContent();
    await page.waitForTimeout(4500);
    await expect(word).toHaveText(paused ?? '');
    await pause.uncheck();
    await expect(word).not.toHaveText(paused ?? '', { timeout: 3000 });
  });

  test('the pause works with the keyboard', async ({ page }) => {
    await page.goto('/about');
    const pause = page.getByRole('checkbox', { name: 'Pause rotating pharmacy name' });
    await pause.focus();
    await page.keyboard.press('Space');
    await expect(pause).toBeChecked();
    const paused = await wordInSight(page).textContent();
    await page.waitForTimeout(4500);
    await expect(wordInSight(page)).toHaveText(paused ?? '');
  });

  test('without script the first word stands, with no pause control', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await page.waitForTimeout(2500);
    await expect(wordInSight(page)).toHaveText(rotatingWords[0]);
    await expect(page.getByRole('checkbox', { name: 'Pause rotating pharmacy name' })).toBeHidden();
    await context.close();
  });

  test('the word stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForTimeout(4500);
    await expect(wordInSight(page)).toHaveText(rotatingWords[0]);
    // Nothing moves: no pause control.
    await expect(page.getByRole('checkbox', { name: 'Pause rotating pharmacy name' })).toBeHidden();
  });

  test('the pharmacies menu lists the four addresses and works by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const trigger = page.getByRole('button', { name: 'Our Pharmacies' });
    const panel = page.locator(`#${await trigger.getAttribute('popovertarget')}`);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    for (const location of locations) {
      await expect(
        page.getByRole('link', { name: `${location.name} ${formatAddress(location.address)}` }),
      ).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', { name: new RegExp(`^${locations[0]?.name}`) }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a pharmacy in the menu opens its page (a document load)', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await markDocument(page);
    const trigger = page.getByRole('button', { name: 'Our Pharmacies' });
    await trigger.click();
    const [first] = locations;
    if (!first) throw new Error('no locations');
    await page.getByRole('link', { name: new RegExp(`^${first.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/locations/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    // A page load, with the menu closed on the new page.
    expect(await isSameDocument(page)).toBe(false);
    await expect(
      page.getByRole('link', { name: new RegExp(`^${first.name}`) }).first(),
    ).toBeHidden();
  });

  test('on a phone, the menu button opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Shop OTC' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // Escape closes it and puts focus back on Menu.
    await nav.getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // So does a tap outside it.
    await menu.click();
    await expect(nav).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav).toBeHidden();
  });

  test('on a phone, Call, Refill and Find us are on the first screen, by keyboard too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: quickActions.label });
    const call = bar.getByRole('button', { name: quickActions.call });
    const refill = bar.getByRole('link', { name: new RegExp(`^${quickActions.refill.label}`) });
    const findUs = bar.getByRole('link', { name: quickActions.findUs.label });
    for (const action of [call, refill, findUs]) await expect(action).toBeInViewport();
    await expect(refill).toHaveAttribute('href', externalUrls.refillPortal);
    await expect(refill).toHaveAttribute('target', '_blank');
    await expect(refill).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(findUs).toHaveAttribute('href', '/locations');
    // In the header's flow, not floating over the page or the footer.
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');

    await call.focus();
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('list', { name: quickActions.callChooser });
    await expect(chooser).toBeVisible();
    for (const location of locations) {
      await expect(
        chooser.getByRole('link', { name: `Call ${location.name} at ${location.phone}` }),
      ).toHaveAttribute('href', telHref(location.phone));
    }
    await page.keyboard.press('Tab');
    await expect(chooser.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expect(call).toBeFocused();

    await findUs.click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('on a wide screen the header keeps its own links and no quick-action bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: quickActions.label })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('carries every footer link and the copyright year', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of [
      '/services/refills',
      '/services/transfers',
      '/services/sync',
      '/services/consultations',
      '/locations',
      '/contact',
      '/support/faq',
      '/support/hours',
      '/support/insurance',
      '/legal/privacy',
      '/legal/terms',
      '/legal/hipaa',
      '/legal/accessibility',
    ]) {
      expect(hrefs).toContain(path);
    }
    // Beyond those 13, every other page of the site (issue 17: each page within two clicks).
    for (const path of ['/medpack', '/pet-medications', '/best-prices', '/features', '/about']) {
      expect(hrefs).toContain(path);
    }
    for (const path of ['/testimonials', '/partners', '/blog', '/locations/map']) {
      expect(hrefs).toContain(path);
    }
    await expect(footer).toContainText(`© ${site.copyrightYear} ${site.groupName}`);
  });

  test('footer links load their page, with focus at its top', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/support\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
    // The next Tab is the skip link, the page's first stop.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('is drawn only once it nears the screen, and keyboard focus still reaches it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/about');
    const firstLink = page.getByRole('contentinfo').getByRole('link').first();
    // Below the first screen the browser skips the footer's layout and paint (load time).
    const drawn = () =>
      firstLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    // A keyboard user tabbing there brings it into view, drawn.
    await firstLink.focus();
    await expect(firstLink).toBeFocused();
    await expect(firstLink).toBeInViewport();
    await expect.poll(drawn).toBe(true);
  });
});

test('the skip link is the first stop and moves to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main')).toBeFocused();
});

test('F8 takes keyboard users to a toast, which they can dismiss', async ({ page }) => {
  await gotoHydrated(page, '/blog');
  const email = page.getByRole('textbox', { name: /e-?mail/i });
  await waitForIsland(page, email);
  await email.fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const region = page.getByRole('region', { name: /^Notifications? \(F8\)/ });
  await expect(region.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(region.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(region.getByRole('listitem')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(region.getByRole('listitem')).toHaveCount(0);
});
