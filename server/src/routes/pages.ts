// Every other path: a file of the shell when it has an extension (a missing file is a 404,
// never the page: the federation runtime would try to parse HTML as a script or
// manifest), else a page, asked of the site's pages in one call (rendering/renderer.ts,
// which owns the page cache, the render limit and the deadline). Pages carry the caching
// headers below (ETag answered with 304) and are compressed here.
//
// Caching: what a cache in front of the server (nginx, a CDN) may do with a rendered page: hold it
// for at most a minute, never past the moment its text changes by the clock (the page's
// `expiresAt`: the next opening or closing of a location, a notice's start or end,
// midnight), revalidate it with its ETag, and serve its last copy while the server is
// down (`stale-if-error`). A notice published on the server thus reaches every visitor
// within a minute, and "Open now" is never served past closing by a cache that follows
// these headers (while the server is up).
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { replyWithPage } from '../plugins/compress.ts';
import type { SiteContext } from '../serving/context.ts';
import { PAGE_CACHING } from '../serving/headers.ts';
import { updating } from '../serving/replies.ts';

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

const etags: WeakMap<object, string> = new WeakMap();

/**
 * A weak ETag of a page's HTML (weak: the same page compressed or not is the same page),
 * worked out once per page object (a cached page is the same object each time).
 */
export function pageEtag(page: { html: string }) {
  let etag = etags.get(page);
  if (!etag) {
    etag = `W/"${createHash('sha1').update(page.html).digest('base64url').slice(0, 22)}"`;
    etags.set(page, etag);
  }
  return etag;
}

/**
 * The caching headers of a page answer: a rendered page that says when its text
 * changes (`expiresAt`) may be held by shared caches (see pageCacheControl); any other
 * answer (a failed part's 503, the shell's page the browser renders) is `no-cache`.
 */
export function pageCachingHeaders(
  page: { status: number; html: string; expiresAt?: number },
  windowS: number,
  now: number = Date.now(),
): Record<string, string> {
  if (page.status !== 200 || page.expiresAt === undefined) return { 'Cache-Control': 'no-cache' };
  return {
    'Cache-Control': pageCacheControl(page.expiresAt, windowS, now),
    ETag: pageEtag(page),
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
// per client instead of a hand-written window; the renderer asks it (`mayRender`) only on
// a cache miss, so cached pages never count. Clients are told apart by request.ip (behind
// nginx or an ingress, the X-Forwarded-For address Fastify's trustProxy accepts).

/**
 * Whether a client may cause one more render: `max` renders per minute
 * (SSR_RENDERS_PER_MINUTE; 0: no limit). `app` has @fastify/rate-limit (plugins/rate-limit.ts).
 */
export function renderLimit(app: FastifyInstance, max: number) {
  if (!(max > 0)) return async () => ({ allowed: true, retryAfterS: 0 });
  const check = app.createRateLimit({ max, timeWindow: 60_000 });
  return async (request: FastifyRequest) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return { allowed: true, retryAfterS: 0 };
    return { allowed: false, retryAfterS: Math.max(1, limit.ttlInSeconds) };
  };
}

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

const pages: FastifyPluginAsync<SiteContext> = async (app, { site, config }) => {
  const renderAllowed = renderLimit(app, config.render.perClientPerMinute);

  app.get('/*', async (request, reply) => {
    const pathname = request.sitePath;
    if (extname(pathname) || pathname.startsWith('/remotes/')) {
      return reply.sendSiteFile(pathname, site.shellDist(), pathname);
    }
    const url = new URL(request.url, 'http://localhost');
    const { headers, log } = request;
    const page = await site.pages.get(
      { pathname, url, headers, log },
      { mayRender: () => renderAllowed(request) },
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
    reply
      .code(page.status)
      .headers({ ...caching, ...page.headers })
      .type('text/html; charset=utf-8');
    return replyWithPage(request, reply, page);
  });
};

export default fp(pages, { name: 'pages', dependencies: ['files', 'compress', 'rate-limit'] });
