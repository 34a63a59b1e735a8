import { mkdtempSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildMedpackVariant, buildMedpackWithNote, withPagesShown } from './hosting';
import { getOnce, remoteNames, type SiteProcess, startSite, workspace } from './servers';

const port = 8091;
const releaseNote = 'MedPack section, release 2';

/**
 * The MedPack team deploys a new build of its section while the site is live. The
 * shell is neither rebuilt nor restarted: its remotes.json points at the deploy folder,
 * and the next request (the server's HTML) and page load (the browser) use the new build.
 */
test.describe('independent deploy', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let site: SiteProcess;
  let deployRoot: string;
  const copy = join(workspace, 'mf-medpack/.deploy-test');
  const brokenCopy = join(workspace, 'mf-medpack/.deploy-test-broken');

  /** Switches mf-medpack's live folder atomically, as a release symlink switch does. */
  const deploy = (folder: string) => {
    const next = join(deployRoot, 'mf-medpack.next');
    symlinkSync(folder, next);
    renameSync(next, join(deployRoot, 'mf-medpack'));
  };

  test.beforeAll(async () => {
    deployRoot = mkdtempSync(join(tmpdir(), 'pharmacy-deploy-'));
    for (const name of remoteNames)
      symlinkSync(join(workspace, name, 'dist'), join(deployRoot, name));
    site = await startSite(port, { REMOTES_ROOT: deployRoot });
  });

  test.afterAll(async () => {
    await site?.stop();
    rmSync(copy, { recursive: true, force: true });
    rmSync(brokenCopy, { recursive: true, force: true });
    rmSync(deployRoot, { recursive: true, force: true });
  });

  test('a rebuilt remote is live on the next page load', async ({ page }) => {
    const shellIndex = join(workspace, 'shell/dist/index.html');
    const shellBuiltAt = statSync(shellIndex).mtimeMs;

    const rawHtml = async () => (await getOnce(`${site.url}/best-prices`)).text;
    await page.goto(`${site.url}/best-prices`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(releaseNote)).toHaveCount(0);
    expect(await rawHtml()).not.toContain(releaseNote);

    // The team's change: its section now shows a release note. It is built from a copy
    // of the package's source with the package's own federation config.
    const built = buildMedpackWithNote(releaseNote, '.deploy-test');

    deploy(built);

    // The server renders the new build on the next request, without a restart.
    expect(await rawHtml()).toContain(releaseNote);
    await page.reload();
    await expect(page.getByRole('note')).toHaveText(releaseNote);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  });

  test('a release that crashes while rendering, once fixed, comes back with Retry', async ({
    page,
  }) => {
    // A release whose section throws as soon as it renders.
    deploy(
      buildMedpackVariant('.deploy-test-broken', (section) =>
        withPagesShown(section, "() => { throw new Error('broken release'); }"),
      ),
    );
    // The server could not render the section: its failure panel, whose Retry is a link
    // to the page itself (it works without script).
    await page.goto(`${site.url}/best-prices`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not available right now' }),
    ).toBeVisible();
    const retry = page.getByRole('link', { name: 'Retry' });
    await expect(retry).toHaveAttribute('href', '/best-prices');

    // The team deploys the fix (here: the build that was live before).
    deploy(join(workspace, 'mf-medpack/dist'));
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the Best Prices');
  });
});
