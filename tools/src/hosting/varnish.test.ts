// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_CACHING } from 'site-server/serving/headers';
import { READY_PATH } from 'site-server/serving/readiness';
import { describe, expect, it } from 'vitest';
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
const vcl = varnishConfig({
  backends: ['127.0.0.1:8081', '10.0.0.2:8080'],
  copy: '127.0.0.1:8088',
  pages,
});
/** The body of a VCL subroutine. */
const sub = (name: string) =>
  vcl.match(new RegExp(`sub ${name} \\{\\n([\\s\\S]*?)\\n\\}`))?.[1] ?? '';

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
    expect(sub('vcl_recv')).toMatch(
      /if \(!std.healthy\(req.backend_hint\)\) \{[^}]*\} elsif \(!req.http.X-Pharmacy-Stale-Ok\) \{\n\s+set req.grace = 0s;/,
    );
  });

  it('answers from the prerendered copy while every server is sick, and after a second failed try', () => {
    expect(vcl).toMatch(
      /backend pharmacy_copy \{\n\s+\.host = \{"127.0.0.1"\};\n\s+\.port = \{"8088"\};/,
    );
    expect(sub('vcl_recv')).toContain(
      'if (!std.healthy(req.backend_hint)) {\n    set req.http.X-Pharmacy-Copy = "1";',
    );
    expect(sub('vcl_recv')).toContain(
      'if (req.http.X-Pharmacy-Copy) { set req.backend_hint = pharmacy_copy; }',
    );
    // A failed answer: once more at Node (a stale copy allowed), then from the copy.
    for (const name of ['vcl_deliver', 'vcl_synth']) {
      expect(sub(name)).toContain(
        'if (req.http.X-Pharmacy-Stale-Ok) { set req.http.X-Pharmacy-Copy = "1"; }',
      );
      expect(sub(name)).toContain('return (restart);');
    }
    // The copy's answers are never kept, and never refresh a stale copy of Node's.
    expect(sub('vcl_backend_response')).toMatch(
      /if \(beresp.status >= 500 \|\| bereq.http.X-Pharmacy-Copy\) \{[^}]*set beresp.uncacheable = true;/,
    );
    expect(sub('vcl_backend_fetch')).toContain(
      'if (bereq.http.X-Pharmacy-Copy && bereq.is_bgfetch) { return (abandon); }',
    );
    // Node's answers are whole or not at all.
    expect(sub('vcl_backend_response')).toContain('set beresp.do_stream = false;');
  });

  it('keeps the files Node says to revalidate a second, then in grace for while Node is down', () => {
    expect(sub('vcl_backend_response')).toContain(
      'if (beresp.http.Cache-Control ~ "(?i)no-cache") { set beresp.ttl = 1s; }',
    );
    expect(sub('vcl_backend_response')).toContain(
      `} elsif (beresp.ttl <= 1s) {\n    set beresp.grace = ${PAGE_CACHING.staleIfErrorS}s;`,
    );
  });

  it("passes the owner's console through whole, its cookies kept", () => {
    const recv = sub('vcl_recv');
    const owner = recv.indexOf('if (req.url ~ {"^/+owner(/|\\?|$)"}) { return (pass); }');
    expect(owner).toBeGreaterThan(-1);
    expect(owner).toBeLessThan(recv.indexOf('unset req.http.Cookie;'));
  });

  it('without a static host, keeps the stale copies only', () => {
    const alone = varnishConfig({ backends: ['127.0.0.1:8081'], pages });
    expect(alone).not.toContain('pharmacy_copy');
    expect(alone).toContain('set req.http.X-Pharmacy-Stale-Ok = "1";');
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
