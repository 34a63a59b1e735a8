import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pathIn } from 'shared-content';
import { builtFile, openFirstView, scriptKiB, watchScripts } from '../script-weight.mjs';
import { canonicalPaths } from '../site/pages';
import { translatedSentencePairs } from '../site/translations';

/**
 * What a cheap phone downloads before a page works, with islands (issues 48 and 61): the
 * scripts requested from the load until the anonymous reporter has loaded too (the loader
 * asks for it once the page is idle, 3 s after its load at the earliest), before any
 * interaction: the island loader, its behaviours (moving parts, marquees), the reporter
 * and the islands that woke by themselves or in view. Their size is the brotli size of the
 * built files, computed here, so the figures are the same on every run: a budget, not a
 * timing. Every page of the sitemap, in both languages, by its kind (docs/architecture.md,
 * "What a first view downloads", says the same numbers).
 */
/**
 * A page where no island needs React before an interaction: no `site-island`, or only
 * islands that wake at a visitor's first touch (`data-wake="interaction"`).
 */
const NO_ISLAND_BUDGET_KIB = 10;
/** A page with an island that React hydrates by itself (at load, when idle, in view). */
const ISLAND_PAGE_BUDGET_KIB = 90;
/** The islands that may bring React before an interaction. */
const SELF_WAKING_ISLANDS = 'site-island:not([data-wake="interaction"])';
const sumKiB = (urls: string[]) => urls.reduce((total, url) => total + scriptKiB(url), 0);

/** Every page of the site (the sitemap's), in both languages. */
const everyPage = canonicalPaths().flatMap((english) => [english, pathIn(english, 'es')]);

/** One page's first view: its script KiB and kind, from its load until the reporter has loaded. */
async function firstView(page: Page, path: string) {
  const scripts = await watchScripts(page);
  await openFirstView(page, path);
  // Islands woken in view at load have asked for their scripts by now; those they import
  // in turn follow within moments.
  await page.waitForTimeout(500);
  // The page's kind, from its server HTML: a `site-island` is a part hydrated by React.
  const reactIslands = await page.locator(SELF_WAKING_ISLANDS).count();
  const budget = reactIslands > 0 ? ISLAND_PAGE_BUDGET_KIB : NO_ISLAND_BUDGET_KIB;
  const kib = sumKiB(scripts.map(({ url }) => url));
  return { path, kib, budget, files: scripts.length, reactIslands };
}

// A few pages at once, each in a tab of its own (most of a first view is its 3 s wait).
const PAGES_AT_ONCE = 4;
const batches = Array.from({ length: Math.ceil(everyPage.length / PAGES_AT_ONCE) }, (_, index) =>
  everyPage.slice(index * PAGES_AT_ONCE, (index + 1) * PAGES_AT_ONCE),
);

for (const paths of batches) {
  test(`first views of ${paths.join(', ')}: at most ${ISLAND_PAGE_BUDGET_KIB} KiB of script before an interaction, ${NO_ISLAND_BUDGET_KIB} where no React island wakes by itself`, async ({
    context,
  }) => {
    const views = await Promise.all(
      paths.map(async (path) => firstView(await context.newPage(), path)),
    );
    for (const { path, kib, budget, files, reactIslands } of views) {
      test
        .info()
        .annotations.push({ type: 'first view', description: `${path} ${kib.toFixed(1)} KiB` });
      console.log(
        `first view ${path}: ${kib.toFixed(1)} KiB of script (brotli) in ${files} files, ${reactIslands} self-waking React islands (budget ${budget})`,
      );
      expect.soft(kib, `first view of ${path}, KiB of script`).toBeLessThanOrEqual(budget);
    }
  });
}

test('the budgets cover every page of the sitemap, both kinds among them', async ({ page }) => {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  expect([...everyPage].sort()).toEqual([...inSitemap].sort());
  const kinds = new Set<boolean>();
  for (const path of ['/locations/parlin', '/about']) {
    await page.goto(path);
    kinds.add((await page.locator(SELF_WAKING_ISLANDS).count()) > 0);
  }
  expect([...kinds].sort()).toEqual([false, true]);
});

test("a page downloads its section's texts in its own language only", async ({ browser }) => {
  /**
   * The text of the scripts of `owner` a first view of `path` downloads: a remote's, or
   * the shell's page chunks (the shell's entry carries the English chrome on every page).
   */
  const scriptText = async (path: string, owner: string) => {
    const page = await browser.newPage();
    const scripts = await watchScripts(page);
    await page.goto(path);
    // Every island of the page woken: scrolled through to the end, and each touched.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const island of document.querySelectorAll('site-island')) {
        island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
    });
    // Each woken island's scripts all came: it has hydrated (or failed). The network alone
    // can be quiet for half a second between its scripts on a busy machine.
    await page.waitForFunction(() => {
      const woken = [...document.querySelectorAll('site-island[data-island-state]')];
      return (
        woken.length > 0 &&
        woken.every((island) =>
          ['hydrated', 'failed'].includes(island.getAttribute('data-island-state') ?? ''),
        )
      );
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
