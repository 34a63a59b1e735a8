import { reviewsFillingHome } from 'test-kit';
import { describe, expect, it } from 'vitest';
import {
  ownerOfPath,
  remoteEntryIn,
  remoteEntryProblem,
  remoteNamesIn,
  sectionExpose,
  slotFillers,
} from './composition';

describe('a whole composition', () => {
  const valid = {
    'mf-locations': '/remotes/mf-locations/mf-manifest.json',
    'mf-services': 'https://cdn.services.example/v2/mf-manifest.json',
    'mf-reviews': '/remotes/mf-reviews/mf-manifest.json?release=3',
    'mf-medpack': '/remotes/mf-medpack/mf-manifest.json',
  };
  const problems = (config: unknown) =>
    remoteNamesIn(config).flatMap((name) => remoteEntryProblem(config, name) ?? []);

  it('accepts a manifest URL for every remote', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('names each remote whose entry is missing or is not a manifest', () => {
    expect(
      problems({
        ...valid,
        'mf-reviews': undefined,
        'mf-medpack': '/remotes/x/remoteEntry.js',
      }),
    ).toEqual([
      'mf-reviews: it is missing',
      'mf-medpack: expected { "manifest": URL of its mf-manifest.json, "prefixes": [...] }, got "/remotes/x/remoteEntry.js"',
    ]);
  });

  it('refuses something that is not an object', () => {
    expect(remoteNamesIn(['a'])).toEqual([]);
    expect(remoteEntryProblem(['a'], '0')).toMatch(/must be an object/);
    expect(remoteEntryProblem(null, 'mf-reviews')).toMatch(/must be an object/);
  });
});

describe('remoteEntryProblem', () => {
  it('judges one remote at a time, so one bad entry leaves the others usable', () => {
    const config = { 'mf-locations': '/remotes/mf-locations/mf-manifest.json', 'mf-medpack': 42 };
    expect(remoteEntryProblem(config, 'mf-locations')).toBeUndefined();
    expect(remoteEntryProblem(config, 'mf-medpack')).toMatch(/^mf-medpack: .* got 42$/);
    expect(remoteEntryProblem(config, 'mf-reviews')).toBe('mf-reviews: it is missing');
  });

  it('refuses protocol-relative and non-http manifest URLs, which the browser and the server would read differently', () => {
    for (const manifest of [
      '//cdn.example/mf-manifest.json',
      '/\\cdn.example/mf-manifest.json',
      'ftp://cdn.example/mf-manifest.json',
    ]) {
      expect(remoteEntryProblem({ 'mf-medpack': manifest }, 'mf-medpack')).toMatch(
        /protocol-relative|cannot be loaded/,
      );
    }
    expect(
      remoteEntryProblem({ 'mf-medpack': 'https://cdn.example/mf-manifest.json' }, 'mf-medpack'),
    ).toBeUndefined();
  });

  it('never takes a built-in object property for an entry', () => {
    expect(remoteEntryProblem({}, 'constructor' as never)).toBe('constructor: it is missing');
  });
});

describe('ownerOfPath', () => {
  const config = {
    'mf-locations': {
      manifest: '/remotes/mf-locations/mf-manifest.json',
      prefixes: ['/locations', '/parlin'],
    },
    'mf-services': { manifest: '/remotes/mf-services/mf-manifest.json', prefixes: ['/legal'] },
    'mf-reviews': { manifest: '/remotes/mf-reviews/mf-manifest.json', prefixes: ['/testimonials'] },
    'mf-medpack': {
      manifest: '/remotes/mf-medpack/mf-manifest.json',
      prefixes: ['/medpack', '/best-prices', '/partners'],
    },
  };

  it('gives a path to the remote whose prefix holds it, whole segments only', () => {
    expect(ownerOfPath('/medpack/faq', config)).toBe('mf-medpack');
    expect(ownerOfPath('/medpack', config)).toBe('mf-medpack');
    expect(ownerOfPath('/medpackage', config)).toBeUndefined();
    expect(ownerOfPath('/parlin', config)).toBe('mf-locations');
    expect(ownerOfPath('/legal/privacy', config)).toBe('mf-services');
  });

  it('follows remotes.json when it moves a prefix from one remote to another', () => {
    expect(ownerOfPath('/partners', config)).toBe('mf-medpack');
  });

  it('gives no owner to the paths of an unusable entry, nor to any path without a composition', () => {
    expect(ownerOfPath('/testimonials', { ...config, 'mf-reviews': 42 })).toBeUndefined();
    expect(ownerOfPath('/best-prices', undefined)).toBeUndefined();
  });

  it('knows a section it was never built with, from the composition alone', () => {
    const withVaccines = {
      ...config,
      'mf-vaccines': {
        manifest: '/remotes/mf-vaccines/1/mf-manifest.json',
        prefixes: ['/vaccines'],
      },
    };
    expect(ownerOfPath('/vaccines/flu', withVaccines)).toBe('mf-vaccines');
    expect(sectionExpose(withVaccines, 'mf-vaccines', 'es')).toBe('./Section');
  });

  it('finds the modules that fill a page slot, per language', () => {
    const filled = reviewsFillingHome;
    expect(slotFillers(filled, '/', 'es')).toEqual([
      { remote: 'mf-reviews', slot: 'home-testimonials', expose: './HomeWidget' },
    ]);
    expect(slotFillers(filled, '/about', 'en')).toEqual([]);
  });

  it('refuses prefixes that are not paths', () => {
    expect(
      remoteEntryIn(
        { 'mf-medpack': { manifest: '/x/mf-manifest.json', prefixes: ['medpack'] } },
        'mf-medpack',
      ).problem,
    ).toMatch(/"prefixes" must be a list of paths/);
  });
});
