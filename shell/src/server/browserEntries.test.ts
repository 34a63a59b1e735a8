// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEntries } from './browserEntries';
import type { ServerRemote } from './remotes';

/** A browser manifest as the federation plugin writes it for a remote (publicPath "auto"). */
const manifestOf = (entry: string, react = '^19.0.0') => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '', type: 'global' } },
  shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: react }],
  exposes: [],
});

const remote = (url: string, manifest: unknown): ServerRemote => ({
  entry: 'file:///srv/remote/server/remoteEntry.js',
  version: '1',
  browser: { url, manifest: manifest as NonNullable<ServerRemote['browser']>['manifest'] },
});

describe("the page's data: each remote's entry script, so the browser needs no manifest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the entry beside the manifest remotes.json gives, on this site or another origin', () => {
    expect(
      browserEntries(
        {
          'mf-medpack': remote(
            '/remotes/mf-medpack/84f2b86a244f/mf-manifest.json',
            manifestOf('static/js/mf_medpack.a8e9e2c758.js'),
          ),
          'mf-reviews': remote(
            'https://cdn.example/reviews/mf-manifest.json',
            manifestOf('static/js/mf_reviews.0123456789.js'),
          ),
        },
        [],
      ),
    ).toEqual({
      'mf-medpack': '/remotes/mf-medpack/84f2b86a244f/static/js/mf_medpack.a8e9e2c758.js',
      'mf-reviews': 'https://cdn.example/reviews/static/js/mf_reviews.0123456789.js',
    });
  });

  it('leaves out a remote that failed, one without a readable manifest, and one the shell cannot run', () => {
    vi.stubGlobal('__PROVIDED_SINGLETONS__', { react: '19.3.1' });
    const entries = browserEntries(
      {
        'mf-medpack': remote('/remotes/mf-medpack/1/mf-manifest.json', manifestOf('mf.js')),
        'mf-reviews': { entry: 'file:///x/remoteEntry.js', version: '1' },
        'mf-services': remote(
          '/remotes/mf-services/1/mf-manifest.json',
          manifestOf('s.js', '^20.0.0'),
        ),
        'mf-locations': remote('/remotes/mf-locations/1/mf-manifest.json', manifestOf('l.js')),
      },
      ['mf-medpack'],
    );
    expect(entries).toEqual({ 'mf-locations': '/remotes/mf-locations/1/l.js' });
  });

  it('gives none where the manifest names no script', () => {
    const broken = { metaData: { remoteEntry: { name: 'mf-manifest.json' } }, shared: [] };
    expect(
      browserEntries({ 'mf-medpack': remote('/remotes/mf-medpack/mf-manifest.json', broken) }, []),
    ).toEqual({});
  });
});
