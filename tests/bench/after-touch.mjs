// What a page has downloaded once a visitor touches its island (issue 61: at most 90 KiB
// of script): its first view until the reporter has loaded (as first-view.spec.ts counts
// it), then a focus on the first control of its island that wakes at a touch, until that
// island has hydrated and the network is quiet. Every script requested is sized as
// first-view.spec sizes it: the brotli size of this workspace's built file (so the server
// must run this workspace's build: `pnpm start`).
// Usage: pnpm bench:after-touch [path ...] (`--help`).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { openFirstView, scriptKiB, watchScripts } from '../script-weight.mjs';
import { benchCommand, expectServer } from './cli.mjs';

const islandPages = ['/contact', '/blog', '/locations', '/best-prices', '/testimonials'];
const { base, paths } = benchCommand({
  name: 'bench:after-touch',
  usage:
    'Usage: pnpm bench:after-touch [path ...]   (paths start with /; PORT=8080 or BASE_URL=http://host:port; FILES=1 lists each script)',
  defaults: islandPages.flatMap((path) => [path, `/es${path}`]),
});
await expectServer('bench:after-touch', base);

const FIRST_CONTROL = 'input, select, textarea, button, a[href]';
const TOUCH_ISLAND = 'site-island[data-wake="interaction"]';

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** @param {string} path */
async function afterTouch(path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = await watchScripts(page);
  await openFirstView(page, base + path);
  const island = page.locator(TOUCH_ISLAND).first();
  if ((await island.count()) === 0) {
    await context.close();
    throw new Error(`${path} has no island that wakes at a touch`);
  }
  await island.locator(FIRST_CONTROL).first().focus();
  await page.waitForFunction(
    (element) => element?.getAttribute('data-island-state') === 'hydrated',
    await island.elementHandle(),
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = scripts.map(({ url }) => ({ url, kib: scriptKiB(url) }));
  return { kib: files.reduce((total, { kib }) => total + kib, 0), files };
}

for (const path of paths) {
  const { kib, files } = await afterTouch(path);
  console.log(`${path}: ${kib.toFixed(1)} KiB of script (brotli) in ${files.length} files`);
  if (process.env.FILES) {
    for (const file of files) {
      console.log(`  ${file.kib.toFixed(1)} ${new URL(file.url).pathname}`);
    }
  }
}
await browser.close();
