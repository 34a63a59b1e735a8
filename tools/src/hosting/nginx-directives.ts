// The fixed parts of the nginx recipe (nginx.ts): quoting, the file types, where Debian
// keeps the brotli module, what nginx does with the pages it proxies, and the whole
// nginx.conf around the site for `nginx -p DIR`.
import { join } from 'node:path';
import { locales, pathIn } from 'site-server/composition/shared-content';

/** A value as an nginx string. */
export const quote = (value: string) =>
  `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

export const MIME_TYPES = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json map',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'application/xml': 'xml',
  'text/plain': 'txt',
};

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** What nginx does with proxied pages: a cache that follows their headers and outlives Node. */
export const PAGE_CACHE_DIRECTIVES = [
  'proxy_cache pharmacy_pages;',
  // Node compresses HTML for the encoding asked: one cached copy per encoding (br, gzip,
  // none), whatever a browser's Accept-Encoding spells; Vary then adds nothing to the key.
  'proxy_set_header Accept-Encoding $pharmacy_encoding;',
  'proxy_cache_key "$request_uri $pharmacy_encoding";',
  'proxy_ignore_headers Vary;',
  // An expired page is checked with its ETag (a 304 from Node keeps the copy).
  'proxy_cache_revalidate on;',
  // Node down, failing or slow: the last copy, whatever its age (its script brings
  // time-dependent text up to date in the browser).
  'proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;',
  // While Node is up, an expired copy is served during its refresh only as long as the
  // page's stale-while-revalidate says, never past its expiresAt: not `updating` here,
  // which would serve any copy however old (an "Open now" after closing time).
  'proxy_cache_background_update on;',
  // One request at a time fills a missing page; the others wait for it.
  'proxy_cache_lock on;',
];

/**
 * A complete nginx.conf that runs unprivileged in `dir` (pid, temp files, error log on
 * stderr), for tests and single-site machines: `nginx -p DIR -c DIR/nginx.conf`. The
 * brotli module is loaded by its absolute path: under `-p DIR`, Debian's modules-enabled
 * includes would resolve inside DIR.
 */
export function nginxStandaloneConfig(
  dir: string,
  siteConfig: string,
  { user, brotliModule }: { user?: string; brotliModule?: string } = {},
) {
  const temp = (name: string) => `${name}_temp_path ${quote(join(dir, name))};`;
  return `${brotliModule ? `load_module ${quote(brotliModule)};\n` : ''}daemon off;
${user ? `user ${user};\n` : ''}worker_processes 1;
pid ${quote(join(dir, 'nginx.pid'))};
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${siteConfig}}
`;
}

/**
 * `/owner` and `/owner/*`: the owner's console (its own process, `console` host:port),
 * proxied with nothing kept (no page cache, no brotli or gzip copies) and with its own
 * headers only (no-store, noindex, its CSP): an add_header here stops the server block's
 * from being inherited. Without a console, a 404 as from Node.
 */
export function ownerLocations(console: string | undefined, { tls }: { tls: boolean }) {
  if (!console) return ['location = /owner { return 404; }', 'location ^~ /owner/ { return 404; }'];
  const proxy = [
    `proxy_pass http://${console};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_cache off;',
    'proxy_buffering off;',
    'brotli_static off;',
    'gzip_static off;',
    'add_header X-Upstream $upstream_addr always;',
    ...(tls ? ['proxy_cookie_flags ~ secure;'] : []),
  ].join(' ');
  return [
    "# The owner's console: never cached, its own headers (no-store, noindex, its CSP).",
    `location = /owner { ${proxy} }`,
    `location ^~ /owner/ { ${proxy} }`,
  ];
}

/**
 * A path with no page: the home page in its language, as Node sends it (`/es/nope` → `/es`).
 */
export function unknownPathRedirect() {
  const others = locales
    .map((lang) => pathIn('/', lang))
    .filter((home) => home !== '/')
    .map((home) => `if ($uri ~ ${quote(`^${home}(/|$)`)}) { return 302 ${quote(home)}; }`);
  return [...others, 'return 302 /;'].join(' ');
}
