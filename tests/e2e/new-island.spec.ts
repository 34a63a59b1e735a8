// A new team's island as `pnpm new:island` writes it (issue 58): `new:island mf-medpack
// AgeFilter --filter` in a copy of mf-medpack, then its one use on /pet-medications (the
// page declares the island's query parameter and shows it), built (exposed under its
// file's name) and released alone. In the browser it hydrates when it comes into view and
// a choice filters at once, the address following; without script its GET form filters
// on the server. What the command writes and says, lint and the type check:
// scripts/new-island.scaffold.test.ts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { declareAgeFilterParam, useAgeFilter } from '../../scripts/island-example.mjs';
import { newIsland } from '../../scripts/new-island.mjs';
import { buildMedpackVariant } from './hosting';
import { runScript, type SiteProcess, startSite, workspace } from './servers';

const port = 8832;
const COPY = 'new-island-e2e';

/** Writes the island into the copy and shows it on the pet medications page (step 2). */
function writeIslandAndUse(copy: string) {
  newIsland('mf-medpack', 'AgeFilter', { filter: true, folder: copy });
  const pageFile = join(copy, 'src/pages/PetMedications.tsx');
  const page = readFileSync(pageFile, 'utf8');
  const used = useAgeFilter(page);
  if (used === page) throw new Error('PetMedications.tsx changed: the use could not be added');
  writeFileSync(pageFile, used);
}

test.describe('an island written by pnpm new:island, used once', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let root: string;
  let built: string;
  let site: SiteProcess;
  const base = `http://localhost:${port}`;
  const filterIsland = 'site-island[data-expose="./islands/AgeFilter"]';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    root = mkdtempSync(join(tmpdir(), 'pharmacy-new-island-'));
    const release = (...args: string[]) =>
      runScript('server/dist/cli.js', ['release', '--root', root, ...args]);
    const all = release('--all');
    expect(all.code, all.output).toBe(0);
    built = buildMedpackVariant(COPY, declareAgeFilterParam, 'src/section.ts', writeIslandAndUse);
    const withIsland = release('mf-medpack', '--from', built, '--no-watch');
    expect(withIsland.code, withIsland.output).toBe(0);
    site = await startSite(port, { RELEASE_ROOT: root });
  });

  test.afterAll(async () => {
    await site?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
    rmSync(join(workspace, 'mf-medpack', COPY), { recursive: true, force: true });
  });

  test("is built exposed under its file's name, the page declaring its query parameter", () => {
    const { exposes, queryParams } = JSON.parse(readFileSync(join(built, 'pages.json'), 'utf8'));
    expect(exposes).toContain('./islands/AgeFilter');
    expect(queryParams['/pet-medications']).toEqual({
      age: { kind: 'oneOf', values: ['first', 'second'] },
    });
  });

  test('hydrates in view, and a choice filters at once with the address following', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/pet-medications`);
    const island = page.locator(filterIsland);
    await expect(island.getByRole('listitem')).toHaveText(['Chewable wormer', 'Joint support']);
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    // Script applies a choice at once: the server form's Show button goes.
    await expect(island.getByRole('button', { name: 'Show' })).toBeHidden();
    await island.getByLabel('Age group').selectOption('second');
    await expect(island.getByRole('listitem')).toHaveText(['Joint support']);
    await expect(island.getByRole('status')).toHaveText('1 shown');
    await expect(page).toHaveURL(/\/pet-medications\?age=second$/);
    expect(errors).toEqual([]);
  });

  test('without script, its form filters on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/pet-medications`);
    const island = page.locator(filterIsland);
    await island.getByLabel('Age group').selectOption('second');
    await island.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/pet-medications\?age=second$/);
    await expect(island.getByRole('listitem')).toHaveText(['Joint support']);
    await context.close();
  });
});
