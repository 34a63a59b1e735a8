// The site's tables as the hosting recipes read them (site.json and remotes.json of a
// folder), and the files static hosts (Netlify, Cloudflare Pages) take for a prerendered
// site: `_redirects` and `_headers`, from the same header and cache tables as the Node
// server (headers.ts) and the nginx recipe (nginx.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSiteJson, type SiteJson } from 'site-server/composition/catalogue';
import { parseRemotesConfig, type RemotesConfig } from 'site-server/composition/remotes-config';
import { cacheControl, IMMUTABLE, securityHeaders } from 'site-server/serving/headers';

export type SiteTables = { site: SiteJson; remotes: RemotesConfig };

/**
 * site.json and the usable remotes.json entries of a folder that holds both.
 */
export function siteTables(folder: string): SiteTables {
  const site = readSiteJson(folder);
  // Without a remotes.json, every remote is served from this origin (nothing to add to the CSP).
  const file = join(folder, 'remotes.json');
  const { remotes = {} } = existsSync(file) ? parseRemotesConfig(readFileSync(file, 'utf8')) : {};
  return { site, remotes };
}

/**
 * The security headers the site's tables give (the one table of headers.ts); `https`:
 * for answers over HTTPS (HSTS too).
 */
export const headersOf = ({ site, remotes }: SiteTables, { https = false } = {}) =>
  securityHeaders(
    {
      remoteUrls: Object.values(remotes).map((entry) => entry.manifest),
      frameOrigins: site.frameOrigins,
    },
    { https },
  );

// .br/.gz copies are not served by these hosts; a chunk's .LICENSE.txt is named after the
// chunk's hash and never loaded by a page.
const NOT_SERVED_AS_ASSETS = /\.(br|gz|LICENSE\.txt)$/;

/**
 * The topmost folders under `root` whose files (bar NOT_SERVED_AS_ASSETS) are all immutable.
 */
function immutableFolders(root: string, folder: string = ''): string[] {
  const entries = readdirSync(join(root, folder), { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !NOT_SERVED_AS_ASSETS.test(entry.name));
  const folders = entries.filter((entry) => entry.isDirectory());
  const nested = folders.map((entry) => immutableFolders(root, `${folder}/${entry.name}`));
  const allImmutable =
    folder !== '' &&
    files.every((file) => cacheControl(`${folder}/${file.name}`) === IMMUTABLE) &&
    nested.every(
      (found, index) => found.length === 1 && found[0] === `${folder}/${folders[index].name}`,
    );
  return allImmutable ? [folder] : nested.flat();
}

/**
 * `_redirects` and `_headers` for static hosts (Netlify, Cloudflare Pages) of the prerender.
 */
export function staticHostFiles(root: string) {
  const tables = siteTables(root);
  const redirects = Object.entries(tables.site.redirects)
    .map(([from, to]) => `${from} ${to} 302`)
    .join('\n');
  // These hosts serve over HTTPS (and redirect plain HTTP there): HSTS on every answer.
  const security = Object.entries(headersOf(tables, { https: true }))
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  // Folders that hold only files cacheControl() calls immutable (hashed, not entry files
  // such as mf_<name>.<hash>.js), found in the folder itself: host rules match folders.
  const hashedFolders = immutableFolders(root).map((folder) => `${folder}/*`);
  const headers = [
    '/*',
    security,
    ...hashedFolders.flatMap((folder) => [folder, `  Cache-Control: ${IMMUTABLE}`]),
    '/remotes.json',
    '  Cache-Control: no-cache',
    '/notices.json',
    '  Cache-Control: no-cache',
    '/*.html',
    '  Cache-Control: no-cache',
    '',
  ].join('\n');
  return { _redirects: `${redirects}\n`, _headers: headers };
}
