// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareShellWithLive, compareWithLive } from '../releases/gate.ts';
import { composeEntry } from './remotes-config.ts';

/** A remote's files as its build published them, read as the server reads them. */
const filesOf =
  (files: Record<string, unknown>) => async (_name: string, _url: string, file: string) => {
    if (!(file in files)) throw new Error(`${file}: HTTP 404`);
    return { text: JSON.stringify(files[file]), value: files[file] };
  };

const reviews = {
  remote: 'mf-reviews',
  prefixes: ['/testimonials', '/partners'],
  pages: ['/testimonials', '/partners', '/elsewhere'],
  section: { en: './Section', es: './Section' },
  fills: [
    { slot: 'home-testimonials', page: '/', expose: { en: './HomeWidget', es: './HomeWidget' } },
    { slot: 'about-footer', page: '/about', expose: { en: './Other', es: './OtherEs' } },
  ],
  nav: [{ path: '/testimonials', label: { en: 'Reviews', es: 'Opiniones' } }],
};
const manifest = { metaData: { buildInfo: { buildVersion: 'abc@1' } }, shared: [] };
const shellSlots = { 'home-testimonials': '/' };
const compose = (raw: unknown, files: Record<string, unknown>) =>
  composeEntry({ name: 'mf-reviews', raw, read: filesOf(files), shellSlots });

describe('one entry of the live composition', () => {
  it('is made from remotes.json and the description the remote published', async () => {
    const composed = await compose('/remotes/mf-reviews/1/mf-manifest.json', {
      'pages.json': reviews,
      'mf-manifest.json': manifest,
    });
    if ('problem' in composed) throw new Error(composed.problem);
    expect(composed.entry).toEqual({
      manifest: '/remotes/mf-reviews/1/mf-manifest.json',
      prefixes: ['/testimonials', '/partners'],
      section: { en: './Section', es: './Section' },
      fills: [reviews.fills[0]],
      nav: reviews.nav,
    });
    expect(composed.described.pages.pages).toEqual(['/testimonials', '/partners']);
    expect(composed.described.buildVersion).toBe('abc@1');
    // What it cannot have is said once: a slot the shell does not offer, a page outside.
    expect(composed.notes.join('\n')).toMatch(/no slot "about-footer" on \/about/);
    expect(composed.notes.join('\n')).toMatch(/\/elsewhere outside its prefixes/);
  });

  it("keeps each page's scripts and stylesheets from its build folder, and nothing else", async () => {
    const listed = ['static/css/async/r.0123456789.css', 'static/js/async/r.0123456789.js'];
    const composed = await compose('/remotes/mf-reviews/1/mf-manifest.json', {
      'pages.json': {
        ...reviews,
        chunks: {
          '/testimonials': { en: listed, es: ['../../shell/static/js/index.js'] },
          '/partners': { en: ['https://elsewhere.example/x.js'] },
        },
      },
      'mf-manifest.json': manifest,
    });
    if ('problem' in composed) throw new Error(composed.problem);
    expect(composed.described.pages.chunks).toEqual({
      '/testimonials': { en: listed },
      '/partners': {},
    });
  });

  it('owns the prefixes remotes.json gives it over those it claims', async () => {
    const composed = await compose(
      { manifest: '/remotes/mf-reviews/1/mf-manifest.json', prefixes: ['/testimonials'] },
      { 'pages.json': reviews, 'mf-manifest.json': manifest },
    );
    if ('problem' in composed) throw new Error(composed.problem);
    expect(composed.entry.prefixes).toEqual(['/testimonials']);
    expect(composed.described.pages.pages).toEqual(['/testimonials']);
  });

  it("cannot be used without its description, with another remote's, or with no prefixes", async () => {
    const url = '/remotes/mf-reviews/1/mf-manifest.json';
    expect(await compose(url, { 'mf-manifest.json': manifest })).toEqual({
      problem: expect.stringMatching(/its pages.json cannot be read beside .*HTTP 404/),
    });
    expect(
      await compose(url, {
        'pages.json': { ...reviews, remote: 'mf-medpack' },
        'mf-manifest.json': manifest,
      }),
    ).toEqual({ problem: `its description is "mf-medpack"'s, not mf-reviews's` });
    expect(
      await compose(url, {
        'pages.json': { pages: ['/testimonials'] },
        'mf-manifest.json': manifest,
      }),
    ).toEqual({ problem: expect.stringMatching(/gives the prefixes it owns/) });
    expect(await compose('javascript:alert(1)', {})).toHaveProperty('problem');
  });
});

describe('the release gate', () => {
  const facts = (version: string) => ({ version, modules: { locations: version } });
  const info = (siteFacts: string) => ({
    name: 'x',
    version: 'v',
    commit: 'c',
    builtAt: 't',
    sharedContent: { version: '1.0.1', siteFacts: facts(siteFacts) },
    uiKit: { version: '1.0.7' },
  });
  const live = {
    shell: { ...info('f1'), provides: { react: '19.2.0' }, pages: ['/', '/about'] },
    remotes: {
      'mf-medpack': { prefixes: ['/medpack'], pages: ['/medpack'], shared: [] },
    },
  };
  const build = (pages: Record<string, unknown>, siteFacts = 'f1') => ({
    manifest: {
      shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }],
      exposes: [{ path: './Section' }],
    },
    info: info(siteFacts),
    pages: { exposes: ['./Section'], ...pages } as never,
  });

  it('lets a new section in with the prefixes it claims, and says what it adds', () => {
    const verdict = compareWithLive(
      'mf-vaccines',
      build({ pages: ['/vaccines'], prefixes: ['/vaccines'] }),
      live,
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.notes).toContain('is a new section: it owns /vaccines');
    expect(verdict.notes).toContain('adds /vaccines (and /es/vaccines)');
  });

  it("refuses a new section on another one's prefix, or on a shell page, saying what to do", () => {
    const { reasons } = compareWithLive(
      'mf-vaccines',
      build({ pages: ['/medpack/vaccines', '/about'], prefixes: ['/medpack', '/about'] }),
      live,
    );
    expect(reasons.join('\n')).toMatch(
      /\/medpack overlaps what mf-medpack owns .*: choose another prefix/,
    );
    expect(reasons.join('\n')).toMatch(/\/about is a page of the shell: choose another path/);
  });

  it('lets in a section built with other design-system code, saying it brings its own copy', () => {
    const withUi = (version: string) => {
      const built = build({ pages: ['/medpack'] });
      built.manifest.shared.push({ name: 'ui-kit', singleton: false, requiredVersion: version });
      return built;
    };
    expect(compareWithLive('mf-medpack', withUi('1.0.7'), live).notes.join('\n')).not.toMatch(
      /own copy/,
    );
    const { reasons, notes } = compareWithLive('mf-medpack', withUi('1.0.8'), live);
    expect(reasons).toEqual([]);
    expect(notes).toContain(
      'uses its own copy of ui-kit (it needs 1.0.8, the shell provides 1.0.7)',
    );
  });

  it('refuses other site-wide facts and says to deploy the shell first', () => {
    const { reasons } = compareWithLive('mf-medpack', build({ pages: ['/medpack'] }, 'f2'), live);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(
      /^It was built with other site-wide facts .*locations.*deploy the shell built from this commit first/,
    );
  });

  it("refuses a section built with another federation runtime than the live shell's", () => {
    const withRuntime = (version: string) => {
      const built = build({ pages: ['/medpack'] });
      return { ...built, info: { ...built.info, federationRuntime: version } };
    };
    const liveWith = { ...live, shell: { ...live.shell, federationRuntime: '2.9.2' } };
    expect(compareWithLive('mf-medpack', withRuntime('2.9.2'), liveWith).reasons).toEqual([]);
    const { reasons } = compareWithLive('mf-medpack', withRuntime('2.10.0'), liveWith);
    expect(reasons).toEqual([
      "It was built with the federation runtime 2.10.0; the live shell provides 2.9.2, and a section runs on the shell's. " +
        "Build mf-medpack with the shell's version (the same lockfile), or release a shell built with 2.10.0 first.",
    ]);
  });

  it("refuses a shell built with another federation runtime than a live section's", () => {
    const liveSection = {
      remotes: { 'mf-medpack': { shared: [], build: { federationRuntime: '2.9.2' } } },
    };
    expect(compareShellWithLive({ federationRuntime: '2.9.2' }, liveSection).reasons).toEqual([]);
    expect(compareShellWithLive({ federationRuntime: '2.10.0' }, liveSection).reasons).toEqual([
      "mf-medpack was built with the federation runtime 2.9.2 and runs on the shell's; this build has 2.10.0. Release mf-medpack built with 2.10.0 first.",
    ]);
  });

  it('refuses a shell that a live remote cannot run with, naming the remote to release first', () => {
    const { reasons } = compareShellWithLive(
      { provides: { react: '20.0.0' } },
      {
        remotes: {
          'mf-medpack': {
            shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }],
          },
        },
      },
    );
    expect(reasons).toEqual([
      'mf-medpack needs react ^19.0.0, but the shell provides react 20.0.0 in this build. Release mf-medpack built against it first.',
    ]);
  });
});
