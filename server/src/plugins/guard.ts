// Every request, before a route answers it (an onRequest hook for the whole app, after the
// security headers are set: plugins/security.ts): a request target that is not one of the
// site's paths is answered here: another method than GET or HEAD (405; only a browser
// report and, when OWNER_ORIGIN is set, the console's /owner paths are let through), a
// malformed or second spelling of a path (400, or 301 to its one spelling), dotfiles and
// server builds (404, never sent), and the redirect table of site.json (302).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { normalizePath, withoutLocale } from '../composition/shared-content.ts';
import { REPORT_PATH } from '../observation/browser-reports.ts';
import { isOwnerPath } from '../routes/owner.ts';
import type { SiteContext } from '../serving/context.ts';
import { notFound, sendText } from '../serving/replies.ts';

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

const guard: FastifyPluginAsync<SiteContext> = async (app, { site, config }) => {
  app.decorateRequest('sitePath', '');
  app.addHook('onRequest', async (request, reply) => {
    const rawPath = request.url.split('?', 1)[0] ?? '/';
    const report = request.method === 'POST' && request.url === REPORT_PATH;
    // The owner's console, when there is one, answers its own methods (routes/owner.ts).
    const console_ = config.owner.origin !== undefined && isOwnerPath(rawPath);
    if (request.method !== 'GET' && request.method !== 'HEAD' && !report && !console_) {
      return sendText(reply, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const pathname = decodedPath(rawPath);
    if (pathname === null || ENCODED_SEPARATOR.test(rawPath)) {
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
    const { redirects } = site.site();
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
