// What the live composition is made of, read at run time from each remote's deploy:
// its manifest, `build-info.json` and `pages.json` (beside the manifest that remotes.json
// names). The sitemap, `/version.json`, the page renderer and the prerender use it.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { underPrefix } from 'shared-content/remote-entry';

/** @import { RemoteEntry } from 'shared-content/remote-entry' */
/** @import { RemotesConfig } from './remotes-config.mjs' */
/**
 * site.json: what the shell's build tells the server (written by shell/build/site-files.ts).
 * @typedef {{
 *   origin: string,
 *   redirects: Record<string, string>,
 *   remoteNames: string[],
 *   frameOrigins: string[],
 *   shellPages: { path: string, owner: string, canonical?: string, queryParams?: string[] }[],
 *   defaultRemotes: RemotesConfig,
 *   languages: { lang: string, prefix: string }[],
 * }} SiteJson
 */

/**
 * A page's address in a language: the language's prefix before the English path
 * (`/es` + `/locations/parlin`; the home page is the prefix alone). The rule of
 * shared-content/src/platform/locale.ts, for the plain JavaScript that reads site.json.
 * @param {string} path an English path
 * @param {string} prefix a language's prefix from site.json (`''` for English)
 */
export const pathInLanguage = (path, prefix) =>
  prefix && path === '/' ? prefix : `${prefix}${path}`;
/**
 * A remote's `pages.json` as its build publishes it (shared-content/src/build). It comes
 * from the remote's deploy: `pagesOf` checks that `pages` is a list and keeps only the
 * `queryParams` entries that are lists of names.
 * @typedef {{ pages?: string[], aliases?: Record<string, string>, queryParams?: Record<string, unknown> }} PublishedPages
 */
/**
 * What is read of a remote's `mf-manifest.json`.
 * @typedef {{
 *   metaData?: { buildInfo?: { buildVersion?: string } },
 *   shared?: { name: string, version: string, singleton?: boolean, requiredVersion?: string }[],
 * }} ManifestSummary
 */
/**
 * A remote's pages that it owns here.
 * @typedef {{ pages: string[], aliases: Record<string, string>, queryParams: Record<string, string[]> }} OwnedPages
 */
/** @typedef {ReturnType<typeof createSiteInfo>} SiteInfo */

/** How long a file fetched from another origin is reused before it is fetched again. */
const REFETCH_MS = 5000;
const FETCH_TIMEOUT_MS = 1500;

/**
 * Reads a JSON file beside a remote's manifest: from disk when it is served here, else
 * fetched. Undefined when it cannot be read; its content is not checked.
 * @param {{ remoteDir: (name: string) => string }} options
 * @returns {(name: string, manifestUrl: string, file: string) => Promise<unknown>}
 */
export function remoteFileReader({ remoteDir }) {
  /** @type {Map<string, { at: number, value: unknown }>} */
  const fetched = new Map();
  /** @type {Map<string, { stamp: string, value: unknown }>} */
  const local = new Map();
  // Parsed again only when the file changes: the page renderer asks on every render.
  /**
   * @param {string} path
   * @returns {unknown}
   */
  const readLocal = (path) => {
    try {
      const { mtimeMs, size } = statSync(path);
      const stamp = `${mtimeMs}:${size}`;
      const hit = local.get(path);
      if (hit?.stamp === stamp) return hit.value;
      /** @type {unknown} */
      const value = JSON.parse(readFileSync(path, 'utf8'));
      local.set(path, { stamp, value });
      return value;
    } catch {
      return undefined;
    }
  };
  return async function readBeside(name, manifestUrl, file) {
    const prefix = `/remotes/${name}/`;
    if (manifestUrl.startsWith(prefix)) {
      const folder = join(remoteDir(name), dirname(manifestUrl.slice(prefix.length).split('?')[0]));
      if (!`${folder}${sep}`.startsWith(`${remoteDir(name)}${sep}`)) return undefined;
      return readLocal(join(folder, file));
    }
    if (manifestUrl.startsWith('/')) return undefined;
    const url = new URL(file, manifestUrl).href;
    const hit = fetched.get(url);
    if (hit && Date.now() - hit.at < REFETCH_MS) return hit.value;
    /** @type {unknown} */
    let value;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      value = response.ok ? await response.json() : undefined;
    } catch {
      value = undefined;
    }
    fetched.set(url, { at: Date.now(), value });
    return value;
  };
}

/**
 * The site's pages and versions as deployed now. `remotesConfig()` returns the current,
 * normalized remotes.json (`{ name: { manifest, prefixes } }`).
 * @param {{ shellDist: string, remoteDir: (name: string) => string,
 *   remotesConfig: () => RemotesConfig, site: SiteJson }} options
 */
export function createSiteInfo({ shellDist, remoteDir, remotesConfig, site }) {
  const readBeside = remoteFileReader({ remoteDir });
  /**
   * The shell's `build-info.json`, as its build wrote it.
   * @returns {unknown}
   */
  const shellBuild = () => {
    try {
      return JSON.parse(readFileSync(join(shellDist, 'build-info.json'), 'utf8'));
    } catch {
      return undefined;
    }
  };

  /**
   * A remote's published pages, keeping only those under the prefixes it owns here.
   * @param {string} name
   * @param {RemoteEntry} entry
   * @returns {Promise<OwnedPages | undefined>}
   */
  const pagesOf = async (name, entry) => {
    const published = /** @type {PublishedPages | undefined} */ (
      await readBeside(name, entry.manifest, 'pages.json')
    );
    if (!published || !Array.isArray(published.pages)) return undefined;
    /** @param {string} path */
    const owned = (path) => entry.prefixes.some((prefix) => underPrefix(path, prefix));
    /**
     * @param {unknown} names
     * @returns {names is string[]}
     */
    const isNameList = (names) =>
      Array.isArray(names) &&
      names.every((/** @type {unknown} */ param) => typeof param === 'string');
    return {
      pages: published.pages.filter(owned),
      aliases: Object.fromEntries(
        Object.entries(published.aliases ?? {}).filter(([path]) => owned(path)),
      ),
      // The query parameters a page reads: the only ones that reach its render.
      queryParams: Object.fromEntries(
        Object.entries(published.queryParams ?? {}).filter(
          /** @returns {pair is [string, string[]]} */
          (pair) => owned(pair[0]) && isNameList(pair[1]),
        ),
      ),
    };
  };

  /** Every canonical page: the shell's and each live remote's. */
  const canonicalPaths = async () => {
    const config = remotesConfig();
    const remotePages = await Promise.all(
      Object.entries(config).map(
        async ([name, entry]) => (await pagesOf(name, entry))?.pages ?? [],
      ),
    );
    return [
      ...site.shellPages.filter((route) => !route.canonical).map((route) => route.path),
      ...remotePages.flat(),
    ];
  };

  /** Every page in every language, each with the links to its twins (hreflang). */
  const sitemapXml = async () => {
    /** @param {string} path @param {string} prefix */
    const href = (path, prefix) => new URL(pathInLanguage(path, prefix), site.origin).href;
    const urls = (await canonicalPaths()).flatMap((path) => {
      const alternates = [
        ...site.languages.map(({ lang, prefix }) => [lang, href(path, prefix)]),
        ['x-default', href(path, '')],
      ]
        .map(([lang, url]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`)
        .join('\n');
      return site.languages.map(
        ({ prefix }) => `  <url>\n    <loc>${href(path, prefix)}</loc>\n${alternates}\n  </url>`,
      );
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  };

  /** `/version.json`: the shell's build and, per remote, what is live and where it came from. */
  const versions = async () => {
    const config = remotesConfig();
    /** @type {Record<string, object>} */
    const remotes = {};
    await Promise.all(
      Object.entries(config).map(async ([name, entry]) => {
        const [manifest, build, pages] = await Promise.all([
          /** @type {Promise<ManifestSummary | undefined>} */ (
            readBeside(name, entry.manifest, 'mf-manifest.json')
          ),
          readBeside(name, entry.manifest, 'build-info.json'),
          pagesOf(name, entry),
        ]);
        remotes[name] = {
          url: entry.manifest,
          version: manifest?.metaData?.buildInfo?.buildVersion ?? null,
          prefixes: entry.prefixes,
          pages: pages?.pages ?? null,
          aliases: pages?.aliases ?? null,
          build: build ?? null,
          shared: (manifest?.shared ?? []).map(
            ({ name: pkg, version, singleton, requiredVersion }) => ({
              name: pkg,
              version,
              singleton,
              requiredVersion,
            }),
          ),
        };
      }),
    );
    return { shell: shellBuild() ?? null, remotes };
  };

  return { pagesOf, canonicalPaths, sitemapXml, versions };
}
