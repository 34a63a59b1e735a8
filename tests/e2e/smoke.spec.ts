import { expect, test } from '@playwright/test';

test('home and a remote page', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Care. Better Health.');
  await expect(page.getByRole('heading', { name: 'What our patients say' })).toBeVisible();
  await page.goto('/best-prices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Prices');
  await page.getByRole('link', { name: 'Prescription Refills' }).click();
  console.log(messages.join('\n'));
  console.log(page.url());
});
