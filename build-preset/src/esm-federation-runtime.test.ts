// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { esmTwin } from './esm-federation-runtime';

// Resolved the way Rspack's federation plugin resolves them: with Node's `require`, from
// the runtime tools the plugin uses.
const require = createRequire(import.meta.url);
const from = (pkg: string, base: string) => require.resolve(pkg, { paths: [base] });
const enhanced = from(
  '@module-federation/enhanced',
  require.resolve('@module-federation/rsbuild-plugin'),
);
const runtimeTools = from('@module-federation/runtime-tools', enhanced);

describe('the federation runtime as ES modules', () => {
  it('swaps the CommonJS build the federation plugin resolves for the ES module beside it', () => {
    const bundlerRuntime = from('@module-federation/webpack-bundler-runtime', runtimeTools);
    expect(bundlerRuntime).toMatch(/dist[\\/]index\.cjs$/);
    const twin = esmTwin(bundlerRuntime);
    expect(twin).toMatch(/dist[\\/]index\.js$/);
    expect(readFileSync(twin, 'utf8')).toMatch(/^export /m);
  });

  it('leaves every other file alone', () => {
    expect(esmTwin('/app/node_modules/react/cjs/react.production.js')).toBe(
      '/app/node_modules/react/cjs/react.production.js',
    );
    expect(esmTwin('/app/node_modules/@module-federation/sdk/dist/missing.cjs')).toBe(
      '/app/node_modules/@module-federation/sdk/dist/missing.cjs',
    );
  });
});
