// How much script a page's requests weigh, as the first-view budgets (e2e/first-view.spec.ts)
// and the after-touch benchmark (bench/after-touch.mjs) count it: each script URL's built
// file in this workspace, brotli-compressed at its best quality, so that the figures are
// the same on every run (the server must serve this workspace's build).
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
