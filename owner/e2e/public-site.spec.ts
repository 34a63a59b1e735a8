// `pnpm start` on one machine, as the README's set-up runs it: the site and, as its own
// process, the owner's console, reached at /owner on the site's port. An invited owner
// enrolls there, closes Parlin, and the closure shows on /locations/parlin and
// /es/locations/parlin; a reason with markup is published as text, shown as text. Needs
// the site built (`pnpm build`): skipped, saying so, when it is not (never in CI).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { addPasskeyDevice, closeParlinForSnow, enrollWith } from './passkey-journey';

const workspace = resolve(fileURLToPath(import.meta.url), '../../..');
const cli = join(workspace, 'server/dist/cli.js');
const built = existsSync(cli) && existsSync(join(workspace, 'shell/dist/site.json'));
const sitePort = Number(process.env.OWNER_E2E_SITE_PORT ?? 8081);
const consolePort = Number(process.env.OWNER_E2E_CONSOLE_PORT ?? 8092);
const site = `http://localhost:${sitePort}`;

test.skip(!built && !process.env.CI, 'the site is not built: pnpm build');

let server: ChildProcess | undefined;
const folder = mkdtempSync(join(tmpdir(), 'owner-e2e-start-'));
const env = {
  ...process.env,
  PORT: String(sitePort),
  OWNER_PORT: String(consolePort),
  RELEASE_ROOT: join(folder, 'release'),
  OWNER_DB: join(folder, 'owner.sqlite'),
  SSR_WORKERS: '2',
  METRICS_PORT: 'off',
};
/** `pnpm owner:invite <name>` beside `pnpm start` (same database, the site's address). */
const invite = (name: string) => {
  const out = execFileSync(
    process.execPath,
    [join(workspace, 'owner/bin/owner.mjs'), 'invite', name],
    {
      env: { ...env, OWNER_PUBLIC_ORIGIN: site },
      encoding: 'utf8',
    },
  );
  const link = /https?:\/\/\S+\/owner\/enroll#\S+/.exec(out)?.[0];
  if (!link) throw new Error(`no invite link in: ${out}`);
  return link;
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, [cli, 'start'], { cwd: workspace, env, stdio: 'ignore' });
  const deadline = Date.now() + 110_000;
  for (;;) {
    const ready = await fetch(`${site}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('pnpm start did not start the site');
    await new Promise((done) => setTimeout(done, 250));
  }
});
test.afterAll(() => {
  server?.kill();
});

test('pnpm start serves the console at /owner; a closure published there shows on /locations/parlin in English and Spanish', async ({
  page,
}) => {
  // The console's own answer, through the site's port.
  const signIn = await fetch(`${site}/owner/sign-in`);
  expect(signIn.status).toBe(200);
  expect(signIn.headers.get('cache-control')).toBe('no-store');
  expect(signIn.headers.get('x-robots-tag')).toContain('noindex');

  const link = invite('Pat Owner');
  expect(link.startsWith(`${site}/owner/enroll#`)).toBe(true);
  await addPasskeyDevice(page);
  await enrollWith(page, link);
  await expect(page).toHaveURL(`${site}/owner/`);
  await closeParlinForSnow(page);

  // Within a minute by the pages' cache promise; the server itself re-reads at once.
  await expect(async () => {
    const english = await (await fetch(`${site}/locations/parlin`)).text();
    expect(english).toContain('Closed: snowstorm');
    const spanish = await (await fetch(`${site}/es/locations/parlin`)).text();
    expect(spanish).toContain('Cerrado: tormenta de nieve');
  }).toPass({ timeout: 60_000 });

  // A reason with markup, typed in the console: published, and on the public page as text.
  const markup = '<script>window.__owned = 1</script> burst pipe';
  await page.getByRole('button', { name: /^Undo:/ }).click();
  await expect(page.getByRole('status')).toContainText('Undone');
  const closeForm = page.locator('#close-store');
  await closeForm.getByLabel(/Parlin Pharmacy/).check();
  await closeForm.getByLabel(/Other: write it/).check();
  await closeForm.getByLabel('In English').fill(markup);
  await closeForm.getByLabel('En español').fill(markup);
  await closeForm.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('within a minute');
  for (const path of ['/locations/parlin', '/es/locations/parlin']) {
    await expect(async () => {
      await page.goto(`${site}${path}`);
      await expect(page.locator('main')).toContainText(markup, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
  }
});
