import { expect, type Locator, type Page, test } from '@playwright/test';
import { faqPage } from 'mf-services/content';
import { externalUrls, locations, quickActions } from 'shared-content';
import { gotoHydrated } from './support';

/** Presses Tab until `target` has focus (failing after `max` presses): the keyboard path to it. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses + 1;
  }
  throw new Error(`not reached by ${max} presses of Tab`);
}

test.describe('keyboard journeys', () => {
  test('home to the refill portal: the header on a desktop, the quick action on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const headerRefill = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Refill Rx/ });
    await tabTo(page, headerRefill);
    await expect(headerRefill).toHaveAttribute('href', '/api/refill');
    await expect(headerRefill).toHaveAttribute('target', '_blank');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const quickRefill = page
      .getByRole('navigation', { name: quickActions.label })
      .getByRole('link', { name: new RegExp(`^${quickActions.refill.label}`) });
    // Within the first stops: skip link, brand, pause, Menu, Call, Refill.
    expect(await tabTo(page, quickRefill, 8)).toBeLessThanOrEqual(8);
    await expect(quickRefill).toHaveAttribute('href', externalUrls.refillPortal);
    await expect(quickRefill).toHaveAttribute('rel', 'noopener noreferrer');
    const [portal] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    expect(portal).toBeTruthy();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the pharmacies menu: open, choose a pharmacy, land on its page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const trigger = page.getByRole('button', { name: 'Our Pharmacies' });
    // A native popover: it opens before (and without) any script.
    const menu = page.locator(`[id="${await trigger.getAttribute('popovertarget')}"]`);
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const second = locations[1];
    await expect(page.getByRole('link', { name: new RegExp(`^${second?.name}`) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/locations/${second?.id}$`));
    // A document load: the new page, its menu closed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second?.name ?? '');
    await expect(menu).toBeHidden();
  });

  test('the FAQ: open and close answers with Enter and Space', async ({ page }) => {
    await page.goto('/support/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const [first, second] = faqPage.categories[0]?.questions ?? [];
    const disclosure = (question = '') =>
      page.locator('details').filter({ has: page.getByRole('heading', { name: question }) });
    const one = disclosure(first?.question);
    const two = disclosure(second?.question);
    await tabTo(page, one.locator('summary'));
    await page.keyboard.press('Enter');
    await expect(one).toHaveJSProperty('open', true);
    await expect(page.getByRole('region', { name: first?.question })).toBeVisible();
    await tabTo(page, two.locator('summary'), 10);
    await page.keyboard.press('Space');
    // Several open at once.
    await expect(two).toHaveJSProperty('open', true);
    await expect(one).toHaveJSProperty('open', true);
    await page.keyboard.press('Space');
    await expect(two).toHaveJSProperty('open', false);
    await expect(page.getByRole('region', { name: second?.question })).toBeHidden();
  });
});
