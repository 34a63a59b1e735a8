// @vitest-environment node
// The live composition as the running server reads it (serving/live-site.ts,
// composition/remotes-config.ts), validated remote by remote.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quietLog } from '../testing/log.ts';
import {
  close,
  composed,
  defaultConfig,
  get,
  listen,
  makeSite,
  remoteNames,
  siteServer,
  until,
} from '../testing/site.ts';

describe('the live composition, validated remote by remote', () => {
  const log = quietLog();
  const running = siteServer(log);
  const writeConfig = (text: string) =>
    writeFileSync(join(running.site.shell, 'remotes.json'), text);
  const servedConfig = async () => {
    const answer = await get(running.base, '/remotes.json');
    expect(answer.status).toBe(200);
    return JSON.parse(answer.body.toString());
  };
  const warnings = () => log.warn.mock.calls.join('\n');

  it('serves each entry with what its description says it owns, exposes and fills', async () => {
    expect(await servedConfig()).toEqual(composed());
  });

  it('leaves out a new bad entry and keeps the last good one of a known remote, one log line each', async () => {
    log.warn.mockClear();
    writeConfig(
      JSON.stringify({
        ...defaultConfig(),
        'mf-reviews': 'javascript:alert(1)',
        'mf-unknown': '/remotes/mf-unknown/mf-manifest.json',
      }),
    );
    expect(await until(warnings, (text) => /"mf-unknown".*left out/.test(text))).toBe(true);
    expect(warnings()).toMatch(/"mf-reviews" cannot be used .*keeping its last good entry/);
    expect(await servedConfig()).toEqual(composed());
    await servedConfig();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('serves a remote it has never seen once its description can be read, without a restart', async () => {
    const folder = join(running.site.remotes, 'mf-vaccines');
    mkdirSync(folder);
    writeFileSync(join(folder, 'mf-manifest.json'), '{}');
    writeFileSync(
      join(folder, 'pages.json'),
      JSON.stringify({ remote: 'mf-vaccines', prefixes: ['/vaccines'], pages: ['/vaccines'] }),
    );
    writeConfig(
      JSON.stringify({
        ...defaultConfig(),
        'mf-vaccines': '/remotes/mf-vaccines/mf-manifest.json',
      }),
    );
    expect(await until(servedConfig, (config) => 'mf-vaccines' in config)).toBe(true);
    expect((await servedConfig())['mf-vaccines'].prefixes).toEqual(['/vaccines']);
    const sitemap = (await get(running.base, '/sitemap.xml')).body.toString();
    expect(sitemap).toContain('/vaccines</loc>');
    expect(sitemap).toContain('/es/vaccines</loc>');
  });

  it('keeps the last good composition when the file is not valid at all', async () => {
    writeConfig(JSON.stringify(defaultConfig()));
    expect(await until(servedConfig, (config) => !('mf-vaccines' in config))).toBe(true);
    for (const broken of ['null', '[]', '"text"', '{"mf-medpack": ']) {
      log.warn.mockClear();
      writeConfig(broken);
      expect(
        await until(
          async () => log.warn.mock.calls.length,
          (count) => count > 0,
        ),
      ).toBe(true);
      expect(await servedConfig(), broken).toEqual(composed());
      expect((await get(running.base, '/contact')).status).toBe(200);
      expect(String(log.warn.mock.calls[0][0])).toMatch(/keeping the last good composition/);
    }
    writeConfig(JSON.stringify(defaultConfig()));
  });

  it('composes every remote folder when there is no remotes.json', async () => {
    const other = makeSite();
    rmSync(join(other.shell, 'remotes.json'));
    const started = await listen({ env: other.env, log: quietLog() });
    const answer = await get(started.base, '/remotes.json');
    expect(Object.keys(JSON.parse(answer.body.toString())).sort()).toEqual([...remoteNames].sort());
    expect((await get(started.base, '/')).status).toBe(200);
    await close(started.server);
    rmSync(other.root, { recursive: true, force: true });
  });
});
