// Every request's front door (onRequest hooks for the whole app, each request passing
// through this one module before a route answers it):
//
// First the security headers of every answer, so that the guard's 301, 302, 400, 404 and
// 405 carry them too, and errors keep them: helmet's, through @fastify/helmet with the
// options of serving/headers.ts, and beside them Permissions-Policy, which helmet does not
// set, and the CSP of the live composition (remotes.json may name a new origin without a
// restart), made when the composition changes and read here as it is
// (serving/live-site.ts). Over HTTPS only (request.protocol: the connection's, or
// X-Forwarded-Proto from a proxy TRUST_PROXY trusts): Strict-Transport-Security, and the
// Secure attribute on every cookie any part of the site sets.
//
// Then the guard: a request target that is not one of the site's paths is answered here:
// another method than GET or HEAD (405; only a browser report and, when OWNER_ORIGIN is
// set, the console's /owner paths are let through), a malformed or second spelling of a
// path (400, or 301 to its one spelling), dotfiles and server builds (404, never sent), and
// the redirect table of site.json (302). It also names each request (its id, and its target
// in origin form: Fastify's genReqId and rewriteUrl, app.ts), counts each answer by status
// (observation/metrics.ts), decides once whether a request is the owner's console's
// (isConsoleTarget), and gives every answer under /owner the console's headers.
//
// How requests end when something goes wrong is plugins/errors.ts's.
import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { consoleHeaders, isOwnerPath } from 'shared-content/owner-console';
import { normalizePath, withoutLocale } from '../composition/shared-content.ts';
import { REPORT_PATH } from '../observation/browser-reports.ts';
import type { SiteContext } from '../serving/context.ts';
import {
  helmetOptions,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../serving/headers.ts';
import { notFound, sendText } from '../serving/replies.ts';
import { lengthGuard } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's path, decoded and checked (the guard sets it before any route). */
    sitePath: string;
  }
}

// An origin-form request target (RFC 3986 path characters, well-formed %-escapes).
const VALID_PATH = /^(\/([A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)+$/;
// Encoded slashes and backslashes would be a second spelling of a path's segments.
const ENCODED_SEPARATOR = /%2f|%5c/i;
// Dotfiles (.env, .git/) and dot segments are never served, not even as a page.
const DOT_SEGMENT = /\/\./;
// Server builds are read by this server, never sent to browsers (also a versioned
// release's: /remotes/<name>/<version>/server/).
const SERVER_BUILD = /^\/(remotes\/[^/]+\/(.+\/)?)?server(\/|$)/;

/**
 * A request target in origin form: an absolute-form one (`GET http://host/about`, as a
 * proxy may send) is read as its path and query, like `GET /about`. (Fastify's rewriteUrl.)
 */
export const originForm = (rawUrl: string) => rawUrl.replace(/^https?:\/\/[^/?#]*/i, '') || '/';

/** Fastify's rewriteUrl: a request's target in origin form. */
export const inOriginForm = (request: { url?: string }) => originForm(request.url ?? '/');

/** Fastify's genReqId: a request's id (X-Request-Id when a proxy in front gave one). */
export const newRequestId = () => randomUUID();

/**
 * Whether a request target is the owner's console's: its path, each %-escape decoded (so
 * `/%6fwner` is `/owner`) and doubled slashes collapsed, is /owner or under it. Decided
 * here only, for the method check, the forwarding and the headers alike.
 */
export function isConsoleTarget(url: string) {
  const path = (url.split('?', 1)[0] ?? '/')
    .replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    .replace(/\/{2,}/g, '/');
  return isOwnerPath(path);
}

/** The console's headers for a request target under /owner (none for others). */
export const consoleHeadersFor = (url: string | undefined): Record<string, string> =>
  url !== undefined && isConsoleTarget(originForm(url)) ? { ...consoleHeaders } : {};

/** The decoded path of a request target, or null when it is malformed. */
function decodedPath(rawPath: string) {
  if (!VALID_PATH.test(rawPath)) return null;
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** A Set-Cookie value with the Secure attribute (added once). */
export const secureCookie = (cookie: string) =>
  /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;

const guard: FastifyPluginAsync<SiteContext> = async (app, { site, config }) => {
  // The first snapshot of the composition is made before the CSP is read from it.
  app.addHook('onRequest', async () => {
    await site.composition.ready;
  });
  await app.register(fastifyHelmet, helmetOptions(false));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', site.security.csp);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.headers(STRICT_TRANSPORT_SECURITY);
  });
  app.addHook('onSend', async (request, reply) => {
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined || request.protocol !== 'https') return;
    // Fastify adds to Set-Cookie rather than replacing it: out first, then back, Secure.
    reply.removeHeader('set-cookie');
    reply.header('set-cookie', [cookies].flat().map(String).map(secureCookie));
  });

  // Every answer under /owner, the console's or this server's own (400, 404, 405, 413,
  // 502...), carries the console's headers: never stored, indexed or framed. (The router's
  // own 400 runs no hook: app.ts's frameworkErrors adds them.)
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(consoleHeadersFor(request.url));
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const length = Number(reply.getHeader('content-length') ?? Number.NaN);
    const guarded =
      payload instanceof Readable &&
      request.method !== 'HEAD' &&
      reply.statusCode !== 304 &&
      Number.isInteger(length);
    if (!guarded) return payload;
    // pipeline: when the client goes away and the guard is destroyed, so is the file stream.
    return pipeline(payload, lengthGuard(length), () => {});
  });

  app.addHook('onResponse', async (_request, reply) => {
    site.observer.requests.inc({ status: String(reply.statusCode) });
  });

  app.decorateRequest('sitePath', '');
  app.addHook('onRequest', async (request, reply) => {
    const rawPath = request.url.split('?', 1)[0] ?? '/';
    const report = request.method === 'POST' && request.url === REPORT_PATH;
    const forConsole = isConsoleTarget(request.url);
    // The owner's console, when there is one, answers its own methods (routes/owner.ts).
    const console_ = config.owner.origin !== undefined && forConsole;
    if (request.method !== 'GET' && request.method !== 'HEAD' && !report && !console_) {
      return sendText(reply, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const pathname = decodedPath(rawPath);
    // The console's paths have one spelling, without %-escapes: the router would decode
    // `/%6fwner/` to a path the console's route matches.
    if (
      pathname === null ||
      ENCODED_SEPARATOR.test(rawPath) ||
      (forConsole && pathname !== rawPath)
    ) {
      return sendText(reply, 400, 'Bad request');
    }
    // One spelling of each path: doubled slashes collapsed (`//x/about` is the path
    // `/x/about`, never a host).
    const collapsed = rawPath.replace(/\/{2,}/g, '/');
    if (collapsed !== rawPath) {
      const location = `${collapsed}${request.url.slice(rawPath.length)}`;
      return reply.code(301).headers({ Location: location, 'Cache-Control': 'no-cache' }).send();
    }
    if (DOT_SEGMENT.test(pathname) || SERVER_BUILD.test(pathname)) return notFound(reply);
    request.sitePath = pathname;
    const normalized = normalizePath(pathname);
    // A redirect is the same in each language (`/es/refill` goes where `/refill` goes).
    const englishPath = withoutLocale(normalized);
    const { redirects } = site.live.shell.site;
    // The page template is not a page: its rendered form lives at `/`.
    const redirect =
      normalized === '/index.html'
        ? '/'
        : Object.hasOwn(redirects, englishPath) && redirects[englishPath];
    if (redirect) {
      return reply.code(302).headers({ Location: redirect, 'Cache-Control': 'no-cache' }).send();
    }
  });
};

export default fp(guard, { name: 'guard' });
