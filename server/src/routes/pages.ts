// Every other path: a file of the shell when it has an extension (a missing file is a 404,
// never the page: the federation runtime would try to parse HTML as a script or
// manifest), else a page, from the site's page source (page-sources.ts) or, without one
// or when it failed, the shell's index.html. Pages carry the caching headers of
// page-caching.ts (ETag answered with 304) and are compressed here (@fastify/compress).
import { extname } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Site } from '../composition/live-site.ts';
import { reportSettings } from '../observation/browser-reports.ts';
import {
  guardedSource,
  type Page,
  type PageRequest,
  RENDER_FAILED,
} from '../rendering/page-source.ts';
import { clientHasPage, pageCachingHeaders } from '../serving/cache-headers.ts';
import { withStyleSources } from '../serving/headers.ts';
import type { RenderAllowance } from '../serving/render-limit.ts';
import { updating } from '../serving/replies.ts';

/** The fallback page after a failed render answers 503, so it is not indexed. */
const failedRender = (page: Page | null): Page | null =>
  page && { ...page, status: 503, headers: { 'Retry-After': '30' } };

export const pagesPlugin: FastifyPluginAsync<{
  site: Site;
  env: NodeJS.ProcessEnv;
  renderTimeoutMs: number;
  renderAllowed: (request: import('fastify').FastifyRequest) => Promise<RenderAllowance>;
}> = async (app, { site, env, renderTimeoutMs, renderAllowed }) => {
  const source = site.pageSource ? guardedSource(site.pageSource, renderTimeoutMs) : undefined;
  // REPORT_SAMPLE below 1: the share of page views whose browser reports (observe/reporter.ts).
  const { sample } = reportSettings(env);
  const withReportSample = (html: string) =>
    sample < 1
      ? html.replace('<head>', `<head><meta name="report-sample" content="${sample}">`)
      : html;

  app.get('/*', async (request, reply) => {
    const pathname = request.sitePath;
    if (extname(pathname) || pathname.startsWith('/remotes/')) {
      return reply.sendSiteFile(pathname, site.shellDist(), pathname);
    }
    const pageRequest: PageRequest = {
      pathname,
      url: new URL(request.url, 'http://localhost'),
      headers: request.headers,
      mayRender: () => renderAllowed(request),
    };
    const rendered = await source?.(pageRequest, request.log);
    // A source that failed: the page the browser renders itself, marked as a failure so
    // that crawlers come back.
    const page =
      rendered === RENDER_FAILED
        ? failedRender(await site.indexPage())
        : (rendered ?? (await site.indexPage()));
    // The shell is being redeployed (its folder is briefly empty): ask to retry.
    if (!page) return updating(reply);
    const caching = pageCachingHeaders(page);
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
      .compress(withReportSample(page.html));
  });
};
