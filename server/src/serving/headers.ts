// Cache and security headers of the production server, and the path of its health check.
//
// The security headers are helmet's (https://helmetjs.github.io), from one options object
// (`helmetOptions`): the server registers @fastify/helmet with it, and the hosting recipes
// (nginx, static hosts' `_headers`) write the headers helmet sets with it
// (`securityHeaders`), so every way the site is hosted sends the same bytes.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions, strictTransportSecurity } from 'helmet';

/** For load balancers and the container's health check: the process is up and answers requests. */
export const HEALTH_PATH = '/healthz';

export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|avif|woff2?)$/;
/** Files that say where the latest build is: always revalidated. */
export const ENTRY_FILE =
  /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|mf_[a-z]+\.[0-9a-f]+\.js|site\.json|sitemap\.xml|robots\.txt)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Cache-Control header of a file or page at `pathname`.
 */
export function cacheControl(pathname: string) {
  if (ENTRY_FILE.test(pathname) || pathname.endsWith('/')) return 'no-cache';
  if (HASHED_ASSET.test(pathname)) return IMMUTABLE;
  return 'no-cache';
}

/**
 * helmet has no Permissions-Policy: the server adds this header beside helmet's
 * (plugins/guard.ts), and the recipes write it beside them.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Where the CSP's origins come from: configuration only, never a request. */
export type PolicySources = {
  /** The remotes' manifest URLs (remotes.json): their origins may serve scripts and styles. */
  remoteUrls?: readonly string[];
  /** The origins the site embeds in frames (the map; site.json). */
  frameOrigins?: readonly string[];
  /** The origin relative remote URLs are read against (never added to the CSP). */
  selfOrigin?: string;
};

function originsOf(urls: readonly string[], base: string) {
  const origins: Set<string> = new Set();
  for (const url of urls) {
    try {
      const { origin } = new URL(url, base);
      if (origin !== base) origins.add(origin);
    } catch {
      // remotes.json is validated before its URLs get here
    }
  }
  return [...origins];
}

/**
 * The Content-Security-Policy as data, directive by directive in the order it is sent:
 * the site's own origin, the remotes' origins from remotes.json, and the map embed.
 */
function cspDirectives({
  remoteUrls = [],
  frameOrigins = [],
  selfOrigin = 'http://localhost',
}: PolicySources) {
  const remoteOrigins = originsOf(remoteUrls, selfOrigin);
  return {
    'default-src': ["'self'"],
    // The page's speculation rules (prefetch on hover, prerender the main navigation) are
    // an inline `<script type="speculationrules">`: allowed by this keyword alone, which
    // allows no inline code (`'unsafe-inline'` stays out).
    'script-src': ["'self'", "'inline-speculation-rules'", ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins],
    // Every style is a stylesheet extracted at build time: no inline style or style attribute.
    'style-src': ["'self'", ...remoteOrigins],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'frame-src': frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export type CspDirectives = ReturnType<typeof cspDirectives>;

/**
 * helmet's options for the site, with this CSP (`false`: helmet leaves the CSP to the
 * server, which sends the live composition's, plugins/guard.ts). helmet's defaults
 * that the site does not send are off, one by one, so that a new default of a later
 * helmet is a decision, not a surprise.
 */
export function helmetOptions(directives: CspDirectives | false) {
  return {
    contentSecurityPolicy: directives && { useDefaults: false, directives },
    // HSTS is sent on HTTPS answers only (strictTransportSecurityHeader below): a browser
    // ignores it over plain HTTP, and a scanner counts it against the site there.
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Remotes' files are loaded by shells on other origins (a remote on a CDN, a preview).
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    // The CSP's frame-ancestors says who may frame the site; every browser the site
    // supports reads it, so X-Frame-Options would be a second spelling to keep in step.
    xFrameOptions: false,
    // Headers for browsers the site does not support (IE's download and XSS options) or
    // that change nothing here (no Flash, no X-Powered-By from Fastify, DNS prefetch and
    // origin-keyed agent clusters left to the browser).
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  } satisfies HelmetOptions;
}

/**
 * The security policy of the live composition, as a plain record a response reads with no
 * call: the CSP exactly as helmet writes it, and every security header (for the answers
 * Fastify gives before any hook runs); made again by `update` when the composition or the
 * shell changes, never per request.
 */
export function securityPolicy(sources: PolicySources) {
  const policy = {
    csp: '',
    headers: {} as Record<string, string>,
    update(next: PolicySources) {
      policy.headers = securityHeaders(next);
      policy.csp = policy.headers['Content-Security-Policy'] ?? '';
    },
  };
  policy.update(sources);
  return policy;
}

/** HSTS as helmet writes it: two years, subdomains included (no preload: that is the owner's call). */
const HSTS_OPTIONS = { maxAge: 63_072_000, includeSubDomains: true };

/** A response that keeps each header as it was set, its name spelled as given. */
class RecordingResponse extends ServerResponse {
  readonly written: Record<string, string> = {};
  override setHeader(name: string, value: number | string | readonly string[]) {
    this.written[name] = String(value);
    return super.setHeader(name, value);
  }
}

/**
 * The security headers of a site with these sources, exactly as the server sends them:
 * the ones helmet sets with the server's options, and Permissions-Policy. For the hosting
 * recipes, and for the answers Fastify gives before any hook runs.
 */
export function securityHeaders(
  sources: PolicySources,
  { https = false }: { https?: boolean } = {},
): Record<string, string> {
  const directives = cspDirectives(sources);
  const request = new IncomingMessage(new Socket());
  const response = new RecordingResponse(request);
  helmet(helmetOptions(directives))(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return {
    ...response.written,
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? STRICT_TRANSPORT_SECURITY : {}),
  };
}

/**
 * The Strict-Transport-Security header, exactly as helmet's middleware writes it with
 * HSTS_OPTIONS: on answers to requests that came over HTTPS (the server: request.protocol,
 * X-Forwarded-Proto from a trusted proxy; the recipes: their HTTPS server only).
 */
export const STRICT_TRANSPORT_SECURITY: Readonly<Record<string, string>> = (() => {
  const response = new RecordingResponse(new IncomingMessage(new Socket()));
  strictTransportSecurity(HSTS_OPTIONS)(response.req, response, () => {});
  return { ...response.written };
})();

/**
 * How long a cache in front may serve a page past its freshness (routes/pages.ts sends it,
 * the Varnish recipe holds pages as long).
 */
export const PAGE_CACHING = {
  /** The most of a page's cache window spent serving a stale copy while it is fetched again. */
  staleWhileRevalidateS: 10,
  /** How long a cache may serve its last copy while the server errs or is down. */
  staleIfErrorS: 86_400,
};
