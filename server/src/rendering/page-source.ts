// Where page HTML comes from, as the pages route (routes/pages.ts) asks for it: one
// pluggable source, `pageSource({ pathname, url, headers })` → a page, a page still to
// render (the route decides whether this client may cause a render), or null when it has
// none for the path. The production source is the live shell's server build (ssr.ts), taken
// over by each shell release; without one, every page path gets the shell's index.html (the
// browser renders the page). A source that throws, hangs or answers nonsense falls back to
// that index.html (as a 503), so a broken renderer never takes the whole site down.
//
// Whole pages are kept in the server process's page cache (`pageCache`), one per shell
// release: least recently used pages go first, bounded in entries and in bytes of HTML.
// lru-cache (isaacs; npm's own cache) rather than a hand-written Map: its size accounting
// and eviction are tested far beyond ours, and it is already in the dependency tree.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { ShellRelease } from '../composition/live-shell.ts';
import type { Log } from '../observation/log.ts';
import type { Observer } from '../observation/metrics.ts';
import type {
  CachedPage,
  LiveInputs,
  Page,
  PageAnswer,
  PageCache,
  PageRender,
  PageRequest,
  PageResult,
  PageSource,
  PageToRender,
  RenderSettings,
} from './page.ts';
import { createPageRenderer } from './renderer.ts';
import { hasServerBuild } from './shell-build.ts';

/** The page cache's size limit in bytes of HTML (a page is about 60-120 KB). */
export const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * A page cache of `limit` entries at most (0: nothing is kept; SSR_CACHE_ENTRIES=0, to
 * measure renders: pnpm bench:ssr).
 */
export function pageCache(
  limit: number,
  maxBytes: number = CACHE_BYTES,
): PageCache & {
  size: { entries: number; bytes: number };
} {
  if (!(limit > 0)) return { get: () => undefined, set: () => {}, size: { entries: 0, bytes: 0 } };
  const entries: LRUCache<string, CachedPage> = new LRUCache({
    max: limit,
    maxSize: maxBytes,
    // A page larger than the whole cache is not kept; an empty one still counts.
    sizeCalculation: (entry) => Math.max(1, entry.result.html.length),
  });
  return {
    get: (key: string) => entries.get(key),
    set: (key: string, entry: CachedPage) => {
      entries.set(key, entry);
    },
    get size() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}

export const isToRender = (answer: PageAnswer): answer is PageToRender =>
  typeof answer === 'object' && answer !== null && 'render' in answer;

/** The live shell's index.html for every page path; null while the shell is mid-deploy. */
export const indexPage = (shellDist: () => string) => async (): Promise<Page | null> => {
  try {
    return { status: 200, html: await readFile(join(shellDist(), 'index.html'), 'utf8') };
  } catch {
    return null;
  }
};

const etags: WeakMap<object, string> = new WeakMap();

/**
 * A weak ETag of a page's HTML (weak: the same page compressed or not is the same page),
 * worked out once per rendered page object (a cached page is the same object each time).
 */
export function pageEtag(page: { html: string }) {
  let etag = etags.get(page);
  if (!etag) {
    etag = `W/"${createHash('sha1').update(page.html).digest('base64url').slice(0, 22)}"`;
    etags.set(page, etag);
  }
  return etag;
}

/** What a guarded source answers when the source threw, hung or answered nonsense. */
export const RENDER_FAILED: unique symbol = Symbol('render failed');

const isPage = (answer: unknown): answer is Page =>
  typeof answer === 'object' &&
  answer !== null &&
  Number.isInteger((answer as Page).status) &&
  typeof (answer as Page).html === 'string';

/**
 * Wraps a source so that a throw, a timeout or a malformed answer becomes RENDER_FAILED,
 * logged once on the request's logger; null stays null (the source has no page for this
 * path). One deadline, `timeoutMs` (the render budget's `pageMs`), covers both steps a
 * page may take: `find` (the source's answer) and `render` (a page it still had to render).
 */
export function guardedSource(source: PageSource, timeoutMs: number) {
  const withinDeadline = async <T>(
    work: () => T | Promise<T>,
    deadline: number,
    request: PageRequest,
    log: Log,
  ): Promise<T | typeof RENDER_FAILED> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof RENDER_FAILED>((resolve) => {
      timer = setTimeout(() => {
        log.error(
          { path: request.pathname },
          `Rendering ${request.pathname} took over ${timeoutMs} ms; serving the fallback page`,
        );
        resolve(RENDER_FAILED);
      }, deadline - Date.now());
    });
    try {
      return await Promise.race([Promise.resolve().then(work), timeout]);
    } catch (error) {
      log.error(
        { path: request.pathname },
        `Rendering ${request.pathname} failed (${error instanceof Error ? error.message : error}); serving the fallback page`,
      );
      return RENDER_FAILED;
    } finally {
      clearTimeout(timer);
    }
  };
  const checked = (
    answer: PageAnswer | PageToRender | typeof RENDER_FAILED,
    request: PageRequest,
    log: Log,
  ): Page | PageToRender | null | typeof RENDER_FAILED => {
    if (answer === RENDER_FAILED || answer === null || answer === undefined) return answer ?? null;
    if (isToRender(answer) || isPage(answer)) return answer;
    log.error(
      { path: request.pathname },
      `Rendering ${request.pathname} returned no { status, html }; serving the fallback page`,
    );
    return RENDER_FAILED;
  };
  return {
    /** The source's answer, by `deadline` (ms since the epoch). */
    find: async (request: PageRequest, log: Log, deadline = Date.now() + timeoutMs) =>
      checked(await withinDeadline(() => source(request), deadline, request, log), request, log),
    /** A page the source had still to render, by the same deadline. */
    render: async (page: PageToRender, request: PageRequest, log: Log, deadline: number) => {
      const answer = checked(
        await withinDeadline(page.render, deadline, request, log),
        request,
        log,
      );
      return answer === null || answer === RENDER_FAILED || isToRender(answer)
        ? RENDER_FAILED
        : answer;
    },
  };
}

/**
 * Page HTML rendered on the server by the live shell's server build (ssr.ts), as a page
 * source. A shell release is taken up here: its renderer (and render workers) are made
 * and checked before it replaces the last one, which finishes the renders it has started.
 */
export function serverRenderedPages({
  shell,
  live,
  log,
  observer,
  render: settings,
  reportSample,
}: {
  shell: ShellRelease;
  live: LiveInputs;
  log: Log;
  observer: Observer;
  render: RenderSettings;
  reportSample: number;
}) {
  /** A shell's renderer, with the renders it has started and not yet finished. */
  const rendererFor = (shellDist: string) => {
    const renderer = createPageRenderer({
      shellDist,
      live,
      log,
      observer,
      settings,
      reportSample,
      cache: pageCache(settings.cacheEntries),
    });
    const started = new Set<Promise<unknown>>();
    return {
      find: renderer.find,
      render: (page: PageRender) => {
        const rendering = renderer.render(page);
        started.add(rendering);
        const done = () => started.delete(rendering);
        rendering.then(done, done);
        return rendering;
      },
      finished: () => Promise.allSettled([...started]),
      close: () => renderer.close(),
    };
  };
  let renderer = rendererFor(shell.dir);
  const pageOf = (result: PageResult): Page => {
    if (result.kind === 'redirect') {
      return { status: 302, html: '', headers: { Location: result.location } };
    }
    // A part failed: the visitor gets a usable page, crawlers come back later.
    const headers: Record<string, string> = result.status === 503 ? { 'Retry-After': '30' } : {};
    const { status, html, expiresAt, styleSources } = result;
    return { status, html, headers, expiresAt, etag: pageEtag(result), styleSources };
  };
  const source: PageSource = async ({ url }) => {
    const found = await renderer.find(`${url.pathname}${url.search}`);
    if (found.kind !== 'render') return pageOf(found);
    return { render: async () => pageOf(await renderer.render(found)) };
  };
  return {
    source,
    /** Takes up a new shell release (throws, keeping the old one, when it cannot be used). */
    use: async (next: ShellRelease) => {
      if (!hasServerBuild(next.dir)) {
        throw new Error(`${next.dir} has no server build (server/index.js)`);
      }
      // Throws when the new shell's server build cannot be loaded: the old one stays.
      const fresh = rendererFor(next.dir);
      const previous = renderer;
      renderer = fresh;
      // Renders already started (or queued for a worker) on the old shell finish there:
      // closing its pool first would fail them with 503 in the middle of a release.
      await previous.finished();
      await previous.close();
    },
    close: () => renderer.close(),
  };
}
