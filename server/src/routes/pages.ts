// Every other path: a file of the shell when it has an extension (a missing file is a 404,
// never the page: the federation runtime would try to parse HTML as a script or
// manifest), else a page, from the site's page source (rendering/page-source.ts) or,
// without one or when it failed, the shell's index.html. A page that is in no cache is
// rendered only if this client may cause another render (the render limit below); all of
// it within one deadline, the render budget's `pageMs`. Pages carry the caching headers of
// serving/cache-headers.ts (ETag answered with 304) and are compressed here.
import { extname } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  guardedSource,
  isToRender,
  type Page,
  type PageRequest,
  RENDER_FAILED,
} from '../rendering/page-source.ts';
import { clientHasPage, pageCachingHeaders } from '../serving/cache-headers.ts';
import type { SiteContext } from '../serving/context.ts';
import { withStyleSources } from '../serving/headers.ts';
import { updating } from '../serving/replies.ts';

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
