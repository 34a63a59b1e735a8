// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sharedModules, withoutSingletonFallbacks } from './shared-modules';

describe("a remote's browser build shares without copies of the shell's singletons", () => {
  it('takes React, react-dom, the router, zustand and shared-content from the shell only', () => {
    const shared = withoutSingletonFallbacks(sharedModules('remote'));
    const withoutCopy = Object.entries(shared)
      .filter(([, config]) => 'import' in config && config.import === false)
      .map(([key]) => key)
      .sort();
    expect(withoutCopy).toEqual([
      'react',
      'react-dom',
      'react-router-dom',
      'shared-content',
      'zustand',
    ]);
  });

  it('keeps its requirements, and its own copy of ui-kit and of the subpath keys', () => {
    const shared = withoutSingletonFallbacks(sharedModules('remote'));
    expect(shared.react).toMatchObject({ singleton: true, requiredVersion: '^19.0.0' });
    expect(shared['ui-kit']).not.toHaveProperty('import');
    expect(shared['react/']).not.toHaveProperty('import');
  });
});
