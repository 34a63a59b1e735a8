import { siteApp } from 'site-server/testing/site';
import { describe, expect, it } from 'vitest';
import { nginxSiteConfig, staticHostFiles } from './nginx.ts';

describe('the hosting recipes', () => {
  const { site, app } = siteApp();

  it("write the security headers of the Node server's answers", async () => {
    const answer = await app.inject({ url: '/contact' });
    const overHttps = await app.inject({
      url: '/contact',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const { _headers } = staticHostFiles(site.shell);
    const staticHost = Object.fromEntries(
      [..._headers.split('\n/')[0].matchAll(/^ {2}([^:]+): (.*)$/gm)].map((line) => [
        line[1].toLowerCase(),
        line[2],
      ]),
    );
    const nginx = nginxSiteConfig({
      mode: 'proxy',
      listen: '8080',
      shellDist: site.shell,
      upstreams: ['127.0.0.1:8081'],
    });
    const unquoted = (value = '') => value.replaceAll('\\"', '"');
    const nginxHeaders = Object.fromEntries([
      ...[...nginx.matchAll(/^ {2}add_header (\S+) "(.*)" always;$/gm)]
        .filter((line) => !/^(Cache-Control|X-Upstream|X-Cache)$/.test(line[1]))
        .map((line) => [line[1].toLowerCase(), unquoted(line[2])]),
      // The CSP is nginx's where Node sent none (its map's empty case).
      [
        'content-security-policy',
        unquoted(nginx.match(/\$pharmacy_csp \{\n {2}"" "(.*)";$/m)?.[1]),
      ],
    ]);
    const sent = (headers: typeof answer.headers, names: string[]) =>
      Object.fromEntries(names.map((name) => [name, headers[name]]));
    // This nginx listens on plain HTTP; static hosts serve over HTTPS only.
    expect(nginxHeaders).toEqual(sent(answer.headers, Object.keys(nginxHeaders)));
    expect(Object.keys(nginxHeaders)).toContain('content-security-policy');
    expect(staticHost).toEqual(sent(overHttps.headers, Object.keys(staticHost)));
    expect(Object.keys(staticHost)).toContain('strict-transport-security');
  });
});
