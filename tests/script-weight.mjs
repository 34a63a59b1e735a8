// Which scripts a page requests and how much they weigh, as the first-view budgets
// (e2e/first-view.spec.ts) and the after-touch benchmark (bench/after-touch.mjs) count
// them: each script URL's built file in this workspace, brotli-compressed at its best
// quality, so that the figures are the same on every run (the server must serve this
// workspace's build).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const workspace = resolve(fileURLToPath(import.meta.url), '../..');

/**
 * Where a script URL's built file is: the shell at /, each remote under
 * /remotes/<name>/<release>/ (the release of the workspace's build).
 * @param {string} url
 */
export function builtFile(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(?:[0-9a-f]{12}\/)?(.*)$/);
  return remote
    ? join(workspace, remote[1], 'dist', remote[2])
    : join(workspace, 'shell/dist', pathname);
}

// Each file compressed once (brotli at its best quality takes a while for react-dom, and
// most pages share most files).
/** @type {Map<string, number>} */
const sizes = new Map();

/**
 * The brotli size of the built file a script URL serves, in KiB.
 * @param {string} url
 */
export function scriptKiB(url) {
  const file = builtFile(url);
  const known = sizes.get(file);
  if (known !== undefined) return known;
  const kib =
    brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length / 1024;
  sizes.set(file, kib);
  return kib;
}

/** The reporter's chunk, the last script a first view asks for. */
const REPORTER_SCRIPT = /\/static\/js\/async\/reporter\.[0-9a-f]+\.js$/;

/**
 * Records the scripts a page requests from now on, the browser's cache off: each URL, with
 * what asked for it (`document`, or the URL of the script that did).
 * @param {import('@playwright/test').Page} page
 */
export async function watchScripts(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** @type {{ url: string; initiator: string }[]} */
  const scripts = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
    if (type !== 'Script') return;
    const frames = initiator.stack?.callFrames ?? [];
    const by = initiator.type === 'script' ? (frames[0]?.url ?? 'script') : 'document';
    scripts.push({ url: request.url, initiator: by });
  });
  return scripts;
}

/**
 * Opens a page and waits out its first view: its load, then the anonymous reporter's
 * script, which the loader asks for once the page is idle (3 s after its load at the
 * earliest), the last a first view requests.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
export async function openFirstView(page, url) {
  const reporterLoaded = page.waitForResponse((response) =>
    REPORTER_SCRIPT.test(new URL(response.url()).pathname),
  );
  // Awaited below; if the page does not load, the error is the load's, and this one,
  // rejected as the page closes, must not go unhandled.
  reporterLoaded.catch(() => {});
  await page.goto(url);
  await page.waitForLoadState('load');
  await reporterLoaded;
}
