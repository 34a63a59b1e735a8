// Where page HTML comes from, as the pages plugin (plugins/pages.ts) asks for it: one
// pluggable source, `pageSource({ pathname, url, headers })` → a page, or null when it has
// none for the path. The production source is the live shell's server build (ssr.ts), taken
// over by each shell release; without one, every page path gets the shell's index.html (the
// browser renders the page). A source that throws, hangs or answers nonsense falls back to
// that index.html (as a 503), so a broken renderer never takes the whole site down.
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { SiteInfo } from '../composition/catalogue.ts';
import type { ShellRelease } from '../composition/live-shell.ts';
import type { LiveNotices } from '../composition/notices-file.ts';
import type { Composition } from '../composition/remotes-config.ts';
import type { Observer } from '../observation/metrics.ts';
import { pageEtag } from '../serving/cache-headers.ts';
import { type RenderAllowance, tooManyRendersPage } from '../serving/render-limit.ts';
import { createPageRenderer } from './renderer.ts';
import { hasServerBuild } from './shell-build.ts';

/** The server's logger as these modules use it (Fastify's pino logger, or a stand-in). */
export type Log = {
  info: (fields: object | string, message?: string) => void;
  warn: (fields: object | string, message?: string) => void;
  error: (fields: object | string, message?: string) => void;
};

/**
 * What a page source is asked for: the decoded path, the whole URL (with the query) and
 * the request's headers; `mayRender`, asked before a render that misses a cache (the
 * client's render limit, render-limit.ts).
 */
export type PageRequest = {
  pathname: string;
  url: URL;
  headers: IncomingHttpHeaders;
  mayRender?: () => Promise<RenderAllowance>;
};
/**
 * A page: `expiresAt` (ms), when its text changes by the clock, lets caches in front hold
 * it until then (page-caching.ts); `etag` names its HTML, if the source knows it.
 */
export type Page = {
  status: number;
  html: string;
  headers?: Record<string, string>;
  expiresAt?: number;
  etag?: string;
  /** The CSP sources of the styles the page holds inline (inline-styles.ts). */
  styleSources?: string[];
};
/** A page source: a page, or null (or undefined) when it has none for this path. */
export type PageSource = (
  request: PageRequest,
) => Page | null | undefined | Promise<Page | null | undefined>;

/** The live shell's index.html for every page path; null while the shell is mid-deploy. */
export const indexPage = (shellDist: () => string) => async (): Promise<Page | null> => {
  try {
    return { status: 200, html: await readFile(join(shellDist(), 'index.html'), 'utf8') };
  } catch {
    return null;
  }
};

/** What a guarded source answers when the source threw, hung or answered nonsense. */
export const RENDER_FAILED: unique symbol = Symbol('render failed');

/**
 * Wraps a source: a throw, a timeout or a malformed answer becomes RENDER_FAILED, logged
 * once on the request's logger; null stays null (the source has no page for this path).
 */
export function guardedSource(
  source: PageSource,
  timeoutMs: number,
): (request: PageRequest, log: Log) => Promise<Page | null | typeof RENDER_FAILED> {
  return async (request, log) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const failed = (why: string): typeof RENDER_FAILED => {
      log.error(
        { path: request.pathname },
        `Rendering ${request.pathname} ${why}; serving the fallback page`,
      );
      return RENDER_FAILED;
    };
    try {
      const page = await Promise.race([Promise.resolve().then(() => source(request)), timeout]);
      if (page === 'timeout') return failed(`took over ${timeoutMs} ms`);
      if (page === null || page === undefined) return null;
      if (!Number.isInteger(page.status) || typeof page.html !== 'string') {
        return failed('returned no { status, html }');
      }
      return page;
    } catch (error) {
      return failed(`failed (${error instanceof Error ? error.message : error})`);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Page HTML rendered on the server by the live shell's server build (ssr.ts), as a page
 * source. A shell release is taken up here: its renderer (and render workers) are made
 * and checked before it replaces the last one, which finishes the renders it has started.
 */
export function serverRenderedPages({
  shell,
  composition,
  siteInfo,
  notices,
  log,
  observer,
}: {
  shell: ShellRelease;
  composition: () => Composition;
  siteInfo: SiteInfo;
  notices: () => Promise<LiveNotices>;
  log: Log;
  observer: Observer;
}) {
  /** A shell's renderer, with the renders it has started and not yet finished. */
  const rendererFor = (shellDist: string) => {
    const render = createPageRenderer({ shellDist, siteInfo, notices, log, observer, composition });
    const started = new Set<Promise<unknown>>();
    return {
      render: (path: string, options: Parameters<typeof render>[1]) => {
        const rendering = render(path, options);
        started.add(rendering);
        const done = () => started.delete(rendering);
        rendering.then(done, done);
        return rendering;
      },
      finished: () => Promise.allSettled([...started]),
      close: () => render.close(),
    };
  };
  let renderer = rendererFor(shell.dir);
  const source: PageSource = async ({ url, mayRender }) => {
    let retryAfterS = 0;
    const result = await renderer.render(`${url.pathname}${url.search}`, {
      mayRender:
        mayRender &&
        (async () => {
          const allowance = await mayRender();
          retryAfterS = allowance.retryAfterS;
          return allowance.allowed;
        }),
    });
    if (result.kind === 'limited') return tooManyRendersPage(retryAfterS);
    if (result.kind === 'redirect') {
      return { status: 302, html: '', headers: { Location: result.location } };
    }
    // A part failed: the visitor gets a usable page, crawlers come back later.
    const headers: Record<string, string> = result.status === 503 ? { 'Retry-After': '30' } : {};
    const { status, html, expiresAt, styleSources } = result;
    return { status, html, headers, expiresAt, etag: pageEtag(result), styleSources };
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
