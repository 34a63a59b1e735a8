import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { localDateOf, localDateTimeOf } from 'shared-content/logic';
import { releaseRoot, workspace } from './servers';
import { isPageError } from './support';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** A plain static file server, as a host without Node has: files and folder indexes only. */
function staticServer(root: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(port, () => done(server)));
}

test.describe('static prerender', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const port = 8097;
  const base = `http://localhost:${port}`;
  let out: string;
  let server: Server;
  const noticesFolder = mkdtempSync(join(tmpdir(), 'pharmacy-static-notices-'));
  const closedText = 'Closed today: water main repair';

  test.beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'pharmacy-static-'));
    // The owner's notices at prerender time: a closure of Parlin for today.
    const noticesFile = join(noticesFolder, 'notices.json');
    const closure = {
      id: 'parlin-water',
      locations: ['parlin'],
      from: localDateOf(new Date()),
      reason: { en: 'water main repair' },
    };
    writeFileSync(noticesFile, JSON.stringify({ closures: [closure] }));
    execFileSync(process.execPath, ['server/dist/cli.js', 'prerender', '--out', out], {
      cwd: workspace,
      stdio: 'pipe',
      // The release the tests' server serves.
      env: { ...process.env, NOTICES_FILE: noticesFile, RELEASE_ROOT: releaseRoot },
    });
    server = await staticServer(out, port);
  });

  test.afterAll(async () => {
    await new Promise((done) => server?.close(done));
    rmSync(out, { recursive: true, force: true });
    rmSync(noticesFolder, { recursive: true, force: true });
  });

  test("the owner's notices are in the prerendered HTML, and the file beside the pages", async ({
    request,
  }) => {
    const html = await (await request.get(`${base}/locations/parlin`)).text();
    expect(html).toContain(closedText);
    const served = await request.get(`${base}/notices.json`);
    expect(served.status()).toBe(200);
    expect((await served.json()).closures[0].id).toBe('parlin-water');
  });

  test('a notice published on the static host after the prerender shows once the page has loaded', async ({
    page,
  }) => {
    const text = 'Phones are down at Parlin this afternoon.';
    const alert = {
      id: 'parlin-phones',
      severity: 'warning',
      starts: localDateTimeOf(new Date(Date.now() - 60_000)),
      ends: localDateTimeOf(new Date(Date.now() + 3_600_000)),
      text: { en: text },
    };
    writeFileSync(join(out, 'notices.json.new'), JSON.stringify({ alerts: [alert] }));
    renameSync(join(out, 'notices.json.new'), join(out, 'notices.json'));
    await page.goto(`${base}/locations/parlin`);
    await expect(page.getByRole('region', { name: 'Notices' })).toContainText(text);
    // The closure is no longer in the live file: the page follows the file, not the prerender.
    await expect(page.locator('main')).not.toContainText(closedText);
  });

  const pages = [
    { path: '/about', owner: 'shell', heading: 'About Us' },
    { path: '/best-prices', owner: 'mf-medpack', heading: 'Find the Best Prices' },
    { path: '/locations/parlin', owner: 'mf-locations', heading: 'Parlin Pharmacy' },
  ];

  for (const { path, owner, heading } of pages) {
    test(`${path} (${owner}) is complete HTML on a plain static server`, async ({ request }) => {
      const response = await request.get(`${base}${path}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toMatch(/<title>[^<]+ \| [^<]+<\/title>/);
      expect(html).toContain('<meta name="description"');
      expect(html).not.toContain('This page is not available right now');
    });
  }

  test('a prerendered page hydrates and navigates like the live site', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (isPageError(message)) errors.push(message.text());
    });
    await page.goto(`${base}/best-prices`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the Best Prices');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    expect(errors).toEqual([]);
  });

  test("a remote's team prerenders only its own pages", async () => {
    const output = execFileSync(
      process.execPath,
      ['server/dist/cli.js', 'prerender', '--out', out, '--only', 'mf-medpack'],
      { cwd: workspace, encoding: 'utf8', env: { ...process.env, RELEASE_ROOT: releaseRoot } },
    );
    // Its four pages, each in English and in Spanish.
    expect(output).toContain('Prerendered 8 pages');
  });
});
