// @vitest-environment node
// The shell-entry part of `pnpm check:bundles`, against the federation runtime as installed
// (its snapshot plugins' own files) and on temporary build folders.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellEntryProblems, snapshotPluginNames, snapshotPluginsIn } from './federation-entry.mjs';

const root = mkdtempSync(join(tmpdir(), 'check-federation-entry-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The runtime core the shell's build bundles (through @module-federation/enhanced).
const require = createRequire(join(import.meta.dirname, '../shell/package.json'));
const from = (pkg: string, base: string) => require.resolve(pkg, { paths: [base] });
const runtimeCore = dirname(
  from(
    '@module-federation/runtime-core',
    from(
      '@module-federation/runtime',
      from('@module-federation/enhanced/runtime', import.meta.dirname),
    ),
  ),
);

function shellBuild(name: string, entry: string) {
  const dist = join(root, name);
  mkdirSync(join(dist, 'static/js'), { recursive: true });
  writeFileSync(join(dist, 'static/js/index.0123456789.js'), entry);
  return dist;
}

describe('check:bundles: the shell entry without the snapshot plugins', () => {
  it("recognises each plugin by the name it registers under in the runtime's own code", () => {
    const plugins = [
      'plugins/snapshot/index.js',
      'plugins/generate-preload-assets.js',
      'plugins/snapshot/SnapshotHandler.js',
    ].map((file) => readFileSync(join(runtimeCore, file), 'utf8'));
    expect(plugins.flatMap(snapshotPluginsIn).sort()).toEqual([...snapshotPluginNames].sort());
  });

  it('fails an entry that registers them, passes one that does not', () => {
    const withSnapshot = shellBuild('with', 'var a={name:"snapshot-plugin",afterResolve(){}};');
    expect(shellEntryProblems(withSnapshot)).toEqual([
      expect.stringMatching(
        /index\.0123456789\.js carries the federation runtime's snapshot-plugin: set experiments\.optimization\.disableSnapshot and/,
      ),
    ]);
    expect(shellEntryProblems(shellBuild('without', 'var a={name:"tree-shake-plugin"};'))).toEqual(
      [],
    );
  });
});
