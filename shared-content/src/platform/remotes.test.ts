import { describe, expect, it } from 'vitest';
import { remoteEntryProblem, remotesConfigProblems } from './remotes';

describe('remotesConfigProblems', () => {
  const valid = {
    'mf-locations': '/remotes/mf-locations/mf-manifest.json',
    'mf-services': 'https://cdn.services.example/v2/mf-manifest.json',
    'mf-reviews': '/remotes/mf-reviews/mf-manifest.json?release=3',
    'mf-medpack': '/remotes/mf-medpack/mf-manifest.json',
  };

  it('accepts a manifest URL for every remote', () => {
    expect(remotesConfigProblems(valid)).toEqual([]);
  });

  it('names each remote whose entry is missing or is not a manifest', () => {
    expect(
      remotesConfigProblems({
        ...valid,
        'mf-reviews': undefined,
        'mf-medpack': '/remotes/x/remoteEntry.js',
      }),
    ).toEqual([
      'mf-reviews: expected the URL of its mf-manifest.json, got undefined',
      'mf-medpack: expected the URL of its mf-manifest.json, got "/remotes/x/remoteEntry.js"',
    ]);
  });

  it('refuses something that is not an object', () => {
    expect(remotesConfigProblems(['a'])).toHaveLength(1);
    expect(remotesConfigProblems(null)).toHaveLength(1);
  });
});

describe('remoteEntryProblem', () => {
  it('judges one remote at a time, so one bad entry leaves the others usable', () => {
    const config = { 'mf-locations': '/remotes/mf-locations/mf-manifest.json', 'mf-medpack': 42 };
    expect(remoteEntryProblem(config, 'mf-locations')).toBeUndefined();
    expect(remoteEntryProblem(config, 'mf-medpack')).toMatch(/^mf-medpack: .* got 42$/);
    expect(remoteEntryProblem(config, 'mf-reviews')).toMatch(/^mf-reviews: .* got undefined$/);
  });

  it('never takes a built-in object property for an entry', () => {
    expect(remoteEntryProblem({}, 'constructor' as never)).toMatch(/got undefined/);
  });
});
