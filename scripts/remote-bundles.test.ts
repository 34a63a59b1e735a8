// The scan behind `pnpm check:bundles`, on temporary build folders: the sentinels come
// from the real site-wide facts, the bundles are written here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as config from '../shared-content/src/site/config';
import * as locations from '../shared-content/src/site/locations';
import { hitMessage, scanBundles, siteFactSentinels } from './remote-bundles.mjs';

const root = mkdtempSync(join(tmpdir(), 'check-remote-bundles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const parlin = locations.getLocation('parlin');
const sentinels = siteFactSentinels({ config, locations });

/** A build folder with the given files (path → content). */
function build(name: string, files: Record<string, string>) {
  const dist = join(root, name, 'dist');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}

describe('check:bundles', () => {
  it('takes phones, faxes, streets, e-mails and portal URLs, nothing short or common', () => {
    const values = sentinels.map((sentinel) => sentinel.value);
    expect(sentinels).toContainEqual({ label: 'Parlin phone', value: parlin.phone });
    expect(sentinels).toContainEqual({ label: 'Parlin fax', value: parlin.fax });
    expect(sentinels).toContainEqual({
      label: 'Parlin street address',
      value: parlin.address.street,
    });
    expect(values).toContain(config.emails.info);
    expect(values).toContain(config.externalUrls.refillPortal);
    expect(values).not.toContain(config.externalUrls.hhsCivilRightsComplaints);
    expect(values).not.toContain(config.site.groupName);
    expect(values).not.toContain(parlin.address.city);
    expect(Math.min(...values.map((value) => value.length))).toBeGreaterThanOrEqual(12);
  });

  it('finds a private copy in a browser chunk and in the server build', () => {
    const dist = build('mf-hit', {
      'static/js/async/7.abc.js': `var l={phone:${JSON.stringify(parlin.phone)},x:1};`,
      'server/7mf_hit.js': `exports.e=${JSON.stringify(config.emails.privacy)};`,
      // Not JavaScript the browser or server runs: never reported.
      'static/js/async/7.abc.js.map': parlin.phone,
      'static/js/async/7.abc.js.br': parlin.phone,
      'static/js/async/7.abc.js.gz': parlin.phone,
    });
    const hits = scanBundles(dist, sentinels);
    expect(hits.map((hit) => [hit.file.slice(dist.length + 1), hit.label])).toEqual([
      ['server/7mf_hit.js', 'privacy e-mail'],
      ['static/js/async/7.abc.js', 'Parlin phone'],
    ]);
    const phoneHit = hits.find((hit) => hit.label === 'Parlin phone');
    expect(phoneHit && hitMessage(phoneHit, root)).toBe(
      `mf-hit/dist/static/js/async/7.abc.js holds a private copy of a site-wide fact (Parlin phone "${parlin.phone}"): import it from 'shared-content', which the shell provides once`,
    );
  });

  it('passes a bundle that takes the facts from the shared module', () => {
    const dist = build('mf-clean', {
      'static/js/index.js': 'const{locations:l}=await loadShare("shared-content");l[2].phone;',
      'server/index.js': 'exports.x="555-0103 and Parlin, words that are not a whole fact";',
    });
    expect(scanBundles(dist, sentinels)).toEqual([]);
  });
});
