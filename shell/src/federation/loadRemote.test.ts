import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime itself (the browser's loads each remote's entry script).
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
  getInstance: vi.fn(() => null),
  loadRemote: vi.fn(async () => ({ default: 'the island' })),
}));

const runtime = await import('@module-federation/enhanced/runtime');
const registerRemotes = vi.mocked(runtime.registerRemotes);
/** Each remote the runtime was given, with its entry. */
const registeredEntries = () =>
  registerRemotes.mock.calls.flatMap(([list]) =>
    list.map((remote) => `${remote.name} ${'entry' in remote ? remote.entry : ''}`),
  );

const remotes = {
  'mf-medpack': { manifest: '/remotes/mf-medpack/v1/mf-manifest.json', prefixes: ['/medpack'] },
};
const moved = {
  'mf-medpack': {
    manifest: 'https://cdn.example/medpack/mf-manifest.json',
    prefixes: ['/medpack'],
  },
};
const manifest = (entry: string, react = '^19.0.0') => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '', type: 'global' } },
  shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: react }],
});

/** Answers the browser's requests from `files`; records each. */
function serve(files: Record<string, unknown>) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, window.location.href).href;
      requested.push(url);
      const found = Object.entries(files).find(
        ([path]) => new URL(path, window.location.href).href === url,
      );
      return found
        ? new Response(JSON.stringify(found[1]), { status: 200 })
        : new Response('Not Found', { status: 404 });
    }),
  );
  return requested;
}

/** A fresh copy of the module (it keeps the page's composition). */
const fresh = () => import('./loadRemote');
const origin = () => window.location.origin;

describe("a remote's module, loaded by its entry script", () => {
  beforeEach(() => {
    vi.resetModules();
    registerRemotes.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("loads the entry the page's data names at once, without fetching anything", async () => {
    const requested = serve({});
    const { adoptRemotesConfig, loadRemoteModule } = await fresh();
    adoptRemotesConfig(remotes, {
      'mf-medpack': '/remotes/mf-medpack/v1/static/js/mf_medpack.1.js',
    });
    await expect(loadRemoteModule('mf-medpack', './islands/PriceSearch')).resolves.toEqual({
      default: 'the island',
    });
    expect(registeredEntries()).toEqual([
      `mf_medpack ${origin()}/remotes/mf-medpack/v1/static/js/mf_medpack.1.js`,
    ]);
    expect(requested).toEqual([]);
  });

  it('without one from the page, finds the entry in the manifest remotes.json names', async () => {
    const requested = serve({
      '/remotes.json': remotes,
      '/remotes/mf-medpack/v1/mf-manifest.json': manifest('static/js/mf_medpack.2.js'),
    });
    const { loadRemoteModule } = await fresh();
    await loadRemoteModule('mf-medpack', './Section');
    expect(requested).toEqual([
      `${origin()}/remotes.json`,
      `${origin()}/remotes/mf-medpack/v1/mf-manifest.json`,
    ]);
    expect(registeredEntries()).toEqual([
      `mf_medpack ${origin()}/remotes/mf-medpack/v1/static/js/mf_medpack.2.js`,
    ]);
  });

  it('on Retry, reads remotes.json and the manifest again: a remote moved since the page was rendered loads from where it is now', async () => {
    serve({
      '/remotes.json': moved,
      'https://cdn.example/medpack/mf-manifest.json': manifest('static/js/mf_medpack.3.js'),
    });
    const { adoptRemotesConfig, loadRemoteModule } = await fresh();
    adoptRemotesConfig(remotes, {
      'mf-medpack': '/remotes/mf-medpack/v1/static/js/mf_medpack.1.js',
    });
    await loadRemoteModule('mf-medpack', './Section', { retry: true });
    expect(registeredEntries()).toEqual([
      'mf_medpack https://cdn.example/medpack/static/js/mf_medpack.3.js',
    ]);
  });

  it('refuses a remote built for singletons the shell cannot provide, before any of its code loads', async () => {
    vi.stubGlobal('__PROVIDED_SINGLETONS__', { react: '19.3.1' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({
      '/remotes.json': remotes,
      '/remotes/mf-medpack/v1/mf-manifest.json': manifest('static/js/mf_medpack.2.js', '^20.0.0'),
    });
    const { loadRemoteModule } = await fresh();
    await expect(loadRemoteModule('mf-medpack', './Section')).rejects.toThrow(
      /mf-medpack needs react \^20\.0\.0, but the shell provides react 19\.3\.1/,
    );
    expect(registeredEntries()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('fails alone when its manifest cannot be read, or remotes.json does not name it', async () => {
    serve({ '/remotes.json': { ...remotes, 'mf-reviews': 42 } });
    const { loadRemoteModule } = await fresh();
    await expect(loadRemoteModule('mf-medpack', './Section')).rejects.toThrow(
      /mf-medpack could not be loaded: its manifest could not be read \(HTTP 404\)/,
    );
    await expect(loadRemoteModule('mf-reviews', './Section')).rejects.toThrow(/remotes\.json/);
    expect(registeredEntries()).toEqual([]);
  });
});
