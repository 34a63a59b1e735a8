// The steps both specs take in the browser: a phone's passkey, enrolling with an invite
// link, and closing a store for today from the console's first form.
import { expect, type Page } from '@playwright/test';

/** A platform passkey (like a phone's), user verification included. */
export async function addPasskeyDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** Opens the invite link and creates the passkey: signed in on the console's page. */
export async function enrollWith(page: Page, inviteLink: string) {
  await page.goto(inviteLink);
  await expect(page.getByLabel('Invite code')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page).toHaveURL(/\/owner\/$/);
}

/** Closes Parlin today for a snowstorm from the console's first form, and publishes it. */
export async function closeParlinForSnow(page: Page) {
  const closeForm = page.locator('#close-store');
  await closeForm.getByLabel(/Parlin Pharmacy/).check();
  await closeForm.getByLabel(/snowstorm/).check();
  await closeForm.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('within a minute');
}
