// What a cache in front of the server (nginx, a CDN) may do with a rendered page: hold it
// for at most a minute, never past the moment its text changes by the clock (the page's
// `expiresAt`: the next opening or closing of a location, a notice's start or end,
// midnight), revalidate it with its ETag, and serve its last copy while the server is
// down (`stale-if-error`). A notice published on the server thus reaches every visitor
// within a minute, and "Open now" is never served past closing by a cache that follows
// these headers (while the server is up).
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';

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
