// What the live composition is made of, read at run time from each remote's deploy:
// its manifest, `build-info.json` and `pages.json` (beside the manifest that remotes.json
// names; remotes-config.mjs makes the one snapshot of them), and where its server build
// is. The sitemap, `/version.json`, the page renderer and the prerender use it.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultLocale, locales, pathIn } from 'shared-content/locale';

/** @import { Locale } from 'shared-content/locale' */
/** @import { RemoteEntry } from 'shared-content/remote-entry' */
/** @import { Composition, OwnedPages } from './remotes-config.mjs' */
/** @import { BrowserManifest, ServerRemote } from '../src/server/remotes' */
/**
 * A JSON file of a remote's deploy: its text and what it parses to.
 * @typedef {{ text: string, value: unknown }} RemoteFile
 */
/**
 * What is read of a remote's server `mf-manifest.json`: where its remote entry is.
 * @typedef {{ metaData: { remoteEntry: { path?: string, name: string } } }} ServerManifest
 */
/**
 * site.json: what the shell's build tells the server (written by shell/build/site-files.ts).
 * It names no remote: the slots the shell's pages offer are filled by whoever the live
 * composition says.
 * @typedef {{
 *   origin: string,
 *   redirects: Record<string, string>,
 *   frameOrigins: string[],
 *   shellPages: { path: string, owner: string, canonical?: string, queryParams?: Record<string, unknown> }[],
 *   shellSlots?: Record<string, string>,
 * }} SiteJson
 */
/** @typedef {ReturnType<typeof createSiteInfo>} SiteInfo */

/** How long a file fetched from another origin is reused before it is fetched again. */
const REFETCH_MS = 5000;
/** How long a remote's origin may take to answer (the render budget of a remote). */
const FETCH_TIMEOUT_MS = Number(process.env.SSR_REMOTE_BUDGET_MS ?? 1500);

/** @param {string} text */
const hashOf = (text) => createHash('sha1').update(text).digest('hex').slice(0, 12);

/**
 * A remote's deployed files, beside the manifest remotes.json names: read from disk when
 * this server serves it (`/remotes/<name>/…`), else fetched from its origin. The one
 * reader of a remote's files, for its pages, versions and server build.
 * @param {{ remoteDir: (name: string) => string }} options
 */
export function remoteFileReader({ remoteDir }) {
  /** @type {Map<string, { at: number, value: RemoteFile }>} */
  const fetched = new Map();
  /** @type {Map<string, RemoteFile & { stamp: string }>} */
  const local = new Map();

  /**
   * The folder on this machine that holds the manifest; undefined when the remote is
   * served from another origin. Throws for a path of this site outside the remote's folder.
   * @param {string} name
   * @param {string} manifestUrl
   */
  const folderOf = (name, manifestUrl) => {
    if (!manifestUrl.startsWith('/')) return undefined;
    const prefix = `/remotes/${name}/`;
    const root = remoteDir(name);
    const folder = manifestUrl.startsWith(prefix)
      ? join(root, dirname(manifestUrl.slice(prefix.length).split('?')[0]))
      : '';
    if (!`${folder}${sep}`.startsWith(`${root}${sep}`)) {
      throw new Error(`${manifestUrl} is not under ${prefix}`);
    }
    return folder;
  };

  // Parsed again only when the file changes: the page renderer asks on every render.
  /**
   * @param {string} path
   * @returns {RemoteFile}
   */
  const readLocal = (path) => {
    const { mtimeMs, size } = statSync(path);
    const stamp = `${mtimeMs}:${size}`;
    const hit = local.get(path);
    if (hit?.stamp === stamp) return hit;
    const text = readFileSync(path, 'utf8');
    const entry = { stamp, text, value: /** @type {unknown} */ (JSON.parse(text)) };
    local.set(path, entry);
    return entry;
  };

  /**
   * @param {string} url
   * @returns {Promise<RemoteFile>}
   */
  const readRemote = async (url) => {
    const hit = fetched.get(url);
    if (hit && Date.now() - hit.at < REFETCH_MS) return hit.value;
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const text = await response.text();
    const value = { text, value: /** @type {unknown} */ (JSON.parse(text)) };
    fetched.set(url, { at: Date.now(), value });
    return value;
  };

  return {
    folderOf,
    /**
     * A JSON file beside a remote's manifest (`file` relative to it), or an error; its
     * content is not checked.
     * @param {string} name
     * @param {string} manifestUrl
     * @param {string} file
     * @returns {Promise<RemoteFile>}
     */
    read: async (name, manifestUrl, file) => {
      const folder = folderOf(name, manifestUrl);
      return folder ? readLocal(join(folder, file)) : readRemote(new URL(file, manifestUrl).href);
    },
  };
}

/**
 * Where a remote's server build is, found beside its browser manifest:
 * `<folder>/mf-manifest.json` → `<folder>/server/mf-manifest.json` → its remote entry.
 * @param {ReturnType<typeof remoteFileReader>} files
 * @param {string} name
 * @param {RemoteEntry} entry
 * @returns {Promise<ServerRemote>}
 */
async function serverBuildOf(files, name, entry) {
  const [browser, server] = await Promise.all([
    files.read(name, entry.manifest, 'mf-manifest.json'),
    files.read(name, entry.manifest, 'server/mf-manifest.json'),
  ]);
  const { path = '', name: file } = /** @type {ServerManifest} */ (server.value).metaData
    .remoteEntry;
  const entryPath = `server/${path ? `${path}/` : ''}${file}`;
  const folder = files.folderOf(name, entry.manifest);
  // The browser manifest names content-hashed files: it changes with every deploy.
  const version = hashOf(browser.text);
  const local = folder ? join(folder, entryPath) : undefined;
  return {
    entry: local ? pathToFileURL(local).href : new URL(entryPath, entry.manifest).href,
    version: local ? `${version}:${statSync(local).mtimeMs}` : version,
    browser: {
      url: entry.manifest,
      manifest: /** @type {BrowserManifest['manifest']} */ (browser.value),
    },
  };
}

/**
 * The site's pages and versions as deployed now, from the one snapshot of the live
 * composition (`composition()`) and the live shell (`shellDist()`, `site()`: they change
 * when the shell is released).
 * @param {{ shellDist: () => string, files: ReturnType<typeof remoteFileReader>,
 *   composition: () => Composition, site: () => SiteJson }} options
 */
export function createSiteInfo({ shellDist, files, composition, site }) {
  /**
   * The shell's `build-info.json`, as its build wrote it.
   * @returns {unknown}
   */
  const shellBuild = () => {
    try {
      return JSON.parse(readFileSync(join(shellDist(), 'build-info.json'), 'utf8'));
    } catch {
      return undefined;
    }
  };

  /**
   * A live remote's pages (those under the prefixes it owns here).
   * @param {string} name
   * @returns {OwnedPages | undefined}
   */
  const pagesOf = (name) => composition().described[name]?.pages;

  /** Every canonical page: the shell's and each live remote's. */
  const canonicalPaths = () => [
    ...site()
      .shellPages.filter((route) => !route.canonical)
      .map((route) => route.path),
    ...Object.values(composition().described).flatMap((described) => described.pages.pages),
  ];

  /** Every page in every language, each with the links to its twins (hreflang). */
  const sitemapXml = () => {
    const { origin } = site();
    /** @param {string} path @param {Locale} lang */
    const href = (path, lang) => new URL(pathIn(path, lang), origin).href;
    const urls = canonicalPaths().flatMap((path) => {
      const alternates = [
        ...locales.map((lang) => [lang, href(path, lang)]),
        ['x-default', href(path, defaultLocale)],
      ]
        .map(([lang, url]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`)
        .join('\n');
      return locales.map(
        (lang) => `  <url>\n    <loc>${href(path, lang)}</loc>\n${alternates}\n  </url>`,
      );
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  };

  /** `/version.json`: the shell's build and, per live remote, what is live and where it came from. */
  const versions = () => {
    const { remotes, described } = composition();
    const shell = /** @type {Record<string, unknown> | undefined} */ (shellBuild());
    return {
      shell: shell
        ? {
            ...shell,
            pages: site()
              .shellPages.filter((route) => !route.canonical)
              .map((route) => route.path),
            slots: site().shellSlots ?? {},
          }
        : null,
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([name, entry]) => {
          const live = described[name];
          return [
            name,
            {
              url: entry.manifest,
              version: live?.buildVersion ?? null,
              prefixes: entry.prefixes,
              pages: live?.pages.pages ?? null,
              aliases: live?.pages.aliases ?? null,
              fills: entry.fills ?? [],
              build: live?.build ?? null,
              shared: (live?.shared ?? []).map(
                ({ name: pkg, version, singleton, requiredVersion }) => ({
                  name: pkg,
                  version,
                  singleton,
                  requiredVersion,
                }),
              ),
            },
          ];
        }),
      ),
    };
  };

  /**
   * The server build of one remote as deployed now, or why there is none.
   * @param {string} name
   * @param {RemoteEntry} entry
   * @returns {Promise<{ remote: ServerRemote, problem?: undefined }
   *   | { remote?: undefined, problem: string }>}
   */
  const serverRemoteOf = async (name, entry) => {
    try {
      return { remote: await serverBuildOf(files, name, entry) };
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
  };

  return { pagesOf, serverRemoteOf, canonicalPaths, sitemapXml, versions };
}
