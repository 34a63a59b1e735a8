// @vitest-environment node
// The snapshot handler's stand-in (snapshot-disabled.ts) against the runtime core the shell's
// build bundles: it must replace the module everywhere the core imports it and offer all
// the core uses of it, or an upgrade of the runtime would break remote loading unseen.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotHandlerModule } from './esm-federation-runtime';
import * as standIn from './snapshot-disabled';

const require = createRequire(import.meta.url);
const from = (pkg: string, base: string) => require.resolve(pkg, { paths: [base] });
const runtimeTools = from(
  '@module-federation/runtime-tools',
  from('@module-federation/enhanced', require.resolve('@module-federation/rsbuild-plugin')),
);
const coreDist = dirname(
  from('@module-federation/runtime-core', from('@module-federation/runtime', runtimeTools)),
);
/** The core's ES module files, by path inside dist/, with their text. */
const coreFiles = readdirSync(coreDist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(join(coreDist, file), 'utf8') }));
const handlerFile = join('plugins', 'snapshot', 'SnapshotHandler.js');

describe("the snapshot handler's stand-in (the shell's browser build, disableSnapshot)", () => {
  it('replaces every import of the handler, and offers each name they import', () => {
    const imports = coreFiles
      .filter(({ file }) => file !== handlerFile)
      .flatMap(({ file, text }) =>
        [...text.matchAll(/import \{([^}]*)\} from "([^"]*SnapshotHandler\.js)"/g)].map(
          ([, names, request]) => ({ file, names: names.split(',').map((n) => n.trim()), request }),
        ),
      );
    expect(imports.map(({ file }) => file).sort()).toEqual(['core.js', join('remote', 'index.js')]);
    for (const { names, request } of imports) {
      expect(request).toMatch(snapshotHandlerModule);
      for (const name of names) expect(Object.keys(standIn)).toContain(name);
    }
  });

  it('has all the core uses of a handler: its hooks, manifest cache and snapshot lookup', () => {
    const used = new Set(
      coreFiles
        .filter(({ file }) => !relative('plugins', file).startsWith('snapshot'))
        .flatMap(({ text }) =>
          [...text.matchAll(/snapshotHandler\.(\w+)/g)].map(([, name]) => name),
        ),
    );
    expect([...used].sort()).toEqual(['hooks', 'loadRemoteSnapshotInfo', 'manifestCache']);
    class PluginSystem {
      constructor(readonly lifecycle: object) {}
    }
    const handler = new standIn.SnapshotHandler({ hooks: new PluginSystem({}) });
    expect(handler.hooks).toBeInstanceOf(PluginSystem);
    expect(handler.manifestCache.delete('x')).toBe(false);
    expect(standIn.getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
  });
});
