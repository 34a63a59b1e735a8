// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlerRuntimeRequest } from './bundler-runtime';
import { esmTwin } from './esm-federation-runtime';

// Resolved the way Rspack's federation plugin resolves it: with Node's `require`, from the
// runtime tools the plugin uses.
const require = createRequire(import.meta.url);
const from = (pkg: string, base: string) => require.resolve(pkg, { paths: [base] });
const runtimeTools = from(
  '@module-federation/runtime-tools',
  from('@module-federation/enhanced', require.resolve('@module-federation/rsbuild-plugin')),
);
const bundlerRuntime = from('@module-federation/webpack-bundler-runtime', runtimeTools);

describe("a remote's browser build takes the bundler runtime from the shell", () => {
  it('in place of the package, as the federation plugin imports it (either build)', () => {
    for (const request of [bundlerRuntime, esmTwin(bundlerRuntime)]) {
      const replacement = bundlerRuntimeRequest(request);
      expect(replacement).not.toBe(request);
      expect(readFileSync(replacement, 'utf8')).toContain('bundlerRuntimeGlobal');
    }
  });

  it("keeps the package's other files and every other module", () => {
    const init = bundlerRuntime.replace(/index\.cjs$/, 'init.js');
    expect(bundlerRuntimeRequest(init)).toBe(init);
    expect(bundlerRuntimeRequest('@module-federation/runtime')).toBe('@module-federation/runtime');
    expect(bundlerRuntimeRequest('react')).toBe('react');
  });
});

describe("a remote's container runtime (bundler-runtime-from-shell.ts)", () => {
  it('offers all the bundler runtime calls of it: init and getRemoteEntry', () => {
    const dist = dirname(esmTwin(bundlerRuntime));
    const called = new Set(
      readdirSync(dist)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) =>
          [...readFileSync(join(dist, file), 'utf8').matchAll(/\bruntime\.(\w+)\(/g)].map(
            ([, name]) => name,
          ),
        ),
    );
    expect([...called].sort()).toEqual(['getRemoteEntry', 'init']);
    const source = readFileSync(bundlerRuntimeRequest(bundlerRuntime), 'utf8');
    expect(source).toMatch(/runtime: \{ init, getRemoteEntry \}/);
  });
});
