import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nginxSiteConfig, nginxStandaloneConfig, staticHostFiles } from './nginx.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A prerender folder: hashed chunks, an entry chunk beside them, tables. */
function prerendered() {
  root = mkdtempSync(join(tmpdir(), 'hosting-test-'));
  const file = (path: string, text = '') => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  file(
    'site.json',
    JSON.stringify({
      redirects: { '/refill': 'https://portal.example/refill' },
      remoteNames: ['mf-medpack'],
      frameOrigins: ['https://maps.example'],
    }),
  );
  file('remotes.json', JSON.stringify({ 'mf-medpack': 'https://cdn.example/mf-manifest.json' }));
  file('static/js/index.0123456789.js');
  file('static/js/index.0123456789.js.gz');
  file('remotes/mf-medpack/mf-manifest.json');
  file('remotes/mf-medpack/static/js/mf_medpack.0123456789.js');
  file('remotes/mf-medpack/static/js/async/1.0123456789.js');
  file('remotes/mf-medpack/static/js/async/1.0123456789.js.LICENSE.txt');
  return root;
}

describe('files for static hosts', () => {
  it('_redirects holds the redirect table', () => {
    expect(staticHostFiles(prerendered())._redirects).toBe(
      '/refill https://portal.example/refill 302\n',
    );
  });

  it('_headers: security headers everywhere, immutable only where every file is hashed', () => {
    const headers = staticHostFiles(prerendered())._headers;
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: [^\n]*https:\/\/cdn\.example/);
    expect(headers).toContain('frame-src https://maps.example');
    const immutable = [
      ...headers.matchAll(/^(\S+)\n {2}Cache-Control: public, max-age=31536000, immutable$/gm),
    ].map((match) => match[1]);
    // mf_medpack.<hash>.js is an entry file (revalidated), so its folder is not immutable.
    expect(immutable.sort()).toEqual(['/remotes/mf-medpack/static/js/async/*', '/static/*']);
  });
});

describe('the nginx configuration', () => {
  const proxied = () =>
    nginxSiteConfig({
      mode: 'proxy',
      listen: '8080',
      shellDist: prerendered(),
      upstreams: ['127.0.0.1:8081'],
      cacheDir: '/var/cache/pharmacy-test',
    });

  it('keeps proxied pages as their headers say, and serves the last copy while Node is down', () => {
    const config = proxied();
    expect(config).toContain('proxy_cache_path "/var/cache/pharmacy-test" ');
    const pages = config.match(/location \/ \{[^}]*\}/)?.[0] ?? '';
    expect(pages).toContain('proxy_cache pharmacy_pages;');
    expect(pages).toContain(
      'proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;',
    );
    expect(pages).toContain('proxy_cache_background_update on;');
    expect(pages).toContain('proxy_cache_lock on;');
    expect(pages).toContain('proxy_cache_revalidate on;');
    // Node's Cache-Control (bounded by the page's expiresAt) is what the cache follows.
    expect(pages).not.toContain('proxy_hide_header Cache-Control');
    // A page's CSP is Node's (it allows the styles the page holds inline); nginx writes the
    // site's policy only on what Node did not answer, once.
    expect(pages).not.toContain('proxy_hide_header Content-Security-Policy');
    expect(config).toContain('add_header Content-Security-Policy $pharmacy_csp always;');
    expect(config.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(pages).not.toContain('proxy_ignore_headers Cache-Control');
    expect(pages).not.toMatch(/use_stale[^;]*updating/);
  });

  it("sends /owner to the owner's console uncached, with only its headers; a 404 without one", () => {
    const config = nginxSiteConfig({
      mode: 'proxy',
      listen: '8080',
      shellDist: prerendered(),
      upstreams: ['127.0.0.1:8081'],
      owner: '127.0.0.1:8090',
    });
    const owner = config.match(/location \^~ \/owner\/ \{[^}]*\}/)?.[0] ?? '';
    expect(owner).toContain('proxy_pass http://127.0.0.1:8090;');
    expect(owner).toContain('proxy_cache off;');
    expect(owner).toContain('brotli_static off;');
    expect(owner).not.toContain('pharmacy_pages');
    expect(owner).not.toContain('Cache-Control');
    expect(config).toMatch(/location = \/owner \{ proxy_pass http:\/\/127\.0\.0\.1:8090;/);
    // Before the page location, and a prefix match that no regex location overrides.
    expect(config.indexOf('location ^~ /owner/')).toBeLessThan(config.indexOf('location / {'));
    const none = nginxSiteConfig({ mode: 'static', listen: '8080', root: prerendered() });
    expect(none).toContain('location ^~ /owner/ { return 404; }');
    expect(none).toContain('location = /owner { return 404; }');
  });

  it('sends the build’s brotli copies, loading the module by its absolute path when standalone', () => {
    const config = proxied();
    expect(config).toContain('brotli_static on;');
    expect(config).toContain('gzip_static on;');
    const standalone = nginxStandaloneConfig('/tmp/x', config, {
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    });
    expect(standalone.split('\n')[0]).toBe(
      'load_module "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";',
    );
    // The same folder, without brotli (an nginx that lacks the module).
    const without = nginxSiteConfig({ mode: 'static', listen: '80', root, brotli: false });
    expect(without).not.toContain('brotli');
  });
});

describe('the nginx configuration over HTTPS', () => {
  const withTls = (listen: string, stapling = false) =>
    nginxSiteConfig({
      mode: 'proxy',
      listen: '80',
      shellDist: prerendered(),
      upstreams: ['127.0.0.1:8081'],
      tls: {
        listen,
        certificate: '/etc/ssl/site.pem',
        key: '/etc/ssl/site.key',
        trustedCertificate: '/etc/ssl/chain.pem',
        stapling,
        acmeRoot: '/srv/acme',
      },
    });
  const servers = (config: string) => config.split(/^server \{$/m).slice(1);

  it('answers plain HTTP with a redirect to the same URL over HTTPS, but for the ACME challenge', () => {
    const [plain, secure] = servers(withTls('443'));
    expect(plain).toContain('listen 80;');
    expect(plain).toContain('location / { return 301 https://$host$request_uri; }');
    expect(plain).toMatch(
      /location \^~ \/\.well-known\/acme-challenge\/ \{ root "\/srv\/acme";[^}]*try_files \$uri =404; \}/,
    );
    // Nothing but the redirect and the challenge over plain HTTP: no page, no proxy.
    expect(plain).not.toContain('proxy_pass');
    expect(secure).toContain('proxy_pass');
    // Another port than 443 is kept in the redirect.
    expect(servers(withTls('127.0.0.1:8443'))[0]).toContain(
      'return 301 https://$host:8443$request_uri;',
    );
  });

  it('serves the site over HTTP/2 with TLS 1.2 and 1.3 only, HSTS on HTTPS answers only', () => {
    const [plain, secure] = servers(withTls('443'));
    expect(secure).toContain('listen 443 ssl http2;');
    expect(secure).toContain('ssl_certificate "/etc/ssl/site.pem";');
    expect(secure).toContain('ssl_certificate_key "/etc/ssl/site.key";');
    expect(secure).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(secure).toContain('ssl_prefer_server_ciphers off;');
    expect(secure).toMatch(
      /ssl_ciphers (ECDHE-(ECDSA|RSA)-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305):?)+;/,
    );
    expect(secure).toContain(
      'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    );
    expect(plain).not.toContain('Strict-Transport-Security');
    // Node's own HSTS is hidden (nginx sends it once), its cookies made Secure.
    expect(secure).toContain('proxy_hide_header Strict-Transport-Security;');
    expect(secure).toContain('proxy_cookie_flags ~ secure;');
    // Without TLS: no HSTS at all.
    const http = nginxSiteConfig({ mode: 'static', listen: '80', root });
    expect(http).not.toContain('add_header Strict-Transport-Security');
    expect(http).not.toContain('ssl');
  });

  it('staples OCSP answers only where the certificate names a responder', () => {
    expect(withTls('443')).not.toContain('ssl_stapling');
    const stapled = withTls('443', true);
    expect(stapled).toContain('ssl_stapling on;');
    expect(stapled).toContain('ssl_stapling_verify on;');
    expect(stapled).toContain('ssl_trusted_certificate "/etc/ssl/chain.pem";');
  });
});

describe('the nginx configuration with a prerendered fallback', () => {
  it('answers from the copy where Node fails and the cache has none, with the same headers', () => {
    const config = nginxSiteConfig({
      mode: 'proxy',
      listen: '8080',
      shellDist: prerendered(),
      upstreams: ['127.0.0.1:8081'],
      fallbackDir: '/srv/fallback',
    });
    const pages = config.match(/location \/ \{[^}]*\}/)?.[0] ?? '';
    expect(pages).toContain('proxy_intercept_errors on; error_page 500 502 503 504 = @fallback;');
    // The cache's stale copy still comes first.
    expect(pages).toContain('proxy_cache_use_stale error timeout');
    for (const file of ['/remotes.json', '/notices.json']) {
      expect(config).toMatch(new RegExp(`location = ${file} \\{[^}]*= @fallback;`));
    }
    const fallback = config.match(/location @fallback \{[^}]*\}/)?.[0] ?? '';
    expect(fallback).toContain('root "/srv/fallback/current";');
    // A path the copy has no page for: the home page, as Node sends it (never a 503).
    expect(fallback).toContain('try_files $uri/index.html $uri @fallback_unknown;');
    expect(config).toContain(
      'location @fallback_unknown { if ($uri ~ "^/es(/|$)") { return 302 "/es"; } return 302 /; ',
    );
    // add_header in a location replaces the server's: every one is repeated there.
    const serverHeaders = [...config.matchAll(/^ {2}(add_header [^\n]+)$/gm)].map((m) => m[1]);
    expect(serverHeaders.length).toBeGreaterThan(5);
    for (const line of serverHeaders) expect(fallback).toContain(line);
    expect(fallback).toContain('add_header X-Served-From prerendered always;');
    // Health is Node's own: never answered from the copy.
    expect(config.match(/location = \/healthz \{[^}]*\}/)?.[0]).not.toContain('@fallback');
  });
});
