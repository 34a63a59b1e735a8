import { expect, test } from '@playwright/test';
import {
  externalUrls,
  footerGroups,
  formatAddress,
  locations,
  rotatingWords,
  site,
} from 'shared-content';
import { expectNoHorizontalScroll } from './support';

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

  test('rotates the pharmacy word every 2 s, and the pause button stops it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const word = page.getByTestId('rotating-word');
    await expect(word).toHaveText(rotatingWords[0]);
    await page.clock.runFor(2000);
    await expect(word).toHaveText(rotatingWords[1]);
    await page.clock.runFor(2000);
    await expect(word).toHaveText(rotatingWords[2]);
    await page.getByRole('button', { name: 'Pause rotating pharmacy name' }).click();
    await page.clock.runFor(6000);
    await expect(word).toHaveText(rotatingWords[2]);
    await page.getByRole('button', { name: 'Play rotating pharmacy name' }).click();
    await page.clock.runFor(2000);
    await expect(word).toHaveText(rotatingWords[3]);
  });

  test('the word stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(5000);
    await expect(page.getByTestId('rotating-word')).toHaveText(rotatingWords[0]);
  });

  test('the pharmacies menu lists the four addresses and works by keyboard', async ({ page }) => {
    await page.goto('/contact');
    const trigger = page.getByRole('button', { name: 'Our Pharmacies' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
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
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('on a phone, the menu button opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Shop OTC' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('footer', () => {
  test('carries every link of the spec and the 2025 copyright', async ({ page }) => {
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
    expect(footerGroups.flatMap((group) => group.links)).toHaveLength(13);
    await expect(footer).toContainText(`© 2025 ${site.groupName}`);
  });

  test('footer links navigate inside the site and focus the new page heading', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/support\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
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
  await page.goto('/blog');
  await page.getByRole('textbox', { name: /e-?mail/i }).fill('reader@example.com');
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
