// Cache and security headers of the production server, and the path of its health check.

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
 * The CSP allows the site's own origin, the remotes' origins from remotes.json, and the
 * map embed. The origins come from configuration only, never from the request.
 */
export function securityHeaders({
  remoteUrls = [],
  frameOrigins = [],
  selfOrigin = 'http://localhost',
}: {
  remoteUrls?: readonly string[];
  frameOrigins?: readonly string[];
  selfOrigin?: string;
}) {
  const remoteOrigins = originsOf(remoteUrls, selfOrigin).join(' ');
  const withRemotes = (list: string) => (remoteOrigins ? `${list} ${remoteOrigins}` : list);
  const csp = [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    // emotion writes its styles at run time
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `frame-src ${frameOrigins.join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
