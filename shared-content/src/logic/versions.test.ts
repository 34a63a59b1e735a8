import { describe, expect, it } from 'vitest';
import { ownUiKitCopy } from './versions';

const builtWith = (ui: string) => [
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
  { name: 'ui-kit', version: ui, singleton: false, requiredVersion: ui },
  { name: 'ui-kit/routing', version: ui, singleton: false, requiredVersion: ui },
];

describe('a remote with its own copy of the design system', () => {
  it('is one built with other UI code than the shell’s: all its ui-kit entries, nothing else', () => {
    expect(ownUiKitCopy(builtWith('1.0.8'), '1.0.7').map(({ name }) => name)).toEqual([
      'ui-kit',
      'ui-kit/routing',
    ]);
  });

  it('is none when it was built with the shell’s version, or the shell’s is unknown', () => {
    expect(ownUiKitCopy(builtWith('1.0.7'), '1.0.7')).toEqual([]);
    expect(ownUiKitCopy(builtWith('1.0.8'), undefined)).toEqual([]);
  });
});
