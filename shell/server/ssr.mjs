// Server-side rendering for the production server: finds each remote's server build
// through remotes.json (the same run-time configuration the browser reads), renders
// pages with the shell's server bundle, and caches the HTML per URL, keyed by the
// versions of the remotes that rendered it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { problemLog } from './problem-log.mjs';
import { createRenderPool } from './render-pool.mjs';
import { readSiteJson } from './site-paths.mjs';

/** @import { Notices } from 'shared-content/schemas' */
/** @import { RenderResult } from '../src/server/index' */
/** @import { BrowserManifest, ServerRemote } from '../src/server/remotes' */
/** @import { RemotesConfig } from './remotes-config.mjs' */
/** @import { SiteInfo } from './site-info.mjs' */
/**
 * What is read of a remote's server `mf-manifest.json`: where its remote entry is.
 * @typedef {{ metaData: { remoteEntry: { path?: string, name: string } } }} ServerManifest
 */
/** @typedef {Extract<RenderResult, { kind: 'page' }>} RenderedPage */
/**
 * A page in the cache, with the versions of the remotes that rendered it.
 * @typedef {{ result: RenderedPage, remoteVersions: RenderedPage['remoteVersions'] }} CachedPage
 */

const require = createRequire(import.meta.url);

/** How long a remote may take on the server before its part shows the failure panel. */
export const REMOTE_BUDGET_MS = Number(process.env.SSR_REMOTE_BUDGET_MS ?? 1500);
/** How often a remote served from another origin is checked for a new deploy. */
const REMOTE_ORIGIN_RECHECK_MS = 5000;
const CACHE_LIMIT = 200;
/** The page cache's size limit in bytes of HTML (a page is about 60-120 KB). */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Reads and parses a JSON file again only when it changes.
 * @returns {(file: string) => { stamp: string, text: string, value: unknown }}
 */
function jsonFileReader() {
  /** @type {Map<string, { stamp: string, text: string, value: unknown }>} */
  const cache = new Map();
  return (file) => {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit;
    const text = readFileSync(file, 'utf8');
    const entry = { stamp, text, value: JSON.parse(text) };
    cache.set(file, entry);
    return entry;
  };
}

/** @param {string} text */
const hashOf = (text) => createHash('sha1').update(text).digest('hex').slice(0, 12);

/**
 * Where a remote's server build is, found from the URL of its browser manifest:
 * `<folder>/mf-manifest.json` → `<folder>/server/mf-manifest.json` → its remote entry.
 * Remotes served by this server (`/remotes/<name>/…`) are read from disk; others are
 * fetched from their origin.
 * @param {{ remoteDir: (name: string) => string }} options
 */
export function createServerRemoteLocator({ remoteDir }) {
  const readJson = jsonFileReader();
  /** @type {Map<string, { at: number, value: ServerRemote }>} */
  const fetched = new Map();

  /**
   * @param {string} name
   * @param {string} manifestPath
   * @returns {ServerRemote | undefined}
   */
  const local = (name, manifestPath) => {
    const prefix = `/remotes/${name}/`;
    if (!manifestPath.startsWith(prefix)) return undefined;
    const folder = join(remoteDir(name), dirname(manifestPath.slice(prefix.length)));
    if (!`${folder}${sep}`.startsWith(`${remoteDir(name)}${sep}`)) return undefined;
    const browser = readJson(join(folder, 'mf-manifest.json'));
    const server = readJson(join(folder, 'server', 'mf-manifest.json'));
    const serverManifest = /** @type {ServerManifest} */ (server.value);
    const { path = '', name: file } = serverManifest.metaData.remoteEntry;
    const entryFile = join(folder, 'server', path, file);
    // The browser manifest names content-hashed files: it changes with every deploy.
    return {
      entry: pathToFileURL(entryFile).href,
      version: `${hashOf(browser.text)}:${statSync(entryFile).mtimeMs}`,
      browser: {
        url: manifestPath,
        manifest: /** @type {BrowserManifest['manifest']} */ (browser.value),
      },
    };
  };

  /**
   * @param {string} manifestUrl
   * @returns {Promise<ServerRemote>}
   */
  const remoteOrigin = async (manifestUrl) => {
    const hit = fetched.get(manifestUrl);
    if (hit && Date.now() - hit.at < REMOTE_ORIGIN_RECHECK_MS) return hit.value;
    /** @param {string | URL} url */
    const text = async (url) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_BUDGET_MS) });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    };
    const serverManifestUrl = new URL('server/mf-manifest.json', manifestUrl);
    const [browserText, serverText] = await Promise.all([
      text(manifestUrl),
      text(serverManifestUrl),
    ]);
    /** @type {ServerManifest} */
    const serverManifest = JSON.parse(serverText);
    const { path = '', name: file } = serverManifest.metaData.remoteEntry;
    /** @type {ServerRemote} */
    const value = {
      entry: new URL(`${path ? `${path}/` : ''}${file}`, serverManifestUrl).href,
      version: hashOf(browserText),
      browser: { url: manifestUrl, manifest: JSON.parse(browserText) },
    };
    fetched.set(manifestUrl, { at: Date.now(), value });
    return value;
  };

  /**
   * The server build of one remote, or undefined (with why) when there is none.
   * @param {string} name
   * @param {string} manifestUrl
   * @returns {Promise<{ remote: ServerRemote | undefined, problem?: undefined }
   *   | { remote?: undefined, problem: string }>}
   */
  return async function locate(name, manifestUrl) {
    try {
      if (manifestUrl.startsWith('/')) return { remote: local(name, manifestUrl) };
      return { remote: await remoteOrigin(manifestUrl) };
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
  };
}

/**
 * The shell's own scripts a page needs besides its entry: the bootstrap chunk and the
 * page's chunk (`page-<path>`, `page-home` for /; see shell/src/pages/index.ts).
 * @param {string} shellDist
 * @returns {(pathname: string, owner?: string) => string[]}
 */
export function shellScriptsFinder(shellDist) {
  const folder = 'static/js/async';
  const files = readdirSync(join(shellDist, folder)).filter((file) => /\.js$/.test(file));
  /** @param {string} name */
  const chunk = (name) => {
    const file = files.find((candidate) => candidate.startsWith(`${name}.`));
    return file ? [`/${folder}/${file}`] : [];
  };
  const bootstrap = chunk('bootstrap');
  return (pathname, owner) => {
    if (owner !== 'shell') return bootstrap;
    const name = pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-');
    return [...bootstrap, ...chunk(`page-${name}`)];
  };
}

/** A small least-recently-used cache of rendered pages, bounded in entries and in bytes. */
export function pageCache(limit = CACHE_LIMIT, maxBytes = CACHE_BYTES) {
  /** @type {Map<string, CachedPage & { bytes: number }>} */
  const entries = new Map();
  let bytes = 0;
  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    /** @param {string} key */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /**
     * @param {string} key
     * @param {CachedPage} entry
     */
    set(key, entry) {
      remove(key);
      const sized = { ...entry, bytes: entry.result.html?.length ?? 0 };
      entries.set(key, sized);
      bytes += sized.bytes;
      while (entries.size > limit || (bytes > maxBytes && entries.size > 1)) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        remove(oldest.value);
      }
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}

/**
 * The page renderer of the production server. `remotesConfig()` returns the parsed
 * remotes.json (or undefined) and a stamp that changes when the file does; `notices()` the
 * owner's notices now and a version that changes with them. A cached page is used until
 * either changes, a remote is redeployed, or the page's text changes by the clock.
 * @param {{
 *   shellDist: string,
 *   remoteDir: (name: string) => string,
 *   remotesConfig: () => { config: RemotesConfig | undefined, stamp: number | string },
 *   siteInfo?: SiteInfo,
 *   notices?: () => Promise<{ notices: Notices | undefined, version: number }>,
 *   noticesLive?: boolean,
 *   log?: Pick<Console, 'warn' | 'error' | 'info'>,
 * }} options
 */
export function createPageRenderer({
  shellDist,
  remoteDir,
  remotesConfig,
  siteInfo,
  notices = async () => ({ notices: undefined, version: 0 }),
  noticesLive = true,
  log = console,
}) {
  // The shell's own server code (routes, checks) runs here; pages, with the remotes' code,
  // render in the worker pool.
  /** @type {typeof import('../src/server/index')} */
  const { remotesForPath, compatibilityProblems, declaredQueryOf } = require(
    join(shellDist, 'server', 'index.js'),
  );
  const template = readFileSync(join(shellDist, 'index.html'), 'utf8');
  const { shellPages } = readSiteJson(shellDist);
  /** @param {string} pathname */
  const isShellPage = (pathname) => shellPages.some((route) => route.path === pathname);
  const shellScriptsFor = shellScriptsFinder(shellDist);
  const locate = createServerRemoteLocator({ remoteDir });
  // SSR_CACHE_ENTRIES=0 turns the page cache off (to measure renders: pnpm bench:ssr).
  const cache = pageCache(Number(process.env.SSR_CACHE_ENTRIES ?? CACHE_LIMIT));
  const problems = problemLog({ log });
  const pool = createRenderPool({ shellDist, budgetMs: REMOTE_BUDGET_MS, log, problems });
  // The query parameters each page declares, learned from its render: a query string
  // keys the cache only by those (`?fbclid=…` gets the cached page of the bare URL).
  /** @type {Map<string, readonly string[]>} */
  const paramsByPath = new Map();

  /**
   * The server builds of these remotes that can be used now.
   * @param {readonly string[]} names
   * @param {RemotesConfig | undefined} config
   * @returns {Promise<Record<string, ServerRemote>>}
   */
  const serverRemotesFor = async (names, config) => {
    /** @type {Record<string, ServerRemote>} */
    const found = {};
    await Promise.all(
      names.map(async (name) => {
        const entry = config?.[name];
        if (!entry) return;
        const { remote, problem } = await locate(name, entry.manifest);
        const key = `${name} (server build)`;
        if (!remote) {
          problems.failed(key, `not found (${entry.manifest}): ${problem}`);
          return;
        }
        // A remote that cannot run with the shell's singletons is refused: its part
        // fails (the failure panel) instead of breaking the render.
        const refused = compatibilityProblems(name, remote.browser?.manifest);
        if (refused.length > 0) {
          problems.failed(key, `refused: ${refused.join('; ')}`);
          return;
        }
        problems.recovered(key);
        found[name] = { ...remote, pages: await siteInfo?.pagesOf(name, entry) };
      }),
    );
    return found;
  };

  /**
   * @param {string} url
   * @returns {Promise<RenderResult>}
   */
  const renderPageAt = async (url) => {
    const { config, stamp } = remotesConfig();
    const live = await notices();
    const { pathname, search } = new URL(url, 'http://localhost');
    /** @param {readonly string[]} params */
    const keyOf = async (params) =>
      `${stamp}|${live.version}|${pathname}${await declaredQueryOf(params, search)}`;
    const known = paramsByPath.get(pathname);
    const cacheKey = known ? await keyOf(known) : undefined;
    const cached = cacheKey && cache.get(cacheKey);
    if (cached && Date.now() < cached.result.expiresAt) {
      const current = await serverRemotesFor(Object.keys(cached.remoteVersions), config);
      const unchanged = Object.entries(cached.remoteVersions).every(
        ([name, version]) => current[name]?.version === version,
      );
      if (unchanged) return cached.result;
    }
    const names = await remotesForPath(pathname, config);
    const result = await pool.render({
      url,
      template,
      remotes: config ?? {},
      serverRemotes: await serverRemotesFor(names, config),
      budgetMs: REMOTE_BUDGET_MS,
      shellScripts: shellScriptsFor(pathname, isShellPage(pathname) ? 'shell' : undefined),
      notices: live.notices,
      noticesLive,
    });
    const renderKey = `${names.join(', ') || 'shell'} (render)`;
    if (result.kind === 'page' && result.failures.length > 0) {
      problems.failed(
        renderKey,
        `rendered ${pathname} without a part: ${result.failures.join('; ')}`,
      );
    } else if (result.kind === 'page') {
      problems.recovered(renderKey);
    }
    if (result.kind === 'page' && result.status === 200) {
      paramsByPath.set(pathname, result.queryParams);
      cache.set(await keyOf(result.queryParams), {
        result,
        remoteVersions: result.remoteVersions,
      });
    }
    return result;
  };
  /** Ends the render workers (a script that renders and exits: the prerender). */
  renderPageAt.close = () => pool.close();
  return renderPageAt;
}
