import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing. HTML is left to the server (it may render it per request). */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|xml|txt|map)$/;
/** Edited in place by whoever deploys the site, so a build-time copy would go stale. */
const EDITED_AFTER_BUILD = /(^|\/)remotes\.json$/;
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file that gets smaller.
 * The server build (`server/`) is read from disk by Node, never sent: it is left out.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const serverBuild = join(dir, 'server');
  const files = (await filesUnder(dir)).filter(
    (file) =>
      COMPRESSIBLE.test(file) &&
      !EDITED_AFTER_BUILD.test(file) &&
      file !== serverBuild &&
      !file.startsWith(`${serverBuild}/`),
  );
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(content, { level: 9 }),
      ]);
      // A copy that saves under a tenth is not worth a second file to deploy.
      if (br.length > content.length * 0.9) return;
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}

/**
 * Brotli and gzip copies of the browser build's assets, so the production server sends
 * them as they are instead of compressing on every request.
 */
export const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'precompress',
  setup(api) {
    api.onAfterBuild(async ({ environments }) => {
      for (const environment of Object.values(environments)) {
        if (environment.config.output.target !== 'web') continue;
        await precompressFolder(environment.distPath);
      }
    });
  },
});
