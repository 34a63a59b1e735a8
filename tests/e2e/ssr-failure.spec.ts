import {
  cpSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { locations } from 'shared-content';
import { telHref } from 'shared-content/logic';
import {
  getOnce,
  remoteNames,
  type SiteProcess,
  startSite,
  workspace,
  workspaceRemotesJson,
} from './servers';
import { isPageError } from './support';

const panelHeading = 'This page is not available right now';
const medpackDist = join(workspace, 'mf-medpack/dist');

/** A deploy folder with every remote as built, and a copy of mf-medpack to break. */
function deployFolder() {
  const root = mkdtempSync(join(tmpdir(), 'pharmacy-ssr-failure-'));
  for (const name of remoteNames) {
    if (name === 'mf-medpack') cpSync(medpackDist, join(root, name), { recursive: true });
    else symlinkSync(join(workspace, name, 'dist'), join(root, name));
  }
  const serverDir = join(root, 'mf-medpack/server');
  const manifest = JSON.parse(readFileSync(join(serverDir, 'mf-manifest.json'), 'utf8'));
  return { root, serverDir, entryFile: join(serverDir, manifest.metaData.remoteEntry.name) };
}

/** A static server for mf-medpack's build whose server files answer after `delayMs`. */
function slowRemoteOrigin(port: number, delayMs: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const send = () => {
      try {
        const body = readFileSync(join(medpackDist, path));
        res.writeHead(200, {
          'Access-Control-Allow-Origin': '*',
          'Content-Type': extname(path) === '.json' ? 'application/json' : 'text/javascript',
        });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    };
    if (path.startsWith('/server/')) setTimeout(send, delayMs);
    else send();
  });
  return new Promise((done) => server.listen(port, () => done(server)));
}

async function expectFailurePanelInRawHtml(site: SiteProcess) {
  const started = Date.now();
  const response = await getOnce(`${site.url}/best-prices`);
  const elapsed = Date.now() - started;
  const html = response.text;
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(elapsed).toBeLessThan(4000);
  expect(html).toContain(panelHeading);
  for (const location of locations) expect(html).toContain(`href="${telHref(location.phone)}"`);
  expect(html).toContain('<footer');
  // Pages of the other sections are whole.
  const other = await getOnce(`${site.url}/locations/parlin`);
  expect(other.status).toBe(200);
  expect(other.text).not.toContain(panelHeading);
}

/**
 * The browser shows the server's panel as it is (no script renders the section instead):
 * the header and footer work, the phones are there, and Retry is a link to the page itself.
 */
async function expectPanelInBrowser(page: Page, site: SiteProcess) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser reports the page's own 503, which is the point.
    if (isPageError(message) && !/status of 503/.test(message.text())) {
      errors.push(message.text());
    }
  });
  await page.goto(`${site.url}/best-prices`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(panelHeading);
  await expect(page.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/best-prices');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors).toEqual([]);
}

test.describe('a remote failing on the server', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  const port = 8095;
  let site: SiteProcess | undefined;
  let folder: ReturnType<typeof deployFolder> | undefined;

  test.afterEach(async () => {
    await site?.stop();
    if (folder) rmSync(folder.root, { recursive: true, force: true });
    site = undefined;
    folder = undefined;
  });

  test('its server build is missing', async ({ page }) => {
    folder = deployFolder();
    rmSync(folder.serverDir, { recursive: true });
    site = await startSite(port, { REMOTES_ROOT: folder.root });
    await expectFailurePanelInRawHtml(site);
    await expectPanelInBrowser(page, site);
  });

  test('its server build throws while loading', async ({ page }) => {
    folder = deployFolder();
    writeFileSync(folder.entryFile, "throw new Error('broken server build');\n");
    site = await startSite(port, { REMOTES_ROOT: folder.root });
    await expectFailurePanelInRawHtml(site);
    await expectPanelInBrowser(page, site);
  });

  test('its section throws while rendering on the server', async ({ page }) => {
    folder = deployFolder();
    renameSync(folder.entryFile, `${folder.entryFile}.original.js`);
    writeFileSync(
      folder.entryFile,
      `const original = require('./${folder.entryFile.split('/').pop()}.original.js');
module.exports = {
  init: (...args) => original.init(...args),
  get: (id) => original.get(id).then(() => () => ({
    default: () => { throw new Error('section broke while rendering'); },
  })),
};
`,
    );
    site = await startSite(port, { REMOTES_ROOT: folder.root });
    await expectFailurePanelInRawHtml(site);
    await expectPanelInBrowser(page, site);
  });

  test('remotes.json is missing: the server composes every remote build it finds', async ({
    page,
  }) => {
    const shellCopy = mkdtempSync(join(tmpdir(), 'pharmacy-shell-'));
    try {
      cpSync(join(workspace, 'shell/dist'), shellCopy, { recursive: true });
      rmSync(join(shellCopy, 'remotes.json'), { force: true });
      site = await startSite(port, { SHELL_DIST: shellCopy });
      const response = await getOnce(`${site.url}/best-prices`);
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(panelHeading);
      await page.goto(`${site.url}/best-prices`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the Best Prices');
    } finally {
      rmSync(shellCopy, { recursive: true, force: true });
    }
  });

  test('remotes.json loses mf-medpack: its pages go home, the others stay; named again, it is back without a restart', async ({
    page,
  }) => {
    const shellCopy = mkdtempSync(join(tmpdir(), 'pharmacy-shell-'));
    try {
      cpSync(join(workspace, 'shell/dist'), shellCopy, { recursive: true });
      const file = join(shellCopy, 'remotes.json');
      const { 'mf-medpack': _, ...without } = workspaceRemotesJson();
      writeFileSync(file, JSON.stringify(without));
      site = await startSite(port, { SHELL_DIST: shellCopy });
      const pid = site.pid;

      expect((await getOnce(`${site.url}/best-prices`)).status).toBe(302);
      await page.goto(`${site.url}/support/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/questions/i);

      writeFileSync(file, JSON.stringify(workspaceRemotesJson()));
      await expect
        .poll(async () => (await getOnce(`${site?.url}/best-prices`)).status, { timeout: 5_000 })
        .toBe(200);
      await page.goto(`${site.url}/best-prices`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the Best Prices');
      expect(site.pid).toBe(pid);
      expect(site.running()).toBe(true);
    } finally {
      rmSync(shellCopy, { recursive: true, force: true });
    }
  });

  test('its server build answers slower than the budget', async ({ page }) => {
    const originPort = 8096;
    const origin = await slowRemoteOrigin(originPort, 5000);
    const shellCopy = mkdtempSync(join(tmpdir(), 'pharmacy-shell-'));
    try {
      cpSync(join(workspace, 'shell/dist'), shellCopy, { recursive: true });
      const remotes = workspaceRemotesJson();
      remotes['mf-medpack'] = `http://localhost:${originPort}/mf-manifest.json`;
      writeFileSync(join(shellCopy, 'remotes.json'), JSON.stringify(remotes));
      site = await startSite(port, { SHELL_DIST: shellCopy });
      await expectFailurePanelInRawHtml(site);
      await expectPanelInBrowser(page, site);
    } finally {
      origin.close();
      rmSync(shellCopy, { recursive: true, force: true });
    }
  });
});
