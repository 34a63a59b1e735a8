import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRemotes as presetRemotes } from 'build-preset/remote-record';
import { afterEach, describe, expect, it } from 'vitest';
import { workspace } from '../paths.ts';
import {
  liveVersion,
  releaseLayout,
  releaseRemote,
  releaseShell,
  rollbackRemote,
} from './store.ts';
import { workspaceRemotes } from './workspace-remotes.ts';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'release-test-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A remote's build whose manifests name `chunk`. */
function build(chunk: string) {
  const dir = tempDir();
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'static'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ chunk }));
  writeFileSync(join(dir, 'server/mf-manifest.json'), JSON.stringify({ chunk }));
  writeFileSync(join(dir, 'pages.json'), JSON.stringify({ remote: 'mf-medpack', pages: [] }));
  writeFileSync(join(dir, 'build-info.json'), '{}');
  writeFileSync(join(dir, `static/${chunk}`), chunk);
  return dir;
}

const liveUrl = (root: string) =>
  JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'))['mf-medpack'];

/** A shell build whose page says `text`. */
function shellBuild(text: string) {
  const dir = tempDir();
  writeFileSync(join(dir, 'index.html'), text);
  writeFileSync(join(dir, 'site.json'), '{}');
  writeFileSync(join(dir, 'remotes.json'), '{"mf-medpack":"/remotes/mf-medpack/mf-manifest.json"}');
  return dir;
}

describe('release and rollback', () => {
  it('publishes each build to its own version folder, switches remotes.json, rolls back', () => {
    const root = tempDir();
    const first = releaseRemote({ root, name: 'mf-medpack', from: build('a.1111111111.js') });
    const second = releaseRemote({ root, name: 'mf-medpack', from: build('b.2222222222.js') });
    expect(second).not.toBe(first);
    expect(liveUrl(root)).toBe(`/remotes/mf-medpack/${second}/mf-manifest.json`);
    const folder = (version: string) => join(root, 'remotes/mf-medpack', version);
    expect(readFileSync(join(folder(first), 'static/a.1111111111.js'), 'utf8')).toBe(
      'a.1111111111.js',
    );
    expect(JSON.parse(readFileSync(join(folder(second), 'version.json'), 'utf8')).version).toBe(
      second,
    );

    expect(rollbackRemote({ root, name: 'mf-medpack' })).toEqual({ from: second, to: first });
    expect(liveUrl(root)).toBe(`/remotes/mf-medpack/${first}/mf-manifest.json`);
    expect(() => rollbackRemote({ root, name: 'mf-medpack' })).toThrow(/no release before/);

    // Released again: the same build is the same version, live again without a copy.
    expect(releaseRemote({ root, name: 'mf-medpack', from: build('b.2222222222.js') })).toBe(
      second,
    );
    expect(liveUrl(root)).toBe(`/remotes/mf-medpack/${second}/mf-manifest.json`);
  });

  it('writes every file of the new version before it switches remotes.json', () => {
    const root = tempDir();
    const version = releaseRemote({ root, name: 'mf-medpack', from: build('a.1111111111.js') });
    const writtenAt = (file: string) => statSync(file, { bigint: true }).mtimeNs;
    const folder = join(root, 'remotes/mf-medpack', version);
    const files = ['mf-manifest.json', 'server/mf-manifest.json', 'static/a.1111111111.js'];
    const switchedAt = writtenAt(join(root, 'remotes.json'));
    for (const file of files) expect(writtenAt(join(folder, file)) < switchedAt, file).toBe(true);
  });

  it("a shell release keeps the live remotes.json, not the build's", () => {
    const root = tempDir();
    const version = releaseRemote({ root, name: 'mf-medpack', from: build('a.1111111111.js') });
    releaseShell({ root, from: shellBuild('<!doctype html>') });
    expect(readFileSync(join(root, 'shell/index.html'), 'utf8')).toBe('<!doctype html>');
    expect(liveUrl(root)).toBe(`/remotes/mf-medpack/${version}/mf-manifest.json`);
    // The live shell reads the one remotes.json, whichever release it is.
    expect(readFileSync(join(root, 'shell/remotes.json'), 'utf8')).toBe(
      readFileSync(join(root, 'remotes.json'), 'utf8'),
    );
  });

  it('releases the shell as a version of its own, switched by one link, and rolls it back', () => {
    const root = tempDir();
    const first = releaseShell({ root, from: shellBuild('<p>one</p>') });
    const second = releaseShell({ root, from: shellBuild('<p>two</p>') });
    expect(second).not.toBe(first);
    expect(lstatSync(join(root, 'shell')).isSymbolicLink()).toBe(true);
    expect(liveVersion(root, 'shell')).toBe(second);
    expect(readFileSync(join(root, 'shell/index.html'), 'utf8')).toBe('<p>two</p>');
    expect(rollbackRemote({ root, name: 'shell' })).toEqual({ from: second, to: first });
    expect(readFileSync(join(root, 'shell/index.html'), 'utf8')).toBe('<p>one</p>');
  });

  it('names what a build lacks and how to make it', () => {
    const root = tempDir();
    const partial = build('a.1111111111.js');
    rmSync(join(partial, 'pages.json'));
    expect(() => releaseRemote({ root, name: 'mf-medpack', from: partial })).toThrow(
      /mf-medpack has no whole build at .* \(missing pages\.json\): run "pnpm --filter mf-medpack build" first/,
    );
  });

  it('releases the build a runtime folder links to its own release into another release folder', () => {
    // The container's runtime folder (scripts/container/bundle.sh): <name>/dist is a link
    // to the image's release of the build; the release Job publishes it onto the volume.
    const image = tempDir();
    const version = releaseRemote({ root: image, name: 'mf-medpack', from: build('a.1.js') });
    const runtime = tempDir();
    mkdirSync(join(runtime, 'mf-medpack'));
    symlinkSync(
      releaseLayout(image).versionDir('mf-medpack', version),
      join(runtime, 'mf-medpack/dist'),
    );
    const volume = tempDir();
    expect(
      releaseRemote({ root: volume, name: 'mf-medpack', from: join(runtime, 'mf-medpack/dist') }),
    ).toBe(version);
    expect(liveUrl(volume)).toBe(`/remotes/mf-medpack/${version}/mf-manifest.json`);
    const copied = releaseLayout(volume).versionDir('mf-medpack', version);
    expect(lstatSync(copied).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(copied, 'static/a.1.js'), 'utf8')).toBe('a.1.js');
  });
  it('stamps a release with the commit its build names, where there is no git to ask', () => {
    const root = tempDir();
    const from = build('a.2.js');
    writeFileSync(join(from, 'build-info.json'), JSON.stringify({ commit: '0f9e8d7c6b' }));
    const version = releaseRemote({ root, name: 'mf-medpack', from });
    const stamp = JSON.parse(
      readFileSync(
        join(releaseLayout(root).versionDir('mf-medpack', version), 'version.json'),
        'utf8',
      ),
    );
    expect(stamp).toMatchObject({ name: 'mf-medpack', version, commit: '0f9e8d7c6b' });
  });
});

describe('the remotes of a workspace (pnpm release --all)', () => {
  it('are the remote packages build-preset finds, in the same order', () => {
    const names = presetRemotes(workspace).map((remote) => remote.name);
    expect(names.length).toBeGreaterThan(0);
    expect(workspaceRemotes(workspace)).toEqual(names);
  });

  it('are read from the package.json files alone, as the runtime folder keeps them', () => {
    const root = tempDir();
    const write = (folder: string, manifest: object) => {
      mkdirSync(join(root, folder));
      writeFileSync(join(root, folder, 'package.json'), JSON.stringify(manifest));
    };
    write('mf-b', { name: 'mf-b', remote: { devPort: 3002, prefixes: [], exposes: [] } });
    write('mf-a', { name: 'mf-a', remote: { devPort: 3001, prefixes: [], exposes: [] } });
    write('shell', { name: 'shell' });
    write('.hidden', { name: 'hidden', remote: { devPort: 3000, prefixes: [], exposes: [] } });
    mkdirSync(join(root, 'release'));
    expect(workspaceRemotes(root)).toEqual(['mf-a', 'mf-b']);
  });
});
