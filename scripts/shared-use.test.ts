// The rule of the shared packages: code one team alone uses lives in that team's package.
import { describe, expect, it } from 'vitest';
import { sharedModuleUse, usedByOneRemote } from './shared-use.mjs';

describe('the shared packages (shared-content, ui-kit, test-kit, build-preset)', {
  timeout: 180_000,
}, () => {
  const use = sharedModuleUse();

  it('hold no module that one remote alone imports', () => {
    expect(usedByOneRemote(use)).toEqual([]);
  });

  it('see imports through the entry points down to the declaring module', () => {
    // The UI kit's Page reaches every section through `ui-kit`'s index.
    expect([...(use.get('ui-kit/src/Page.tsx') ?? [])]).toEqual(
      expect.arrayContaining(['mf-locations', 'mf-medpack', 'mf-reviews', 'mf-services', 'shell']),
    );
    // A module only one remote used would be reported, with its remote.
    expect(
      usedByOneRemote(new Map([['shared-content/src/logic/x.ts', new Set(['mf-medpack'])]])),
    ).toEqual(['shared-content/src/logic/x.ts: only mf-medpack imports it']);
  });
});
