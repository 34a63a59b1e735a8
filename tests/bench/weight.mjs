// Prints the script weight of a first view: the JavaScript bytes on the wire (as the
// browser received them, compressed) for each path, from a cold cache.
// Usage: pnpm bench:weight [path ...]   (needs the production server: pnpm start)
//        PORT=8080 or BASE_URL=http://host:port for a server elsewhere. The figures
//        include each response's headers; tests/e2e/first-view.spec.ts holds the budget
//        on the files' brotli size alone.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { benchCommand, expectServer } from './cli.mjs';

const { base, paths } = benchCommand({
  name: 'bench:weight',
  usage: 'Usage: pnpm bench:weight [path ...]   (paths start with /; BASE_URL or PORT)',
  defaults: ['/', '/best-prices', '/locations/parlin'],
});
await expectServer('bench:weight', base);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

/**
 * The script on the wire for a first view of `path`, or after a first view of `warmUpPath`
 * (then reached by a client-side navigation).
 * @param {string} path
 * @param {string} [warmUpPath]
 */
async function measure(path, warmUpPath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !warmUpPath });
  if (warmUpPath) {
    await page.goto(base + warmUpPath, { waitUntil: 'networkidle' });
  }
  /** @type {Map<string, string>} */
  const scripts = new Map();
  /** @type {Map<string, number>} */
  const sizes = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || response.mimeType.includes('javascript'))
      scripts.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    sizes.set(requestId, encodedDataLength),
  );
  if (warmUpPath) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(base + path);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  let bytes = 0;
  for (const [id] of scripts) bytes += sizes.get(id) ?? 0;
  await context.close();
  return { files: scripts.size, kib: bytes / 1024 };
}

for (const path of paths) {
  const { files, kib } = await measure(path);
  console.log(
    `first view ${path.padEnd(20)} ${kib.toFixed(1).padStart(7)} KiB of script on the wire in ${files} files`,
  );
}
const added = await measure('/locations/parlin', '/');
console.log(
  `then /locations/parlin after / ${added.kib.toFixed(1).padStart(7)} KiB more script in ${added.files} files`,
);
await browser.close();
