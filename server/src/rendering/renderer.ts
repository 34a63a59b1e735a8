// Server-side rendering for the production server, one pass per request: the shell's
// server bundle says which page the URL shows (`pageFor`: owner, route, modules, declared
// query), from the one snapshot of the live composition, and a render worker renders it
// (`renderPage`, shell/src/server/render.tsx). Nothing is read from disk per request: the
// composition holds each remote's server build and version, the notices are watched, and
// the page template and chunk lists are read once per shell release. The HTML is cached
// per page (in the cache it is given), keyed by the composition's stamp (which changes
// with any remote's version) and the notices' version.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageTarget } from 'shell/server';
import type { Composition } from '../composition/remotes-config.ts';
import { besideManifest, localeOfPath, withoutLocale } from '../composition/shared-content.ts';
import type { Log } from '../observation/log.ts';
import { countRender, type Observer, problemLog } from '../observation/metrics.ts';
import type { LiveInputs, PageCache, PageRender, PageResult, RenderSettings } from './page.ts';
import { createRenderPool } from './pool.ts';
import type { TaskRemote } from './protocol.ts';
import { loadServerBuild } from './shell-build.ts';

const isStylesheet = (url: string) => url.endsWith('.css');
/** A page's files as its build lists them, told apart: scripts to start, stylesheets to link. */
const byKind = (urls: string[]) => ({
  scripts: urls.filter((url) => !isStylesheet(url)),
  styles: urls.filter(isStylesheet),
});

const NO_NOTICES = { notices: undefined, version: 0 }; // no notices file read (a prerender)
/**
 * The shell's own files a page needs besides its entry, as its build listed them
 * (`page-chunks.json`, build-preset/src/page-chunks.ts): the bootstrap, in another
 * language than English the chrome's texts, and on one of the shell's own pages that
 * page's component and texts in its language; each with its stylesheets.
 */
function shellFilesFinder(shellDist: string): (path: string, owner: string) => string[] {
  const listed = JSON.parse(readFileSync(join(shellDist, 'page-chunks.json'), 'utf8')) as {
    chrome: Record<string, string[]>;
    pages: Record<string, Record<string, string[]>>;
  };
  const urls = (files: string[] | undefined) => (files ?? []).map((file) => `/${file}`);
  return (path, owner) => {
    const lang = localeOfPath(path);
    const chrome = urls(listed.chrome[lang]);
    if (owner !== 'shell') return chrome;
    return [...chrome, ...urls(listed.pages[withoutLocale(path)]?.[lang])];
  };
}

/**
 * The page renderer of the production server. `live` holds the composition's snapshot and
 * the owner's notices now, with a version that changes with them. A cached page is used
 * until either changes or the page's text changes by the clock.
 */
export function createPageRenderer({
  shellDist,
  live,
  noticesLive = true,
  inlineStyles = true,
  log = console,
  observer,
  settings,
  reportSample = 1,
  cache,
}: {
  shellDist: string;
  live: LiveInputs;
  noticesLive?: boolean;
  /**
   * Put each page's stylesheets inline (render-task.ts), for a server that sends the
   * page's CSP with it; a prerender for static hosts, whose headers are fixed, links them.
   */
  inlineStyles?: boolean;
  log?: Log;
  observer?: Observer;
  settings: RenderSettings;
  /** REPORT_SAMPLE (config.ts): each page says it to the browser's reporter. */
  reportSample?: number;
  /** Where whole pages are kept (page-source.ts, `pageCache`; of 0 entries: none). */
  cache: PageCache;
}) {
  // The shell's own server code (which page a URL shows, checks) runs here; pages, with
  // the remotes' code, render in the worker pool.
  const { pageFor, compatibilityProblems } = loadServerBuild(shellDist);
  const shellFilesFor = shellFilesFinder(shellDist);
  const { budget } = settings;
  const problems = problemLog({ log });
  const pool = createRenderPool({
    shellDist,
    budget,
    reportSample,
    workers: settings.workers,
    workerMemoryMb: settings.workerMemoryMb,
    log,
    problems,
    observer,
  });

  /** The server builds of these remotes that can be used now, from the snapshot. */
  const serverRemotesFor = (names: readonly string[], { remotes, described }: Composition) => {
    const found: Record<string, TaskRemote> = {};
    for (const name of names) {
      if (!remotes[name]) continue;
      // Found with the snapshot (remotes-config.ts): no file is read here.
      const { remote, problem } = described[name]?.server ?? {
        problem: `${name} is not in the composition`,
      };
      const key = `${name} (server build)`;
      if (!remote) {
        observer?.renderFailed([name], 'missing-build');
        problems.failed(key, `not found (${remotes[name].manifest}): ${problem}`, { remote: name });
        continue;
      }
      const fields = { remote: name, version: remote.version };
      // A remote that cannot run with the shell's singletons is refused: its part fails
      // (the failure panel) instead of breaking the render.
      const refused = compatibilityProblems(name, remote.browser.manifest);
      if (refused.length > 0) {
        problems.failed(key, `refused: ${refused.join('; ')}`, fields);
        continue;
      }
      problems.recovered(key, fields);
      // The worker keeps the browser manifest by version: the task says where it is.
      found[name] = {
        entry: remote.entry,
        version: remote.version,
        browserUrl: remote.browser.url,
        browserSource: remote.browserSource,
      };
    }
    return found;
  };

  /**
   * The page with the scripts its section's build lists for it in its language (its
   * component's and its texts' chunks), which the browser starts with the remote's entry
   * instead of after it.
   */
  const withPageChunks = (page: PageTarget, { remotes, described }: Composition): PageTarget => {
    const owned = described[page.owner]?.pages;
    const entry = remotes[page.owner];
    if (!owned || !entry) return page;
    const english = withoutLocale(page.path);
    const listed = owned.chunks[owned.aliases[english] ?? english]?.[localeOfPath(page.path)];
    if (!listed?.length) return page;
    const { scripts: chunks, styles } = byKind(
      listed.map((file) => besideManifest(entry.manifest, file)),
    );
    return {
      ...page,
      modules: page.modules.map((module) =>
        module.remote === page.owner ? { ...module, chunks, styles } : module,
      ),
    };
  };

  /**
   * The page a URL shows, from the cache when it holds it; else what is needed to render
   * it (`render`, which the caller may decline: the client's render limit).
   */
  const find = async (url: string): Promise<PageResult | PageRender> => {
    // One snapshot for the whole request: its page, its remotes and its cache key.
    await live.ready;
    const { composition: snapshot, notices: noticesNow = NO_NOTICES } = live;
    const { remotes, described, stamp } = snapshot;
    const page = await pageFor(url, remotes, async (owner) => described[owner]?.pages);
    if (page.kind === 'redirect') return page;
    const cacheKey = `${stamp}|${noticesNow.version}|${page.url}`;
    const cached = cache.get(cacheKey);
    if (cached && Date.now() < cached.result.expiresAt) {
      observer?.pageCache(true);
      return cached.result;
    }
    observer?.pageCache(false);
    return { kind: 'render', page, composition: snapshot, notices: noticesNow.notices, cacheKey };
  };

  /** Renders a page `find` did not have, in a worker; caches it when it is whole. */
  const render = async ({
    page,
    composition: snapshot,
    notices: noticesNow,
    cacheKey,
  }: PageRender) => {
    const names = page.modules.map((module) => module.remote);
    const serverRemotes = serverRemotesFor(names, snapshot);
    const shellFiles = byKind(shellFilesFor(page.path, page.owner));
    const started = performance.now();
    const result = await pool.render({
      page: withPageChunks(page, snapshot),
      remotes: snapshot.remotes,
      serverRemotes,
      shellScripts: shellFiles.scripts,
      shellStyles: shellFiles.styles,
      notices: noticesNow,
      noticesLive,
      inlineStyles,
    });
    const renderMs = Math.round(performance.now() - started);
    if (observer) countRender(observer, Object.keys(serverRemotes), result, renderMs);
    const renderKey = `${names.join(', ') || 'shell'} (render)`;
    const fields = { path: page.path, owner: page.owner, renderMs };
    if (result.failures.length > 0) {
      problems.failed(
        renderKey,
        `rendered ${page.path} without a part: ${result.failures.join('; ')}`,
        { ...fields, remote: names.join(', '), versions: result.remoteVersions },
      );
    } else {
      problems.recovered(renderKey, fields);
    }
    if (result.status === 200) {
      cache.set(cacheKey, { result, remoteVersions: result.remoteVersions });
    }
    return result;
  };

  return {
    find,
    render,
    /** Ends the render workers (a script that renders and exits: the prerender). */
    close: () => pool.close(),
  };
}
