// The journey on a phone: an invited person enrolls a passkey (Chromium's virtual
// authenticator), signs in, closes Parlin for today for snow in four taps and no typing,
// and the notices file says so; Undo takes it back.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startConsole } from './console-process';
import { addPasskeyDevice, enrollWith } from './passkey-journey';

let console_: Awaited<ReturnType<typeof startConsole>>;
test.beforeAll(async () => {
  console_ = await startConsole();
});
test.afterAll(() => console_?.stop());

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

test('an invited owner enrolls, signs in, closes Parlin for today, and undoes it', async ({
  page,
}) => {
  await addPasskeyDevice(page);
  await enrollWith(page, console_.invite('Pat Owner'));

  // Signed out, the passkey signs in again (a discoverable credential: no name typed).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/owner\/sign-in$/);
  await page.getByRole('button', { name: 'Sign in with passkey' }).click();
  await expect(page).toHaveURL(/\/owner\/$/);
  await expect(page.getByText('Pat Owner')).toBeVisible();

  // The goal: four taps, no text typed.
  let taps = 0;
  const tap = async (action: Promise<void>) => {
    await action;
    taps += 1;
  };
  await page.screenshot({ path: test.info().outputPath('console-320.png'), fullPage: true });
  const closeForm = page.locator('#close-store');
  await tap(closeForm.getByLabel(/Parlin Pharmacy/).tap());
  await tap(closeForm.getByLabel(/snowstorm/).tap());
  await tap(closeForm.getByRole('button', { name: 'Preview' }).tap());
  await expect(page.getByText('Closed today: snowstorm').first()).toBeVisible();
  await expect(page.getByText('Cerrado hoy: tormenta de nieve').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('preview-320.png'), fullPage: true });
  await tap(page.getByRole('button', { name: 'Publish' }).tap());
  await expect(page.getByRole('status')).toContainText('within a minute');
  expect(taps).toBeLessThanOrEqual(6);

  const written = JSON.parse(readFileSync(console_.noticesFile, 'utf8'));
  expect(written.closures).toEqual([
    expect.objectContaining({
      locations: ['parlin'],
      reason: { en: 'snowstorm', es: 'tormenta de nieve' },
    }),
  ]);
  // Usable at 320 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole('button', { name: /^Undo:/ }).tap();
  await expect(page.getByRole('status')).toContainText('Undone');
  expect(existsSync(console_.noticesFile)).toBe(false);
  await expect(page.getByText('No notices')).toBeVisible();
});
