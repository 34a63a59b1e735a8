// Server-side rendering for the production server, one pass per request: the shell's
// server bundle says which page the URL shows (`pageFor`: owner, route, modules), the
// remotes it needs are found through remotes.json (the same run-time configuration the
// browser reads), and a render worker renders it (`renderPage`). The HTML is cached per
// page URL, keyed by the versions of the remotes that rendered it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeOfPath, withoutLocale } from 'shared-content/locale';
import type { Notices } from 'shared-content/schemas';
import type { RenderResult } from '../src/server/index';
import type { ServerRemote } from '../src/server/remotes';
import { countRender } from './observe.ts';
import { pageCache } from './page-cache.ts';
import { problemLog } from './problem-log.ts';
import type { RemotesConfig } from './remotes-config.ts';
import { createRenderPool } from './render-pool.ts';
import { loadServerBuild } from './server-build.ts';
import type { SiteInfo } from './site-info.ts';

export type PageResult = RenderResult | { kind: 'redirect'; location: string };

/** How long a remote may take on the server before its part shows the failure panel. */
const REMOTE_BUDGET_MS = Number(process.env.SSR_REMOTE_BUDGET_MS ?? 1500);
const CACHE_LIMIT = 200;

/**
 * The shell's own scripts a page needs besides its entry, as its build listed them
 * (`page-chunks.json`, shared-content/src/build/page-chunks.ts): the bootstrap, in
 * another language than English the chrome's texts, and on one of the shell's own pages
 * that page's component and texts in its language.
 */
function shellScriptsFinder(shellDist: string): (path: string, owner: string) => string[] {
  const listed: {
    chrome: Record<string, string[]>;
    pages: Record<string, Record<string, string[]>>;
  } = JSON.parse(readFileSync(join(shellDist, 'page-chunks.json'), 'utf8'));
  const urls = (files: string[] | undefined) => (files ?? []).map((file) => `/${file}`);
  return (path, owner) => {
    const lang = localeOfPath(path);
    const chrome = urls(listed.chrome[lang]);
    if (owner !== 'shell') return chrome;
    return [...chrome, ...urls(listed.pages[withoutLocale(path)]?.[lang])];
  };
}

/**
 * The page renderer of the production server. `remotesConfig()` returns the parsed
 * remotes.json (or undefined) and a stamp that changes when the file does; `notices()` the
 * owner's notices now and a version that changes with them. A cached page is used until
 * either changes, a remote is redeployed, or the page's text changes by the clock.
 */
export function createPageRenderer({
  shellDist,
  remotesConfig,
  siteInfo,
  notices = async () => ({ notices: undefined, version: 0 }),
  noticesLive = true,
  log = console,
  observer,
}: {
  shellDist: string;
  remotesConfig: () => { config: RemotesConfig | undefined; stamp: number | string };
  siteInfo: SiteInfo;
  notices?: () => Promise<{ notices: Notices | undefined; version: number }>;
  noticesLive?: boolean;
  log?: Pick<Console, 'warn' | 'error' | 'info'>;
  observer?: import('./observe.ts').Observer;
}) {
  // The shell's own server code (which page a URL shows, checks) runs here; pages, with
  // the remotes' code, render in the worker pool.
  const { pageFor, compatibilityProblems } = loadServerBuild(shellDist);
  const template = readFileSync(join(shellDist, 'index.html'), 'utf8');
  const shellScriptsFor = shellScriptsFinder(shellDist);
  // SSR_CACHE_ENTRIES=0 turns the page cache off (to measure renders: pnpm bench:ssr).
  const cache = pageCache(Number(process.env.SSR_CACHE_ENTRIES ?? CACHE_LIMIT));
  const problems = problemLog({ log });
  const pool = createRenderPool({
    shellDist,
    budgetMs: REMOTE_BUDGET_MS,
    log,
    problems,
    observer,
  });

  /**
   * The server builds of these remotes that can be used now.
   */
  const serverRemotesFor = async (
    names: readonly string[],
    config: RemotesConfig | undefined,
  ): Promise<Record<string, ServerRemote>> => {
    const found: Record<string, ServerRemote> = {};
    await Promise.all(
      names.map(async (name) => {
        const entry = config?.[name];
        if (!entry) return;
        const { remote, problem } = await siteInfo.serverRemoteOf(name, entry);
        const key = `${name} (server build)`;
        if (!remote) {
          observer?.renderFailed([name], 'missing-build');
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
        found[name] = remote;
      }),
    );
    return found;
  };

  /**
   * The page with the scripts its section's build lists for it in its language (its
   * component's and its texts' chunks), which the browser starts with the remote's entry
   * instead of after it.
   */
  const withPageChunks = (
    page: import('../src/federation/routeModules').PageTarget,
    remotes: RemotesConfig,
  ) => {
    const owned = siteInfo.pagesOf(page.owner);
    const entry = remotes[page.owner];
    if (!owned || !entry) return page;
    const english = withoutLocale(page.path);
    const listed = owned.chunks[owned.aliases[english] ?? english]?.[localeOfPath(page.path)];
    if (!listed?.length) return page;
    // Beside the manifest remotes.json names (a path on this site, or another origin).
    const base = new URL(entry.manifest, 'http://this.site/');
    const chunks = listed.map((file) => {
      const url = new URL(file, base);
      return url.origin === 'http://this.site' ? url.pathname : url.href;
    });
    return {
      ...page,
      modules: page.modules.map((module) =>
        module.remote === page.owner ? { ...module, chunks } : module,
      ),
    };
  };

  /**
   * `mayRender`, asked only when the page must be rendered (not in the cache): false
   * answers `{ kind: 'limited' }` instead (render-limit.ts).
   */
  const renderPageAt = async (
    url: string,
    { mayRender }: { mayRender?: () => Promise<boolean> } = {},
  ): Promise<PageResult | { kind: 'limited' }> => {
    const { config, stamp } = remotesConfig();
    const remotes = config ?? {};
    const page = await pageFor(url, remotes, async (owner) => siteInfo.pagesOf(owner));
    if (page.kind === 'redirect') return page;
    const live = await notices();
    const cacheKey = `${stamp}|${live.version}|${page.url}`;
    const cached = cache.get(cacheKey);
    if (cached && Date.now() < cached.result.expiresAt) {
      const current = await serverRemotesFor(Object.keys(cached.remoteVersions), config);
      const unchanged = Object.entries(cached.remoteVersions).every(
        ([name, version]) => current[name]?.version === version,
      );
      if (unchanged) {
        observer?.pageCache(true);
        return cached.result;
      }
    }
    observer?.pageCache(false);
    if (mayRender && !(await mayRender())) return { kind: 'limited' };
    const names = page.modules.map((module) => module.remote);
    const serverRemotes = await serverRemotesFor(names, config);
    const started = performance.now();
    const result = await pool.render({
      page: withPageChunks(page, remotes),
      template,
      remotes,
      serverRemotes,
      budgetMs: REMOTE_BUDGET_MS,
      shellScripts: shellScriptsFor(page.path, page.owner),
      notices: live.notices,
      noticesLive,
    });
    if (observer)
      countRender(observer, Object.keys(serverRemotes), result, performance.now() - started);
    const renderKey = `${names.join(', ') || 'shell'} (render)`;
    if (result.failures.length > 0) {
      problems.failed(
        renderKey,
        `rendered ${page.path} without a part: ${result.failures.join('; ')}`,
      );
    } else {
      problems.recovered(renderKey);
    }
    if (result.status === 200) {
      cache.set(cacheKey, { result, remoteVersions: result.remoteVersions });
    }
    return result;
  };
  /** Ends the render workers (a script that renders and exits: the prerender). */
  renderPageAt.close = () => pool.close();
  return renderPageAt;
}
