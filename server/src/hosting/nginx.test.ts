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
