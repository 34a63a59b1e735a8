// An island whose code throws (issue 58, item 4): released in mf-medpack, its price search
// throws in the browser while hydrating (`#break` in the address) or once a visitor has
// clicked its Search button (`#break-later`). Either way the island keeps the server's
// HTML, with the note, the four phones and Retry; the rest of the page works; the error is
// reported with mf-medpack's released version. (A failed script load: failure.spec.ts.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { locations } from 'shared-content';
import { buildMedpackVariant } from './hosting';
import { runScript, type SiteProcess, startSite, workspace } from './servers';

const port = 8812;
const COPY = 'island-throws';

/** The price search throws in the browser: at once with `#break`, after a click with `#break-later`. */
const breakIsland = (source: string) =>
  source.replace(
    'const [status, setStatus] = useState(first.status);',
    `const [status, setStatus] = useState(first.status);
  const broken = typeof window === 'undefined' ? '' : window.location.hash;
  if (broken === '#break') throw new Error('broken island');
  if (broken === '#break-later' && refusals > 0) throw new Error('broken after a click');`,
  );

/** The browser events the page recorded (observe/events.ts keeps them on the window). */
const recordedEvents = (page: Page) =>
  page.evaluate(
    () => (window as unknown as Record<symbol, unknown>)[Symbol.for('site-browser-events')] ?? [],
  );

test.describe('an island whose code throws keeps its server HTML', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let root: string;
  let site: SiteProcess;
  let version: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    root = mkdtempSync(join(tmpdir(), 'pharmacy-island-throws-'));
    const release = (...args: string[]) =>
      runScript('server/dist/cli.js', ['release', '--root', root, ...args]);
    const all = release('--all');
    expect(all.code, all.output).toBe(0);
    const built = buildMedpackVariant(COPY, breakIsland, 'src/islands/PriceSearch.tsx');
    const broken = release('mf-medpack', '--from', built, '--no-watch');
    expect(broken.code, broken.output).toBe(0);
    const entry = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'))['mf-medpack'];
    const manifest = String(typeof entry === 'string' ? entry : entry.manifest);
    version = /\/remotes\/mf-medpack\/([^/]+)\//.exec(manifest)?.[1] ?? '';
    site = await startSite(port, { RELEASE_ROOT: root });
  });

  test.afterAll(async () => {
    await site?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
    rmSync(join(workspace, 'mf-medpack', COPY), { recursive: true, force: true });
  });

  const priceSearch = (page: Page) =>
    page.locator('site-island[data-expose="./islands/PriceSearch"]');
  const note = (page: Page) =>
    page.getByRole('status').filter({ hasText: 'This part of the page stopped working' });

  async function expectKeptWithNote(page: Page) {
    const island = priceSearch(page);
    await expect(island).toHaveAttribute('data-island-state', 'failed');
    // The server's HTML, whole: its heading, its form and its button.
    await expect(island.getByRole('heading', { name: 'Search a medication' })).toBeVisible();
    await expect(island.getByRole('button', { name: 'Search Prices' })).toBeVisible();
    await expect(note(page)).toHaveCount(1);
    await expect(note(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    for (const location of locations) {
      await expect(
        note(page).getByRole('link', { name: `Call ${location.name} at ${location.phone}` }),
      ).toBeVisible();
    }
    // Reported, with mf-medpack's version as released.
    expect(await recordedEvents(page)).toContainEqual({
      kind: 'error',
      remote: 'mf-medpack',
      version,
    });
    // The rest of the page works: the header's pharmacies menu opens.
    const trigger = page.getByRole('button', { name: 'Our Pharmacies' });
    await trigger.click();
    await expect(page.locator(`#${await trigger.getAttribute('popovertarget')}`)).toBeVisible();
    await page.keyboard.press('Escape');
  }

  test('one that throws while hydrating: its HTML stays with the note, and Retry tries again', async ({
    page,
  }) => {
    await page.goto(`${site.url}/best-prices#break`);
    // It wakes at first touch.
    await priceSearch(page).getByRole('button', { name: 'Search Prices' }).hover();
    await expectKeptWithNote(page);

    // Whatever broke it is gone: Retry hydrates it in place, without a reload.
    await page.evaluate(() => history.replaceState(null, '', window.location.pathname));
    await note(page).getByRole('button', { name: 'Retry' }).click();
    await expect(priceSearch(page)).toHaveAttribute('data-island-state', 'hydrated');
    await expect(note(page)).toHaveCount(0);
    await priceSearch(page).getByRole('button', { name: 'Search Prices' }).click();
    await expect(priceSearch(page).getByText('Please fill in all required fields')).toBeVisible();
  });

  test('one that throws later (after a click) gets its server HTML back, with the note', async ({
    page,
  }) => {
    await page.goto(`${site.url}/best-prices#break-later`);
    // It wakes at first touch.
    await priceSearch(page).getByRole('button', { name: 'Search Prices' }).hover();
    await expect(priceSearch(page)).toHaveAttribute('data-island-state', 'hydrated');
    await priceSearch(page).getByRole('button', { name: 'Search Prices' }).click();
    await expectKeptWithNote(page);
  });
});
