// A page in one call: the pages route (routes/pages.ts) asks `pages.get(request,
// { mayRender })` and gets a page, or null while the shell is mid-deploy. The renderer owns
// what lies between: the page cache, the render limit (`mayRender`, asked only on a cache
// miss; a refusal is a 429 page) and the one deadline (the render budget's `pageMs`). A
// source that throws, hangs or answers nonsense gets the shell's index.html as a 503
// (crawlers come back), so a broken renderer never takes the whole site down; a path it
// has no page for gets that index.html (the browser renders the page).
//
// The server's own source renders with the live shell's server build, one pass per request:
// `pageFor` says which page the URL shows (owner, route, modules, declared query), from the
// one snapshot of the live composition, and a render worker renders it (pool.ts). Whole
// pages are kept per shell release, keyed by the composition's stamp (which changes with
// any remote's version), the notices' version and the page's canonical URL; least recently
// used pages go first, bounded in entries and in bytes of HTML. lru-cache (isaacs; npm's
// own cache) rather than a hand-written Map: its size accounting and eviction are tested
// far beyond ours, and it is already in the dependency tree.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { PageTarget } from 'shell/server';
import type { Composition } from '../composition/remotes-config.ts';
import type { Log } from '../log.ts';
import type { LiveInputs, Page, PageRequest, PageSource, RenderSettings } from './page.ts';
import { createRenderPool, type Problems, shellFilesFinder } from './pool.ts';
import { loadServerBuild } from './shell-build.ts';
import type { RenderObserver } from './supervision.ts';

/** The page cache's size limit in bytes of HTML (a page is about 60-120 KB). */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * A page cache of `limit` pages at most; none for 0 (SSR_CACHE_ENTRIES=0, to measure
 * renders: pnpm bench:ssr).
 */
export const pageCache = (limit: number, maxBytes: number = CACHE_BYTES) =>
  limit > 0
    ? new LRUCache<string, Page>({
        max: limit,
        maxSize: maxBytes,
        // A page larger than the whole cache is not kept; an empty one still counts.
        sizeCalculation: (page) => Math.max(1, page.html.length),
      })
    : undefined;

/** The live shell's index.html for every page path; null while the shell is mid-deploy. */
export const indexPage = (shellDist: () => string) => async (): Promise<Page | null> => {
  try {
    return { status: 200, html: await readFile(join(shellDist(), 'index.html'), 'utf8') };
  } catch {
    return null;
  }
};

/** The render limit's refusal: this client made the server render page after page. */
export const tooManyRendersPage = (retryAfterS: number): Page => ({
  status: 429,
  html: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many requests</title><p>This address asked for many pages in a short time. Please try again in ${retryAfterS} seconds.</p></html>`,
  headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' },
});

class DeadlinePassed extends Error {}

const isPage = (answer: unknown): answer is Page =>
  typeof answer === 'object' &&
  answer !== null &&
  Number.isInteger((answer as Page).status) &&
  typeof (answer as Page).html === 'string';

/**
 * The pages of the site: from `live.source` (read at each request: a new shell release
 * replaces it), within `deadlineMs`; else the shell's index.html (`indexPage`).
 */
export function sitePages(
  live: { source?: PageSource },
  { deadlineMs, indexPage }: { deadlineMs: number; indexPage: () => Promise<Page | null> },
) {
  const fallback = async ({ pathname, log }: PageRequest, why: string) => {
    log.error({ path: pathname }, `Rendering ${pathname} ${why}; serving the fallback page`);
    const page = await indexPage();
    return page && { ...page, status: 503, headers: { 'Retry-After': '30' } };
  };
  return {
    async get(request: PageRequest, options: Parameters<PageSource>[1]): Promise<Page | null> {
      const { source } = live;
      if (!source) return indexPage();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DeadlinePassed()), deadlineMs);
      });
      try {
        const page = await Promise.race([
          Promise.resolve().then(() => source(request, options)),
          deadline,
        ]);
        if (page === null || page === undefined) return indexPage();
        return isPage(page) ? page : fallback(request, 'returned no { status, html }');
      } catch (error) {
        if (error instanceof DeadlinePassed) {
          return fallback(request, `took over ${deadlineMs} ms`);
        }
        return fallback(request, `failed (${error instanceof Error ? error.message : error})`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const NO_NOTICES = { notices: undefined, version: 0 }; // no notices file read (a prerender)
const NO_PROBLEMS: Problems = { failed: () => {}, recovered: () => {} };

/**
 * The renderer of one shell release. `live` holds the composition's snapshot and the
 * owner's notices now, with a version that changes with them. A cached page is used until
 * either changes or the page's text changes by the clock.
 */
export function createPageRenderer({
  shellDist,
  live,
  noticesLive = true,
  inlineStyles = true,
  log = console,
  observer,
  problems = NO_PROBLEMS,
  settings,
  reportSample = 1,
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
  observer?: RenderObserver;
  /** Where a failing part or remote is logged (the live site's problemLog); none by default. */
  problems?: Problems;
  settings: RenderSettings;
  /** REPORT_SAMPLE (config.ts): each page says it to the browser's reporter. */
  reportSample?: number;
}) {
  // The shell's own server code (which page a URL shows, checks) runs here; pages, with
  // the remotes' code, render in the worker pool.
  const { pageFor, compatibilityProblems } = loadServerBuild(shellDist);
  const pool = createRenderPool({
    shellDist,
    budget: settings.budget,
    reportSample,
    workers: settings.workers,
    workerMemoryMb: settings.workerMemoryMb,
    log,
    problems,
    observer,
    compatibilityProblems,
    shellFilesFor: shellFilesFinder(shellDist),
    noticesLive,
    inlineStyles,
  });
  const cache = pageCache(settings.cacheEntries);
  /** The renders started and not yet finished (a new release waits for them). */
  const started = new Set<Promise<unknown>>();

  /** The page a URL shows, from one snapshot: a redirect, or one to render and its key. */
  const find = async (url: string) => {
    await live.ready;
    const { composition: snapshot, notices = NO_NOTICES } = live;
    const { remotes, described, stamp } = snapshot;
    const page = await pageFor(url, remotes, async (owner) => described[owner]?.pages);
    if (page.kind === 'redirect') return page;
    return {
      kind: 'render' as const,
      page,
      snapshot,
      notices,
      key: `${stamp}|${notices.version}|${page.url}`,
    };
  };

  /** Renders a page `find` worked out, in a worker, and tells how it went. */
  const render = async (
    page: PageTarget,
    snapshot: Composition,
    notices: LiveInputs['notices'],
  ) => {
    const began = performance.now();
    const { result, remotes } = await pool.renderPage(page, snapshot, notices);
    const renderMs = Math.round(performance.now() - began);
    observer?.countRender(remotes, result, renderMs);
    const names = page.modules.map((module) => module.remote);
    const renderKey = `${names.join(', ') || 'shell'} (render)`;
    const fields = { path: page.path, owner: page.owner, renderMs };
    if (result.failures.length > 0) {
      problems.failed(
        renderKey,
        `rendered ${page.path} without a part: ${result.failures.join('; ')}`,
        { ...fields, remote: names.join(', '), versions: result.remoteVersions },
      );
    } else {
      problems.recovered?.(renderKey, fields);
    }
    return result;
  };

  const source: PageSource = async ({ url }, { mayRender }) => {
    const found = await find(`${url.pathname}${url.search}`);
    if (found.kind === 'redirect') {
      return { status: 302, html: '', headers: { Location: found.location } };
    }
    const cached = cache?.get(found.key);
    if (cached && Date.now() < (cached.expiresAt ?? 0)) {
      observer?.pageCache.hit.inc();
      return cached;
    }
    observer?.pageCache.miss.inc();
    const allowance = await mayRender();
    if (!allowance.allowed) return tooManyRendersPage(allowance.retryAfterS);
    const rendering = render(found.page, found.snapshot, found.notices);
    started.add(rendering);
    const done = () => started.delete(rendering);
    rendering.then(done, done);
    const { status, html, expiresAt, styleSources } = await rendering;
    // A part failed: the visitor gets a usable page, crawlers come back later.
    const headers: Record<string, string> = status === 503 ? { 'Retry-After': '30' } : {};
    const page = { status, html, headers, expiresAt, styleSources };
    if (status === 200) cache?.set(found.key, page);
    return page;
  };

  return {
    source,
    /** Renders the page at `path`, uncached (the prerender): its result, or a redirect. */
    render: async (path: string) => {
      const found = await find(path);
      return found.kind === 'redirect' ? found : render(found.page, found.snapshot, found.notices);
    },
    /** Resolves once the renders started so far have finished. */
    finished: () => Promise.allSettled([...started]),
    /** Ends the render workers. */
    close: () => pool.close(),
  };
}
