// A generous per-client limit on renders that miss the page cache: a visitor's page views
// are cached pages (or cheap redirects), so only a client that makes the server render
// page after page (random search texts) meets it, with 429 and Retry-After, while every
// other visitor's pages keep rendering. @fastify/rate-limit (the Fastify team's) counts
// per client instead of a hand-written window; its `createRateLimit` is asked only on a
// cache miss, so cached pages never count. Clients are told apart by request.ip (behind
// nginx or an ingress, the X-Forwarded-For address Fastify's trustProxy accepts).
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
