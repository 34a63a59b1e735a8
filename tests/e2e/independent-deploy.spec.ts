import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getLocation } from 'shared-content';
import { addMedpackFaq, buildRemoteCopy } from './remote-copy';
import { getOnce, remoteNames, type SiteProcess, startSite, workspace } from './servers';
import { openPage } from './support';

const port = 8092;

/** `pnpm deploy:check` as a team runs it before deploying: its exit code and what it printed. */
function deployCheck(remote: string, site: string, dist?: string) {
  const args = [
    'server/dist/cli.js',
    'deploy:check',
    remote,
    '--site',
    site,
    ...(dist ? ['--dist', dist] : []),
  ];
  try {
    const output = execFileSync(process.execPath, args, { cwd: workspace, stdio: 'pipe' });
    return { code: 0, output: output.toString() };
  } catch (error) {
    const failed = error as { status: number; stdout: Buffer };
    return { code: failed.status, output: failed.stdout.toString() };
  }
}

const edit = (file: string, change: (source: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

/**
 * Each case is one team's change, built from a copy of the workspace by rebuilding only
 * its remote, and deployed to a live composition (shell neither rebuilt nor restarted).
 */
test.describe('a team deploys only its own remote', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let site: SiteProcess;
  let deployRoot: string;

  const deploy = (remote: string, folder: string) => {
    const next = join(deployRoot, `${remote}.next`);
    symlinkSync(folder, next);
    renameSync(next, join(deployRoot, remote));
  };

  test.beforeAll(async () => {
    deployRoot = mkdtempSync(join(tmpdir(), 'pharmacy-teams-'));
    for (const name of remoteNames)
      symlinkSync(join(workspace, name, 'dist'), join(deployRoot, name));
    site = await startSite(port, { REMOTES_ROOT: deployRoot });
  });

  test.afterAll(async () => {
    await site?.stop();
    rmSync(deployRoot, { recursive: true, force: true });
  });

  test('every remote as built is compatible with the composed site (deploy:check)', () => {
    for (const remote of remoteNames) {
      const { code, output } = deployCheck(remote, site.url);
      expect(output, remote).toContain(`${remote} `);
      expect(output, remote).toContain(': compatible');
      expect(code, output).toBe(0);
    }
  });

  test('A: a site-wide fact changed with only mf-locations rebuilt is stopped by deploy:check, and never shown half-deployed', async ({
    page,
  }) => {
    const oldPhone = getLocation('parlin').phone;
    const newPhone = '(732) 555-0177';
    const built = buildRemoteCopy('mf-locations', (root) =>
      edit(join(root, 'shared-content/src/site/locations.ts'), (source) =>
        source.replace(`phone: '${oldPhone}'`, `phone: '${newPhone}'`),
      ),
    );
    const { code, output } = deployCheck('mf-locations', site.url, built);
    expect(code).toBe(1);
    expect(output).toContain('incompatible');
    expect(output).toContain('site-wide facts');
    expect(output).toContain('locations');
    expect(output).toContain('deploy the shell');

    // Deployed anyway: the phone ships with the shell, so every page still shows one phone.
    deploy('mf-locations', built);
    const html = (await getOnce(`${site.url}/locations/parlin`)).text;
    expect(html).toContain(oldPhone);
    expect(html).not.toContain(newPhone);
    await openPage(page, `${site.url}/locations/parlin`, 'Parlin Pharmacy');
    await expect(page.getByText(newPhone)).toHaveCount(0);
    await expect(page.getByRole('main').getByText(oldPhone).first()).toBeVisible();
    deploy('mf-locations', join(workspace, 'mf-locations/dist'));
  });

  test('B: mf-medpack uses a new shared UI component the live shell lacks, and renders', async ({
    page,
  }) => {
    const built = buildRemoteCopy('mf-medpack', (root) => {
      writeFileSync(
        join(root, 'ui-kit/src/ReleaseBadge.tsx'),
        'export function ReleaseBadge() {\n  return <p role="note">Design system, release 2</p>;\n}\n',
      );
      edit(
        join(root, 'ui-kit/src/index.ts'),
        (source) => `${source}export { ReleaseBadge } from './ReleaseBadge';\n`,
      );
      edit(join(root, 'mf-medpack/src/pages/BestPrices.tsx'), (source) =>
        `import { ReleaseBadge } from 'ui-kit';\n${source}`.replace(
          'lead={page.lead}>',
          'lead={page.lead}>\n      <ReleaseBadge />',
        ),
      );
    });
    const { code, output } = deployCheck('mf-medpack', site.url, built);
    expect(output).toContain('uses its own copy of ui-kit');
    expect(code, output).toBe(0);

    // How the page's design-system parts look with the shell's copy: its own copy, with
    // other class names, must look the same (its stylesheets come with the page).
    const looks = async () =>
      page.locator('main h1, main h1 + p, main form button').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return `${element.tagName} ${style.fontSize} ${style.color} ${style.padding} ${style.borderRadius}`;
        }),
      );
    await openPage(page, `${site.url}/best-prices`, 'Find the Best Prices');
    const withShellCopy = await looks();
    expect(withShellCopy.length).toBeGreaterThanOrEqual(3);

    deploy('mf-medpack', built);
    expect((await getOnce(`${site.url}/best-prices`)).text).toContain('Design system, release 2');
    await openPage(page, `${site.url}/best-prices`, 'Find the Best Prices');
    await expect(page.getByRole('note')).toHaveText('Design system, release 2');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(await looks()).toEqual(withShellCopy);
    deploy('mf-medpack', join(workspace, 'mf-medpack/dist'));
  });

  test('C: a new page under /medpack, deployed with mf-medpack alone, is rendered, routed to and listed', async ({
    page,
  }) => {
    const built = buildRemoteCopy('mf-medpack', addMedpackFaq);
    expect((await getOnce(`${site.url}/medpack/faq`)).status).toBe(302);
    const { code, output } = deployCheck('mf-medpack', site.url, built);
    expect(output).toContain('adds /medpack/faq');
    expect(code, output).toBe(0);

    deploy('mf-medpack', built);
    // The server reads the new description when its files change (a watch): soon, not at once.
    await expect
      .poll(async () => (await getOnce(`${site.url}/medpack/faq`)).status, { timeout: 10_000 })
      .toBe(200);
    const served = await getOnce(`${site.url}/medpack/faq`);
    expect(served.text).toMatch(/<h1[^>]*>MedPack questions<\/h1>/);
    expect((await getOnce(`${site.url}/es/medpack/faq`)).text).toMatch(
      /<h1[^>]*>Preguntas sobre MedPack<\/h1>/,
    );
    expect((await getOnce(`${site.url}/sitemap.xml`)).text).toContain('/medpack/faq</loc>');

    // In the browser: from /medpack, the link loads the new page (a document load).
    await openPage(page, `${site.url}/medpack`, /MedPack/);
    await page.getByRole('link', { name: 'MedPack questions' }).click();
    await expect(page).toHaveURL(/\/medpack\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MedPack questions');
    deploy('mf-medpack', join(workspace, 'mf-medpack/dist'));
  });
});
