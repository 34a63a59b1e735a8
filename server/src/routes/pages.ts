// Every other path: a file of the shell when it has an extension (a missing file is a 404,
// never the page: the federation runtime would try to parse HTML as a script or
// manifest), else a page, from the site's page source (rendering/page-source.ts) or,
// without one or when it failed, the shell's index.html. A page that is in no cache is
// rendered only if this client may cause another render (the render limit below); all of
// it within one deadline, the render budget's `pageMs`. Pages carry the caching headers
// below (ETag answered with 304) and are compressed here.
//
// Caching: what a cache in front of the server (nginx, a CDN) may do with a rendered page: hold it
// for at most a minute, never past the moment its text changes by the clock (the page's
// `expiresAt`: the next opening or closing of a location, a notice's start or end,
// midnight), revalidate it with its ETag, and serve its last copy while the server is
// down (`stale-if-error`). A notice published on the server thus reaches every visitor
// within a minute, and "Open now" is never served past closing by a cache that follows
// these headers (while the server is up).
import type { IncomingHttpHeaders } from 'node:http';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import type { Page, PageRequest } from '../rendering/page.ts';
import { guardedSource, isToRender, pageEtag, RENDER_FAILED } from '../rendering/page-source.ts';
import type { SiteContext } from '../serving/context.ts';
import { updating } from '../serving/replies.ts';

export const PAGE_CACHING = {
  /** The most of that window spent serving a stale copy while it is fetched again. */
  staleWhileRevalidateS: 10,
  /** How long a cache may serve its last copy while the server errs or is down. */
  staleIfErrorS: 86_400,
};

/**
 * The Cache-Control of a page whose text changes at `expiresAt` (ms), sent at `now`, for
 * caches that may hold a page `windowS` at the most (PAGE_CACHE_SECONDS, config.ts; 0:
 * pages are not held; the hosting tests use a few seconds):
 * `s-maxage` plus `stale-while-revalidate` never reach past `expiresAt` nor past a
 * minute; browsers revalidate (`max-age=0`, answered 304 while the ETag matches).
 */
export function pageCacheControl(expiresAt: number, windowS: number, now: number = Date.now()) {
  const window = Math.min(windowS, Math.floor((expiresAt - now) / 1000));
  if (!(window > 0)) return 'no-cache';
  const stale = Math.min(PAGE_CACHING.staleWhileRevalidateS, Math.floor(window / 6));
  return [
    'public',
    'max-age=0',
    `s-maxage=${window - stale}`,
    ...(stale > 0 ? [`stale-while-revalidate=${stale}`] : []),
    `stale-if-error=${PAGE_CACHING.staleIfErrorS}`,
  ].join(', ');
}

/**
 * The caching headers of a page answer: a rendered page that says when its text
 * changes (`expiresAt`) may be held by shared caches (see pageCacheControl); any other
 * answer (a failed part's 503, the shell's page the browser renders) is `no-cache`.
 */
export function pageCachingHeaders(
  page: { status: number; html: string; expiresAt?: number; etag?: string },
  windowS: number,
  now: number = Date.now(),
): Record<string, string> {
  if (page.status !== 200 || page.expiresAt === undefined) return { 'Cache-Control': 'no-cache' };
  return {
    'Cache-Control': pageCacheControl(page.expiresAt, windowS, now),
    ETag: page.etag ?? pageEtag(page),
  };
}

/**
 * Whether the client's copy (If-None-Match) is the page it would get: answer 304.
 * `fresh` (jshttp, what Express uses) applies HTTP's rules: weak comparison, `*`, lists,
 * and a request that says `Cache-Control: no-cache` gets the whole page.
 */
export const clientHasPage = (requestHeaders: IncomingHttpHeaders, etag: string | undefined) =>
  etag !== undefined &&
  requestHeaders['if-none-match'] !== undefined &&
  fresh(requestHeaders, { etag });

// The render limit: a generous per-client limit on renders that miss the page cache: a visitor's page views
// are cached pages (or cheap redirects), so only a client that makes the server render
// page after page (random search texts) meets it, with 429 and Retry-After, while every
// other visitor's pages keep rendering. @fastify/rate-limit (the Fastify team's) counts
// per client instead of a hand-written window; its `createRateLimit` is asked only on a
// cache miss, so cached pages never count. Clients are told apart by request.ip (behind
// nginx or an ingress, the X-Forwarded-For address Fastify's trustProxy accepts).
export type RenderAllowance = { allowed: boolean; retryAfterS: number };

/**
 * The check the pages route makes before a render: `max` renders a client may cause per
 * minute (SSR_RENDERS_PER_MINUTE; 0: no limit). `app` has @fastify/rate-limit
 * (plugins/rate-limit.ts).
 */
export function renderLimit(
  app: FastifyInstance,
  max: number,
): (request: FastifyRequest) => Promise<RenderAllowance> {
  if (!(max > 0)) return async () => ({ allowed: true, retryAfterS: 0 });
  const check = app.createRateLimit({ max, timeWindow: 60_000 });
  return async (request) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return { allowed: true, retryAfterS: 0 };
    return { allowed: false, retryAfterS: Math.max(1, limit.ttlInSeconds) };
  };
}

export const tooManyRendersPage = (retryAfterS: number) => ({
  status: 429,
  html: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many requests</title><p>This address asked for many pages in a short time. Please try again in ${retryAfterS} seconds.</p></html>`,
  headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' },
});

/**
 * A Content-Security-Policy that also allows these inline styles (`'sha256-…'` sources):
 * a page's own, whose stylesheets the server put in its HTML (rendering/worker.ts).
 */
export function withStyleSources(policy: string, sources: readonly string[]) {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      directive.startsWith('style-src ') ? [directive, ...sources].join(' ') : directive,
    )
    .join(';');
}

/** The fallback page after a failed render answers 503, so it is not indexed. */
const failedRender = (page: Page | null): Page | null =>
  page && { ...page, status: 503, headers: { 'Retry-After': '30' } };

const pages: FastifyPluginAsync<SiteContext> = async (app, { site, config }) => {
  const { pageMs } = config.render.budget;
  const source = site.pageSource ? guardedSource(site.pageSource, pageMs) : undefined;
  const renderAllowed = renderLimit(app, config.render.perClientPerMinute);

  /** The page for a request: the source's, else the shell's index.html (null: mid-deploy). */
  const pageFor = async (
    pageRequest: PageRequest,
    request: Parameters<typeof renderAllowed>[0],
  ) => {
    const deadline = Date.now() + pageMs;
    let answer = await source?.find(pageRequest, request.log, deadline);
    if (answer && answer !== RENDER_FAILED && isToRender(answer)) {
      const allowance = await renderAllowed(request);
      answer = allowance.allowed
        ? await source?.render(answer, pageRequest, request.log, deadline)
        : tooManyRendersPage(allowance.retryAfterS);
    }
    // A source that failed: the page the browser renders itself, marked as a failure so
    // that crawlers come back.
    if (answer === RENDER_FAILED) return failedRender(await site.indexPage());
    return answer && !isToRender(answer) ? answer : site.indexPage();
  };

  app.get('/*', async (request, reply) => {
    const pathname = request.sitePath;
    if (extname(pathname) || pathname.startsWith('/remotes/')) {
      return reply.sendSiteFile(pathname, site.shellDist(), pathname);
    }
    const page = await pageFor(
      { pathname, url: new URL(request.url, 'http://localhost'), headers: request.headers },
      request,
    );
    // The shell is being redeployed (its folder is briefly empty): ask to retry.
    if (!page) return updating(reply);
    const caching = pageCachingHeaders(page, config.pageCacheSeconds);
    // helmet set the site's policy before the page was known; the page's inline styles join it.
    const policy = reply.getHeader('content-security-policy');
    if (page.styleSources && typeof policy === 'string') {
      reply.header('content-security-policy', withStyleSources(policy, page.styleSources));
    }
    if (clientHasPage(request.headers, caching.ETag)) {
      return reply.code(304).headers(caching).send();
    }
    return reply
      .code(page.status)
      .headers({ ...caching, ...page.headers })
      .type('text/html; charset=utf-8')
      .compress(page.html);
  });
};

export default fp(pages, { name: 'pages', dependencies: ['files', 'compress', 'rate-limit'] });
