// `pnpm screenshots:compare --base <url> --new <url>`: full-page screenshots of the same
// routes on two running sites (say, the last release and a new build), on a phone and a
// desktop, motion reduced; prints the differing pixels per route and viewport and writes
// the pictures of each difference (base, new, diff) to a folder. A style rewrite that
// changes nothing a visitor sees prints 0 everywhere. Both sites must show the same
// content: run them from the same notices, at the same time.
//   --routes /,/about  the paths (default: one page of each kind, both languages)
//   --no-script        the pages as a visitor without script sees them
//   --settle MS        how long to wait once every part has woken (default 2500; the home
//                      page's partners load after 8 s on a phone: --settle 9000)
//   --out DIR          where the pictures go (default: test-results/screenshot-diff)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { workspace } from '../scripts/workspace.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const defaultRoutes = [
  '/',
  '/about',
  '/contact',
  '/features',
  '/blog',
  '/locations',
  '/locations/parlin',
  '/services/refills',
  '/support/faq',
  '/legal/privacy',
  '/testimonials',
  '/partners',
  '/medpack',
  '/pet-medications',
  '/best-prices',
  '/es',
  '/es/best-prices',
];

const USAGE =
  'Usage: pnpm screenshots:compare --base <url> --new <url> [--routes /,/about] [--no-script] [--settle ms] [--out dir]';
/** @type {ReturnType<typeof readOptions>['values']} */
let values;
function readOptions() {
  return parseArgs({
    options: {
      base: { type: 'string' },
      new: { type: 'string' },
      routes: { type: 'string' },
      'no-script': { type: 'boolean', default: false },
      settle: { type: 'string', default: '2500' },
      out: { type: 'string', default: join(workspace, 'tests/test-results/screenshot-diff') },
      help: { type: 'boolean', default: false },
    },
  });
}
try {
  ({ values } = readOptions());
} catch (error) {
  // An unknown option or a missing value: one line, not a stack trace.
  const message = String(error instanceof Error ? error.message : error);
  console.error(`${message.replace(/\s*\n\s*/g, ' ').replace(/\.$/, '')}. ${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.base || !values.new) {
  console.error(USAGE);
  process.exit(2);
}
const routes = values.routes ? values.routes.split(',') : defaultRoutes;
const settleMs = Number(values.settle);
if (!Number.isInteger(settleMs) || settleMs < 0) {
  console.error(`--settle takes milliseconds, a whole number (not ${values.settle})`);
  process.exit(2);
}
mkdirSync(values.out, { recursive: true });

const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** @param {string} origin @param {string} route @param {object} device */
async function screenshot(origin, route, device) {
  const context = await browser.newContext({
    ...device,
    reducedMotion: 'reduce',
    javaScriptEnabled: !values['no-script'],
  });
  // The same "random" number on both sites, whatever order their parts ask in (the home
  // page's testimonials and partners are shuffled in the browser): a shuffle is no
  // difference.
  await context.addInitScript(() => {
    Math.random = () => 0.42;
  });
  const page = await context.newPage();
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  // Without script the page runs no timers (waiting on one would hang) and nothing wakes.
  if (!values['no-script']) await wakeEverything(page);
  await renderSkippedContent(page);
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  await context.close();
  return PNG.sync.read(png);
}

/**
 * What the browser skips until it nears the viewport (`content-visibility: auto`, the
 * footer) rendered, as a visitor who scrolls there sees it: a full-page screenshot does
 * not bring it into view, and would show its placeholder. Through DevTools, which works
 * without the page's script (--no-script) and outside its style policy.
 * @param {import('@playwright/test').Page} page
 */
async function renderSkippedContent(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { styleSheetId } = await cdp.send('CSS.createStyleSheet', { frameId: frameTree.frame.id });
  await cdp.send('CSS.setStyleSheetText', {
    styleSheetId,
    text: '* { content-visibility: visible !important }',
  });
  await cdp.detach();
  // A frame or two to lay out and paint it.
  await page.waitForTimeout(200);
}

/** @param {import('@playwright/test').Page} page */
async function wakeEverything(page) {
  // Scrolled through and back, so that every part that wakes in view (an island) has, and
  // what a page shows after a delay (the home page's partners: 2 s, 8 s on a phone) is
  // there (--settle).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  await page.evaluate(() => document.fonts.ready);
}

/** The picture on a canvas of the given size (a shorter page is padded with transparency). */
const onCanvas = (
  /** @type {PNG} */ image,
  /** @type {number} */ width,
  /** @type {number} */ height,
) => {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
};

let total = 0;
try {
  for (const route of routes) {
    for (const [name, device] of Object.entries(devices)) {
      const base = await screenshot(values.base, route, device);
      const next = await screenshot(values.new, route, device);
      const width = Math.max(base.width, next.width);
      const height = Math.max(base.height, next.height);
      const diff = new PNG({ width, height });
      const pixels = pixelmatch(
        onCanvas(base, width, height).data,
        onCanvas(next, width, height).data,
        diff.data,
        width,
        height,
        { threshold: 0.1 },
      );
      total += pixels;
      const size =
        base.height === next.height
          ? `${base.height} px tall`
          : `${base.height} → ${next.height} px tall`;
      console.log(
        `${pixels === 0 ? 'same' : 'DIFF'}  ${name.padEnd(7)} ${route}: ${pixels} px differ (${size})`,
      );
      if (pixels > 0) {
        const file = join(values.out, `${name}${route.replaceAll(/[/?&=]/g, '_')}`);
        writeFileSync(`${file}.base.png`, PNG.sync.write(base));
        writeFileSync(`${file}.new.png`, PNG.sync.write(next));
        writeFileSync(`${file}.diff.png`, PNG.sync.write(diff));
      }
    }
  }
} finally {
  await browser.close();
}
console.log(
  `${routes.length} routes × 2 viewports: ${total} px differ in all${total ? ` (pictures in ${values.out})` : ''}`,
);
process.exitCode = total === 0 ? 0 : 1;
