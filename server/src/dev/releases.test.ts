// @vitest-environment node
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveVersion } from '../releases/store.ts';
import { releaseDevBuilds } from './releases.ts';

let builds: string;
let root: string;
let closeWatch: () => void = () => {};
beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-releases-'));
  builds = join(dir, 'builds');
  root = join(dir, 'release');
  // The gate's findings about these small builds are printed in dev; not here.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  closeWatch();
  rmSync(join(builds, '..'), { recursive: true, force: true });
  vi.restoreAllMocks();
});

const site = { origin: 'https://x.example', redirects: {}, frameOrigins: [], shellPages: [] };

/** A whole watch build of `name` (its files, then its marker, as dev-build.ts writes them). */
function built(name: string, chunk: string) {
  const dir = join(builds, name);
  mkdirSync(join(dir, 'server'), { recursive: true });
  const files =
    name === 'shell'
      ? { 'index.html': chunk, 'site.json': JSON.stringify(site), 'server/index.js': chunk }
      : {
          'mf-manifest.json': JSON.stringify({ chunk }),
          'server/mf-manifest.json': JSON.stringify({ chunk }),
          'pages.json': JSON.stringify({ remote: name, pages: [] }),
        };
  for (const [file, text] of Object.entries({ ...files, 'build-info.json': '{}' })) {
    writeFileSync(join(dir, file), text);
  }
  writeFileSync(join(builds, `${name}.built.tmp`), '{}');
  renameSync(join(builds, `${name}.built.tmp`), join(builds, `${name}.built`));
}

const remotesJson = () => JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'));

describe("pnpm dev's releases", () => {
  it('releases each whole watch build as it finishes, in the order pnpm release --all gives', async () => {
    mkdirSync(builds, { recursive: true });
    built('mf-reviews', 'a');
    const releases = releaseDevBuilds({ builds, root, log: { info: () => {}, warn: () => {} } });
    closeWatch = releases.close;
    built('shell', '<p>one</p>');
    await releases.shellLive;
    built('mf-locations', 'a');
    await vi.waitFor(() => expect(Object.keys(remotesJson())).toHaveLength(2), { timeout: 5000 });
    expect(Object.keys(remotesJson())).toEqual(['mf-locations', 'mf-reviews']);
    expect(readFileSync(join(root, 'shell/index.html'), 'utf8')).toBe('<p>one</p>');

    // Each rebuild is a new version, live without anything else done; old ones are removed.
    const versions = new Set([liveVersion(root, 'mf-reviews')]);
    for (const chunk of ['b', 'c', 'd', 'e']) {
      built('mf-reviews', chunk);
      await vi.waitFor(() => expect(versions.has(liveVersion(root, 'mf-reviews'))).toBe(false), {
        timeout: 5000,
      });
      versions.add(liveVersion(root, 'mf-reviews'));
    }
    await releases.settled();
    expect(readdirSync(join(root, 'remotes/mf-reviews')).sort()).toEqual(
      [...versions].slice(-3).sort(),
    );
  });
});
