// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHING } from '../routes/pages.ts';
import { READY_PATH } from '../serving/readiness.ts';
import { declaredPages, varnishConfig } from './varnish.ts';

const pages = declaredPages({
  shellPages: [{ path: '/' }, { path: '/about' }],
  remotePages: [
    {
      pages: ['/locations', '/best-prices'],
      aliases: { '/pharmacies': '/locations' },
      queryParams: {
        '/locations': { pharmacy: { kind: 'oneOf', values: ['parlin'] } },
        // A list of names (what builds published before values were declared).
        '/best-prices': ['q', 'zip'],
      },
    },
  ],
});
const vcl = varnishConfig({ backends: ['127.0.0.1:8081', '10.0.0.2:8080'], pages });

describe('the Varnish configuration', () => {
  it('reads the declared parameters from the composition, aliases with their page’s', () => {
    expect(pages).toContainEqual({
      path: '/pharmacies',
      queryParams: { pharmacy: { kind: 'oneOf', values: ['parlin'] } },
    });
  });

  it('keys a page on its path and declared parameters only, in each language', () => {
    expect(vcl).toContain(
      'if (req.url ~ {"^(\\/locations|\\/es\\/locations|\\/pharmacies|\\/es\\/pharmacies)/?(\\?|$)"}) {',
    );
    expect(vcl).toContain('{"([?&])(?!(pharmacy)=)[^&]*"}');
    expect(vcl).toContain('{"([?&])(?!(q|zip)=)[^&]*"}');
    expect(vcl).toContain('std.querysort(req.http.X-Pharmacy-Key)');
    // Every other page: no query string at all.
    expect(vcl).toMatch(
      /} else \{\n\s+set req.http.X-Pharmacy-Key = regsub\(req.url, "\\\?\.\*\$", ""\);/,
    );
  });

  it('probes every server on /readyz and keeps pages for their stale-if-error, revalidating with the ETag', () => {
    expect(vcl).toContain(`.url = {"${READY_PATH}"};`);
    expect(vcl.match(/\.probe = pharmacy_ready;/g)).toHaveLength(2);
    expect(vcl).toContain('pharmacy.add_backend(node_2);');
    expect(vcl).toContain('set beresp.grace = std.duration(regsub(beresp.http.Cache-Control');
    expect(vcl).toContain(
      `if (beresp.http.ETag) { set beresp.keep = ${PAGE_CACHING.staleIfErrorS}s; }`,
    );
    // While a server is healthy, nothing past its s-maxage.
    expect(vcl).toContain('if (std.healthy(req.backend_hint) && !req.http.X-Pharmacy-Stale-Ok) {');
    expect(vcl).toContain('set req.grace = 0s;');
  });

  it('stores no cookie', () => {
    expect(vcl).toContain('unset req.http.Cookie;');
    expect(vcl).toMatch(
      /if \(beresp.http.Set-Cookie[^\n]*\{\n\s+set beresp.ttl = 120s;\n\s+set beresp.uncacheable = true;/,
    );
  });

  it('refuses a backend that is not host:port', () => {
    expect(() => varnishConfig({ backends: ['localhost'], pages })).toThrow(/host:port/);
    expect(() => varnishConfig({ backends: [], pages })).toThrow(/backend/);
  });

  it.skipIf(!existsSync('/usr/sbin/varnishd'))('is VCL that varnishd compiles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'varnish-config-'));
    // As root, varnishd reads the file as its own unprivileged user.
    chmodSync(dir, 0o755);
    try {
      writeFileSync(join(dir, 'site.vcl'), vcl);
      expect(() =>
        execFileSync(
          '/usr/sbin/varnishd',
          ['-C', '-f', join(dir, 'site.vcl'), '-n', join(dir, 'n')],
          {
            stdio: 'pipe',
          },
        ),
      ).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
