// The singleton check of `pnpm check:bundles`, on manifests' `shared` lists.
import { describe, expect, it } from 'vitest';
import { singletonMismatches } from '../shared-content/src/logic/versions';
import { singletonDrift } from './singleton-versions.mjs';

const satisfies = (version: string, required: string) =>
  singletonMismatches('', [{ name: 'x', singleton: true, requiredVersion: required }], {
    x: version,
  }).length === 0;

const shell = [
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
  { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.0.0' },
  { name: 'ui-kit', version: '1.0.7', singleton: false, requiredVersion: '1.0.7' },
];

describe('check:bundles: singleton versions', () => {
  it('passes a remote built with the shell’s versions', () => {
    expect(singletonDrift('mf-x', shell, shell, satisfies)).toEqual([]);
  });

  it('names a singleton built at another version than the shell’s', () => {
    const remote = [
      { name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.0.0' },
    ];
    expect(singletonDrift('mf-x', remote, shell, satisfies)).toEqual([
      'mf-x was built with react 19.2.0, the shell provides 19.3.1: give every package the same version',
    ]);
  });

  it('names a requirement the shell’s version does not meet (the runtime would warn)', () => {
    const remote = [
      { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^6.0.0' },
    ];
    expect(singletonDrift('mf-x', remote, shell, satisfies)).toEqual([
      'mf-x requires zustand ^6.0.0, the shell provides 5.1.0: the runtime warns on every page load',
    ]);
  });

  it('names a singleton the shell does not provide, and leaves non-singletons alone', () => {
    const remote = [
      { name: 'react-router-dom', version: '7.18.5', singleton: true, requiredVersion: '^7.0.0' },
      { name: 'ui-kit', version: '1.0.8', singleton: false, requiredVersion: '1.0.8' },
    ];
    expect(singletonDrift('mf-x', remote, shell, satisfies)).toEqual([
      'mf-x shares the singleton react-router-dom, which the shell does not provide',
    ]);
  });
});
