// A closure published in the console shows on the public site: the public server runs
// the way tests/e2e/servers.ts startSite runs it, on the same release folder. Needs the
// site built (`pnpm build`); skipped, saying so, when it is not.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startConsole } from './console-process';
import { addPasskeyDevice, enrollWith } from './passkey-journey';

const workspace = resolve(fileURLToPath(import.meta.url), '../../..');
const serverDist = join(workspace, 'shell/server-dist');
const built = existsSync(join(serverDist, 'serve.js')) && existsSync(join(workspace, 'shell/dist'));
const sitePort = Number(process.env.OWNER_E2E_SITE_PORT ?? 8081);
const site = `http://localhost:${sitePort}`;

test.skip(!built, 'the site is not built: pnpm build');

let console_: Awaited<ReturnType<typeof startConsole>>;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  const releaseRoot = mkdtempSync(join(tmpdir(), 'owner-e2e-release-'));
  const env = { ...process.env, RELEASE_ROOT: releaseRoot, PORT: String(sitePort) };
  execFileSync(process.execPath, [join(serverDist, 'release.js'), '--all'], {
    cwd: workspace,
    env,
    stdio: 'ignore',
  });
  server = spawn(process.execPath, [join(serverDist, 'serve.js')], {
    cwd: workspace,
    env,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${site}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('the public server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  console_ = await startConsole({ releaseRoot });
});
test.afterAll(() => {
  console_?.stop();
  server?.kill();
});

test('a closure published in the console shows on /locations/parlin in English and Spanish', async ({
  page,
}) => {
  await addPasskeyDevice(page);
  await enrollWith(page, console_.invite('Pat Owner'));
  const closeForm = page.locator('#close-store');
  await closeForm.getByLabel(/Parlin Pharmacy/).check();
  await closeForm.getByLabel(/snowstorm/).check();
  await closeForm.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('within a minute');

  // Within a minute by the pages' cache promise; the server itself re-reads at once.
  await expect(async () => {
    const english = await (await fetch(`${site}/locations/parlin`)).text();
    expect(english).toContain('Closed: snowstorm');
    const spanish = await (await fetch(`${site}/es/locations/parlin`)).text();
    expect(spanish).toContain('Cerrado: tormenta de nieve');
  }).toPass({ timeout: 60_000 });
});
