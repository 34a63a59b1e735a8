// The owner's console through each cache in front of the site, as the owner uses it: an
// invited owner enrolls a passkey (Chromium's virtual authenticator), signs out, signs in
// again and publishes a closure, through nginx (`pnpm hosting:nginx --mode proxy`, /owner
// to the console) and through Varnish (`pnpm hosting:varnish`, /owner passed to Node,
// which forwards it to the console). Nothing under /owner is kept by either cache and
// its cookies pass both ways.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { startConsole } from '../../owner/e2e/console-process';
import { addPasskeyDevice, closeParlinForSnow, enrollWith } from '../../owner/e2e/passkey-journey';
import { type NginxProcess, startNginx, startVarnish } from './hosting';
import { releaseRoot, type SiteProcess, startSite } from './servers';

const ports = {
  nginx: { console: 8490, front: 8491 },
  varnish: { console: 8492, node: 8493, front: 8494 },
};

type Console = Awaited<ReturnType<typeof startConsole>>;

/** Enrolls, signs out, signs in with the passkey and closes Parlin for today. */
async function signInAndPublish(page: Page, front: string, console_: Console) {
  await addPasskeyDevice(page);
  const link = console_.invite('Pat Owner');
  expect(link.startsWith(`${front}/owner/enroll#`)).toBe(true);
  await enrollWith(page, link);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/owner\/sign-in$/);
  await page.getByRole('button', { name: 'Sign in with passkey' }).click();
  await expect(page).toHaveURL(`${front}/owner/`);
  await expect(page.getByText('Pat Owner')).toBeVisible();
  // A signed-in page, asked again: its cookie passes, nothing kept.
  await page.reload();
  await expect(page).toHaveURL(`${front}/owner/`);
  await closeParlinForSnow(page);
  expect(readFileSync(console_.noticesFile, 'utf8')).toContain('snow');
  const answer = await page.request.get(`${front}/owner/`, { maxRedirects: 0 });
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['x-cache']).toBeUndefined();
}

test.describe('the owner signs in and publishes through each cache', () => {
  test.describe.configure({ timeout: 90_000 });

  test('through nginx', async ({ page }) => {
    const front = `http://localhost:${ports.nginx.front}`;
    const console_ = await startConsole({ port: ports.nginx.console, publicOrigin: front });
    let nginx: NginxProcess | undefined;
    try {
      nginx = await startNginx({
        mode: 'proxy',
        port: ports.nginx.front,
        // No Node here: only /owner is asked for.
        upstreams: ['127.0.0.1:9'],
        env: { RELEASE_ROOT: releaseRoot },
        args: ['--owner', `127.0.0.1:${ports.nginx.console}`],
      });
      await signInAndPublish(page, front, console_);
    } finally {
      await nginx?.stop();
      console_.stop();
    }
  });

  test('through Varnish', async ({ page }) => {
    const front = `http://localhost:${ports.varnish.front}`;
    const console_ = await startConsole({ port: ports.varnish.console, publicOrigin: front });
    let node: SiteProcess | undefined;
    let varnish: NginxProcess | undefined;
    try {
      node = await startSite(ports.varnish.node, {
        OWNER_ORIGIN: `http://127.0.0.1:${ports.varnish.console}`,
      });
      varnish = await startVarnish({
        port: ports.varnish.front,
        backends: [`127.0.0.1:${ports.varnish.node}`],
        env: { RELEASE_ROOT: releaseRoot },
      });
      await signInAndPublish(page, front, console_);
    } finally {
      await Promise.all([varnish?.stop(), node?.stop()]);
      console_.stop();
    }
  });
});
