// The nginx configuration (`pnpm hosting:nginx`, hosting.ts): written for the site from the same tables the
// Node server uses (site.json's redirects and page routes, headers.ts's cache rules and
// security headers, remotes.json's origins for the CSP), so the two cannot drift apart.
//
//   static mode: nginx serves the `pnpm prerender` folder alone (no Node). The same run
//                writes `_redirects` and `_headers` into that folder for static hosts.
//   proxy mode:  nginx serves the built files (shell/dist, each remote's dist or
//                REMOTES_ROOT/<name>) and proxies page HTML to one or more Node servers,
//                keeping the pages in a cache that follows their Cache-Control (at most a
//                minute, never past what the page says) and serves them while every Node
//                server is down or failing.
//
// Brotli: the build's .br copies through `brotli_static` (Debian's
// libnginx-mod-http-brotli-static), the .gz ones where a client lacks br.
//
// HTTPS (`tls`): the site on its own server block with HTTP/2 and Mozilla's "intermediate"
// TLS settings, HSTS on its answers only; plain HTTP answers 301 to the same URL over
// HTTPS, but for the ACME challenge path (Let's Encrypt's webroot).
//
// Re-run it (and `nginx -s reload`) after remotes.json names a new origin: the CSP is
// written into the configuration.
import { join, resolve } from 'node:path';
import {
  ENTRY_FILE,
  HASHED_ASSET,
  HEALTH_PATH,
  IMMUTABLE,
  STRICT_TRANSPORT_SECURITY,
} from './headers.ts';
import { headersOf, siteTables } from './static-host.ts';

export { type SiteTables, siteTables, staticHostFiles } from './static-host.ts';

const CSP = 'Content-Security-Policy';
const quote = (value: string) =>
  `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

const MIME_TYPES = {
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
const PAGE_CACHE_DIRECTIVES = [
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

/** HTTPS for the nginx recipe: where nginx listens, the certificate and what it allows. */
export type TlsOptions = {
  /** The HTTPS listen address (`443`, `127.0.0.1:8443`). */
  listen: string;
  /** The certificate with its intermediates (PEM; Let's Encrypt's fullchain.pem). */
  certificate: string;
  /** Its private key (PEM). */
  key: string;
  /** OCSP stapling: only where the certificate names an OCSP responder (see ocspStapling). */
  stapling?: boolean;
  /** The issuer's chain, to verify stapled OCSP answers (Let's Encrypt's chain.pem). */
  trustedCertificate?: string;
  /** Where the ACME client writes its challenge files (its webroot). */
  acmeRoot?: string;
};

/** Debian's certbot writes the webroot challenge here (`certbot certonly --webroot -w`). */
export const ACME_ROOT = '/var/www/letsencrypt';

/** The certificate files of Let's Encrypt's layout (certbot) for `domain`. */
export const letsEncryptFiles = (domain: string, root = '/etc/letsencrypt') => ({
  certificate: join(root, 'live', domain, 'fullchain.pem'),
  key: join(root, 'live', domain, 'privkey.pem'),
  trustedCertificate: join(root, 'live', domain, 'chain.pem'),
});

/**
 * Mozilla's "intermediate" server-side TLS for nginx (ssl-config.mozilla.org, guidelines
 * 5.7+: TLS 1.2 and 1.3, ECDHE with AES-GCM or ChaCha20 only, the client's preference).
 */
export const MOZILLA_INTERMEDIATE = [
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_ecdh_curve X25519:prime256v1:secp384r1;',
  'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
  'ssl_prefer_server_ciphers off;',
  'ssl_session_timeout 1d;',
  'ssl_session_cache shared:pharmacy_tls:10m;',
  'ssl_session_tickets off;',
];

/** The port of a listen address (`443`, `127.0.0.1:8443`, `[::]:443`), or undefined. */
const portOf = (listen: string) => listen.match(/(?:^|:)(\d+)$/)?.[1];

/**
 * The `server { … }` block (and the maps it needs) to put in nginx's `http` context.
 * mode 'static': `root` is the prerender folder. mode 'proxy': `shellDist`, `remoteDirs`
 * (name → folder), `upstreams` (host:port of each Node server) and `cacheDir` (the page
 * cache's folder, nginx's workers write it). `brotli`: serve the build's .br copies
 * (brotli_static; the module must be loaded).
 */
export function nginxSiteConfig({
  mode,
  listen,
  root,
  shellDist,
  remoteDirs = {},
  upstreams = [],
  cacheDir = '/var/cache/nginx/pharmacy',
  brotli = true,
  tls,
  fallbackDir,
}: {
  mode: string;
  /** Where nginx listens for plain HTTP (with `tls`: the redirect to HTTPS only). */
  listen: string;
  tls?: TlsOptions;
  /**
   * proxy mode: the folder whose `current` is the prerendered copy of the site
   * (FALLBACK_SITE of a Node server), answered where Node fails and the cache has none.
   */
  fallbackDir?: string;
  root?: string;
  shellDist?: string;
  remoteDirs?: Record<string, string>;
  upstreams?: string[];
  cacheDir?: string;
  brotli?: boolean;
}) {
  if (mode !== 'static' && mode !== 'proxy') throw new Error(`Unknown mode "${mode}"`);
  const folder = mode === 'static' ? root : shellDist;
  if (!folder) throw new Error(`${mode} mode needs ${mode === 'static' ? 'root' : 'shellDist'}`);
  const tables = siteTables(folder);
  const { site } = tables;
  const lines: string[] = [];
  const add = (text = '') => lines.push(text);

  add('# Generated by `pnpm hosting:nginx` from site.json, remotes.json and headers.ts.');
  // Regexes of a map are tried in order: entry files first, as cacheControl() does.
  add('map $uri $pharmacy_cache_control {');
  add(`  default "no-cache";`);
  add(`  "~/$" "no-cache";`);
  add(`  "~${ENTRY_FILE.source}" "no-cache";`);
  add(`  "~${HASHED_ASSET.source}" "${IMMUTABLE}";`);
  add('}');
  add('# What Node said (a page it rendered) stands; anything else gets the rule above.');
  add('map $sent_http_cache_control $pharmacy_cache_header {');
  add('  "" $pharmacy_cache_control;');
  add('  default "";');
  add('}');
  // HSTS only on the answers that come over HTTPS (the HTTPS server block).
  const { [CSP]: policy, ...otherHeaders } = headersOf(tables, { https: tls !== undefined });
  add("# Node's policy stands too: a page it rendered allows the styles it holds inline.");
  add(`map $sent_http_content_security_policy $pharmacy_csp {`);
  add(`  "" ${quote(policy)};`);
  add('  default "";');
  add('}');
  if (mode === 'proxy') {
    add('# The one encoding Node is asked for: br, else gzip, else none.');
    add('map $http_accept_encoding $pharmacy_encoding {');
    add('  default "";');
    add('  "~*\\bbr\\b" br;');
    add('  "~*\\bgzip\\b" gzip;');
    add('}');
    add('# Pages rendered by Node, kept as their Cache-Control says and while Node is down.');
    add(
      `proxy_cache_path ${quote(resolve(cacheDir))} levels=1:2 keys_zone=pharmacy_pages:10m max_size=512m inactive=7d use_temp_path=off;`,
    );
    add('upstream pharmacy_site {');
    // One failed connection takes a replica out for 5 s; the request goes to the next.
    for (const server of upstreams) add(`  server ${server} max_fails=1 fail_timeout=5s;`);
    add('  keepalive 16;');
    add('}');
  }
  if (tls) {
    const port = portOf(tls.listen);
    const authority = port === undefined || port === '443' ? '$host' : `$host:${port}`;
    add('# Plain HTTP: the same URL over HTTPS (301), but for the ACME challenge files.');
    add('server {');
    add(`  listen ${listen};`);
    add('  server_tokens off;');
    add(
      `  location ^~ /.well-known/acme-challenge/ { root ${quote(resolve(tls.acmeRoot ?? ACME_ROOT))}; default_type text/plain; try_files $uri =404; }`,
    );
    add(`  location / { return 301 https://${authority}$request_uri; }`);
    add('}');
  }
  add('server {');
  if (tls) {
    add(`  listen ${tls.listen} ssl http2;`);
    add(`  ssl_certificate ${quote(resolve(tls.certificate))};`);
    add(`  ssl_certificate_key ${quote(resolve(tls.key))};`);
    add('  # Mozilla\'s "intermediate" configuration: TLS 1.2 and 1.3.');
    for (const directive of MOZILLA_INTERMEDIATE) add(`  ${directive}`);
    if (tls.stapling) {
      add('  # The certificate names an OCSP responder: its answer is stapled to the handshake.');
      add('  ssl_stapling on;');
      add('  ssl_stapling_verify on;');
      if (tls.trustedCertificate) {
        add(`  ssl_trusted_certificate ${quote(resolve(tls.trustedCertificate))};`);
      }
    }
  } else {
    add(`  listen ${listen};`);
  }
  add('  server_tokens off;');
  add('  absolute_redirect off;');
  add('  log_not_found off;');
  add(`  root ${quote(resolve(folder))};`);
  add('  index index.html;');
  add('  types {');
  for (const [type, extensions] of Object.entries(MIME_TYPES)) add(`    ${type} ${extensions};`);
  add('  }');
  add('  default_type application/octet-stream;');
  add('  charset utf-8;');
  add('  charset_types text/css text/javascript application/json text/plain application/xml;');
  add('  # The build wrote <file>.br and <file>.gz beside each asset: br where the client');
  add('  # takes it, else gzip; HTML is compressed per response (by Node when proxied).');
  if (brotli) add('  brotli_static on;');
  add('  gzip_static on;');
  add('  gzip on;');
  add('  gzip_vary on;');
  add('  gzip_proxied any;');
  add('  # Every response (errors and redirects too) carries the same headers as from Node.');
  const headerLines = [
    'add_header Cache-Control $pharmacy_cache_header always;',
    `add_header ${CSP} $pharmacy_csp always;`,
    ...Object.entries(otherHeaders).map(
      ([name, value]) => `add_header ${name} ${quote(value)} always;`,
    ),
    ...(mode === 'proxy'
      ? [
          'add_header X-Upstream $upstream_addr always;',
          'add_header X-Cache $upstream_cache_status always;',
        ]
      : []),
  ];
  for (const line of headerLines) add(`  ${line}`);
  add('  # A missing file is a plain-text 404, never a page the runtime would parse as code.');
  add('  error_page 404 @not_found;');
  add('  location @not_found { types { } default_type text/plain; return 404 "Not found\\n"; }');
  add('  # Server builds are read by Node only; dotfiles are never served.');
  add('  location ~ "^/(remotes/[^/]+/(.+/)?)?server(/|$)" { return 404; }');
  add('  location ~ "/\\." { return 404; }');
  add('  # The page template is not a page: its rendered form lives at /.');
  add('  location = /index.html { return 302 /; }');
  for (const [from, to] of Object.entries(site.redirects)) {
    add(`  location = ${quote(from)} { return 302 ${quote(to)}; }`);
    add(`  location = ${quote(`${from}/`)} { return 302 ${quote(to)}; }`);
  }
  if (mode === 'static') {
    add('  location = / { try_files /index.html =404; }');
    add('  # A path with an extension, or under /remotes/, is a file or a 404.');
    add('  location ~ "\\.[^/]*$" { try_files $uri =404; }');
    add('  location /remotes/ { try_files $uri =404; }');
    add('  # A page route is <path>/index.html; any other path goes to the home page.');
    add('  location / { try_files $uri/index.html @unknown_path; }');
    add('  location @unknown_path { return 302 /; }');
  } else {
    const proxy = [
      'proxy_pass http://pharmacy_site;',
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      // nginx sets these itself, from the same tables; Node's copies would double them.
      // Node's Cache-Control and CSP stand ($pharmacy_cache_header, $pharmacy_csp).
      ...Object.keys(otherHeaders).map((name) => `proxy_hide_header ${name};`),
      ...(tls
        ? []
        : Object.keys(STRICT_TRANSPORT_SECURITY).map((name) => `proxy_hide_header ${name};`)),
      // Over HTTPS, a cookie from Node is Secure whatever it said.
      ...(tls ? ['proxy_cookie_flags ~ secure;'] : []),
    ].join(' ');
    // Where Node fails (down, 5xx, timing out) and the cache has no copy: the prerendered
    // copy the server keeps current (FALLBACK_SITE), never a 502.
    const fallback = fallbackDir
      ? ' proxy_intercept_errors on; error_page 500 502 503 504 = @fallback;'
      : '';
    add(`  location = ${HEALTH_PATH} { ${proxy} }`);
    add('  # remotes.json as Node serves it: checked entry by entry.');
    add(`  location = /remotes.json { ${proxy}${fallback} }`);
    add("  # The owner's notices as Node serves them: checked entry by entry, live.");
    add(`  location = /notices.json { ${proxy}${fallback} }`);
    if (fallbackDir) {
      add('  # The prerendered copy (a page is <path>/index.html), with the same headers as');
      add('  # the pages nginx serves, and X-Served-From saying where it came from.');
      add(
        `  location @fallback { root ${quote(join(resolve(fallbackDir), 'current'))}; try_files $uri/index.html $uri =503; ${[...headerLines, 'add_header X-Served-From prerendered always;'].join(' ')} }`,
      );
    }
    for (const [name, folder] of Object.entries(remoteDirs)) {
      add(
        `  location ~ ${quote(`^/remotes/${name}/(.*)$`)} { alias ${quote(`${resolve(folder)}/$1`)}; if (-d $request_filename) { return 404; } }`,
      );
    }
    add('  location ~ "\\.[^/]*$" { try_files $uri =404; }');
    add('  location /remotes/ { return 404; }');
    add('  # Page HTML (and unknown paths, which Node redirects to /) comes from Node,');
    add('  # through the page cache.');
    add(`  location / { ${proxy} ${PAGE_CACHE_DIRECTIVES.join(' ')}${fallback} }`);
  }
  add('}');
  return `${lines.join('\n')}\n`;
}

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
