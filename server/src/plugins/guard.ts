// Every request, before a route answers it (an onRequest hook for the whole app, after the
// security headers are set: plugins/security.ts): a request target that is not one of the
// site's paths is answered here: another method than GET or HEAD (405; only a browser
// report and, when OWNER_ORIGIN is set, the console's /owner paths are let through), a
// malformed or second spelling of a path (400, or 301 to its one spelling), dotfiles and
// server builds (404, never sent), and the redirect table of site.json (302). It also names
// each request (its id, and its target in origin form: Fastify's genReqId and rewriteUrl,
// app.ts), counts each answer by status (observation/metrics.ts), decides once whether a
// request is the owner's console's (isConsoleTarget), and gives every answer under /owner
// the console's headers.
//
// And how requests end when something goes wrong (for the whole app): no route is a 404; a
// file removed between its stat and its read (a deploy that is not atomic) is a 404; a
// file rewritten while it is sent is cut (or, before anything was sent, answered 503);
// other errors are their 4xx, or a logged 500.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { pipeline, Readable, Transform } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { normalizePath, withoutLocale } from '../composition/shared-content.ts';
import { REPORT_PATH } from '../observation/browser-reports.ts';
import { consoleHeaders, isOwnerPath } from '../routes/owner.ts';
import type { SiteContext } from '../serving/context.ts';
import { notFound, sendText, updating } from '../serving/replies.ts';

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

/**
 * An error a request ends with: Fastify's own carry a statusCode, file system errors (and
 * lengthGuard's) a code.
 */
export type RequestError = Error & { code?: string; statusCode?: number };

/**
 * Passes a file's bytes through and fails unless exactly its Content-Length arrive: a
 * file rewritten while it is read (`cp` over a live folder) can end short, or have grown
 * from the empty file that was measured.
 */
function lengthGuard(expected: number) {
  let seen = 0;
  const changed = () => {
    const error: NodeJS.ErrnoException = new Error(
      `file changed while it was sent (${seen} of ${expected} bytes)`,
    );
    error.code = 'EFILECHANGED';
    return error;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > expected ? changed() : null, chunk);
    },
    flush(done) {
      done(seen === expected ? null : changed());
    },
  });
}

const guard: FastifyPluginAsync<SiteContext> = async (app, { site, config }) => {
  // Every answer under /owner, the console's or this server's own (400, 404, 405, 413,
  // 502...), carries the console's headers: never stored, indexed or framed. (The router's
  // own 400 runs no hook: app.ts's frameworkErrors adds them.)
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(consoleHeadersFor(request.url));
    return payload;
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));

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

  app.setErrorHandler((error: RequestError, request, reply) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') {
      return notFound(reply);
    }
    if (error.code === 'EFILECHANGED') return updating(reply);
    const { statusCode = 0 } = error;
    const status = statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500)
      request.log.error({ err: error }, `Request for ${request.url} failed: ${error.message}`);
    return sendText(reply, status, STATUS_CODES[status] ?? 'Error');
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

// After the security headers: its answers carry them.
export default fp(guard, { name: 'guard', dependencies: ['security'] });
