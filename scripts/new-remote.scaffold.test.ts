// Slow (about a minute): runs `pnpm new:remote` in a copy of the workspace, installs it,
// then checks, builds and serves what it made beside the workspace's builds of the rest.
// Run by `pnpm test:scaffold` (part of `pnpm test`, so CI, after `pnpm build`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteNames, workspace } from './workspace.mjs';
import { workspaceCopy } from './workspace-copy';

const { copy, fill, linkDependencies, unlinkDependencies, run, read, remove } =
  workspaceCopy('new-remote-');

/** Every file of the copy outside node_modules, by path, with a hash of its content. */
function filesOfCopy(folder = '', found = new Map<string, string>()) {
  for (const entry of readdirSync(join(copy, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') filesOfCopy(path, found);
    else if (entry.isFile()) {
      found.set(
        path,
        createHash('sha256')
          .update(readFileSync(join(copy, path)))
          .digest('hex'),
      );
    }
  }
  return found;
}
/** The files `new:remote` added or changed outside its own package. */
let changedOutside: string[] = [];

beforeAll(() => {
  fill();
  // The site's command-line tool, built as `pnpm start` builds it, with the workspace's
  // installed dependencies linked (no install yet: the scaffold's own install, below, is
  // the copy's first).
  linkDependencies();
  for (const cli of ['server', 'tools']) {
    run('node', ['node_modules/typescript/bin/tsc', '-p', `${cli}/tsconfig.json`]);
  }
  const before = filesOfCopy();
  run('node', ['tools/dist/cli.js', 'new:remote', 'pet-care', '--no-install']);
  changedOutside = [...filesOfCopy()]
    .filter(([path, hash]) => !path.startsWith('mf-pet-care/') && before.get(path) !== hash)
    .map(([path]) => path);
  unlinkDependencies();
  // What the scaffold's own `pnpm install` does, preferring the local store (a fresh machine has no registry metadata cached yet).
  run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile']);
});

afterAll(remove);

describe('pnpm new:remote pet-care', () => {
  it('writes its record in its own package: the next dev port, its prefix', () => {
    // What it exposes is derived from its files: no list.
    expect(JSON.parse(read('mf-pet-care/package.json')).remote).toEqual({
      devPort: 3005,
      prefixes: ['/pet-care'],
    });
    // One entry for every language; its page declared once, linked from the navigation.
    expect(existsSync(join(copy, 'mf-pet-care/src/SectionEs.tsx'))).toBe(false);
    expect(read('mf-pet-care/src/section.ts')).toContain(
      "linkedFrom: { nav: { en: 'Pet Care', es: 'Pet Care (es)' } }",
    );
    // Nothing outside the package names it: the workspace, the builds and the site-wide
    // tests find it by its record.
    expect(changedOutside).toEqual([]);
    expect(existsSync(join(copy, 'mf-pet-care/src/pages/PetCare.tsx'))).toBe(true);
  });

  it('keeps its content, schema, content check and declaration in its own package', () => {
    const content = 'mf-pet-care/src/content';
    for (const file of [
      'pet-care',
      'pet-care.es',
      'pet-care.schema',
      'pet-care.test',
      'es',
      'checks',
      'index',
      'schemas',
    ]) {
      expect(existsSync(join(copy, content, `${file}.ts`))).toBe(true);
    }
    expect(read('mf-pet-care/src/section.ts')).toContain("'/pet-care': {");
    expect(read(`${content}/checks.ts`)).toContain(
      "check('pet-care', 'petCarePage', petCarePage, schemas.petCarePage, petCarePageEs)",
    );
    expect(JSON.parse(read('mf-pet-care/package.json')).exports).toMatchObject({
      './content': './src/content/index.ts',
    });
    expect(existsSync(join(copy, 'shared-content/src/content'))).toBe(false);
    expect(read('mf-pet-care/rsbuild.config.ts')).toContain('section');
    expect(existsSync(join(copy, 'mf-pet-care/node_modules/@rsbuild/core'))).toBe(true);
  });

  it('has its content validated with every other package', () => {
    expect(run('node', ['scripts/validate-content.mjs'])).toMatch(/of 7 packages/);
  });

  it('passes lint and the type check', () => {
    // Nothing outside the package changed (above): lint and the type check of the package.
    run('node_modules/.bin/biome', ['check', 'mf-pet-care']);
    run('pnpm', ['--filter', 'mf-pet-care', 'typecheck']);
    // The site's `pnpm typecheck` (one program, the root tsconfig.json) takes it in too.
    const root = ts.getParsedCommandLineOfConfigFile(
      join(copy, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    expect(root?.fileNames).toContain(join(copy, 'mf-pet-care/src/pages/PetCare.tsx'));
  });

  it('makes a page and content whose own tests pass', () => {
    const output = run('node_modules/.bin/vitest', ['run', 'mf-pet-care', 'tests/site']);
    // Its page and content tests, and the site-wide route and link tests that now include
    // it, its Spanish included. (vitest colours its summary: `Test Files  <colour>5 passed<colour> (5)`)
    expect(output).toMatch(/Test Files[^\n]*5 passed[^\n]*\(5\)/);
  });

  it('builds, and the composed production site serves its section', async () => {
    // `pnpm build` of what changed: the new section. Every other package's sources are the
    // workspace's (nothing outside the new package changed, above), so their builds are the
    // workspace's when it has them (CI builds it first): the shell's, made before the
    // section existed, serves it all the same.
    const rebuilt = ['mf-pet-care'];
    for (const name of ['shell', ...remoteNames]) {
      const dist = join(workspace, name, 'dist');
      if (existsSync(dist)) cpSync(dist, join(copy, name, 'dist'), { recursive: true });
      else rebuilt.push(name);
    }
    const filters = rebuilt.flatMap((name) => ['--filter', `./${name}`]);
    run('pnpm', ['--workspace-concurrency=2', '-r', ...filters, 'build']);
    expect(existsSync(join(copy, 'mf-pet-care/dist/mf-manifest.json'))).toBe(true);
    expect(JSON.parse(read('mf-pet-care/dist/pages.json'))).toMatchObject({
      remote: 'mf-pet-care',
      prefixes: ['/pet-care'],
      pages: ['/pet-care'],
    });
    // The shell's build names no remote: the release folder's remotes.json does.
    expect(read('shell/dist/site.json')).not.toContain('mf-pet-care');
    run('node', ['server/dist/cli.js', 'release', '--all']);
    expect(JSON.parse(read('release/remotes.json'))['mf-pet-care']).toMatch(
      /^\/remotes\/mf-pet-care\/[0-9a-f]{12}\/mf-manifest\.json$/,
    );

    const port = '8183';
    const server = spawn('node', ['server/dist/cli.js', 'serve'], {
      cwd: copy,
      env: { ...process.env, PORT: port, RELEASE_ROOT: join(copy, 'release') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const base = `http://localhost:${port}`;
      // Ready once its render workers have each rendered a page of every remote: its first
      // log line came sooner, and a page asked for then, on a busy machine, was a 503.
      await expect
        .poll(async () => (await fetch(`${base}/readyz`).catch(() => undefined))?.status, {
          timeout: 60_000,
          interval: 200,
        })
        .toBe(200);
      const page = await fetch(`${base}/pet-care`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Pet Care');
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain('/pet-care</loc>');
      const { 'mf-pet-care': entry } = await (await fetch(`${base}/remotes.json`)).json();
      const manifest = await (await fetch(`${base}${entry.manifest}`)).json();
      expect(manifest.name).toBe('mf_pet_care');
      // Linked from the main navigation of every page.
      expect(await (await fetch(`${base}/`)).text()).toMatch(/<a [^>]*href="\/pet-care"/);
    } finally {
      server.kill();
    }
  });
});
