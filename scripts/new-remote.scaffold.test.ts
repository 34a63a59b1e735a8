// Slow (about a minute): runs `pnpm new:remote` in a copy of the workspace, then builds
// and tests what it made. Run by `pnpm test:scaffold` (part of `pnpm test`, so CI).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const copy = mkdtempSync(join(tmpdir(), 'new-remote-'));
const skipped = new Set([
  'node_modules',
  'dist',
  '.git',
  'docs',
  'test-results',
  'playwright-report',
]);
/** Runs a command in the copy; a failure shows everything the command printed. */
function run(command: string, args: string[]) {
  try {
    return execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}
const read = (path: string) => readFileSync(join(copy, path), 'utf8');

beforeAll(() => {
  cpSync(workspace, copy, {
    recursive: true,
    filter: (source) =>
      !relative(workspace, source)
        .split('/')
        .some((part) => skipped.has(part)),
  });
  run('pnpm', ['install', '--offline', '--frozen-lockfile']);
  run('node', ['scripts/new-remote.mjs', 'pet-care']);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('pnpm new:remote pet-care', () => {
  it('adds the remote to the one list with the next dev port, a route and a production URL', () => {
    expect(read('shared-content/src/platform/remotes.ts')).toContain("'mf-pet-care': 3005,");
    expect(read('shared-content/src/platform/routes.ts')).toContain(
      "...owned('mf-pet-care', ['/pet-care'])",
    );
    expect(JSON.parse(read('shell/public/remotes.json'))['mf-pet-care']).toBe(
      '/remotes/mf-pet-care/mf-manifest.json',
    );
    expect(read('shared-content/src/validation/content-checks.ts')).toContain("check('pet-care'");
    expect(existsSync(join(copy, 'mf-pet-care/node_modules/@rsbuild/core'))).toBe(true);
  });

  it('passes lint and the type check', () => {
    run('node_modules/.bin/biome', ['check', '.']);
    expect(run('node', ['scripts/typecheck.mjs'])).toMatch(/mf-pet-care \d+.*\nNo type errors\./s);
  });

  it('makes a page whose own test passes', () => {
    const output = run('node_modules/.bin/vitest', ['run', 'mf-pet-care']);
    expect(output).toMatch(/1 passed/);
  });

  it('builds, and the composed production site serves its section', async () => {
    run('pnpm', ['build']);
    expect(existsSync(join(copy, 'mf-pet-care/dist/mf-manifest.json'))).toBe(true);
    expect(JSON.parse(read('shell/dist/site.json')).remoteNames).toContain('mf-pet-care');
    expect(read('shell/dist/sitemap.xml')).toContain('/pet-care</loc>');

    const port = '8183';
    const server = spawn('node', ['shell/server/serve.mjs'], {
      cwd: copy,
      env: { ...process.env, PORT: port },
    });
    try {
      await new Promise((ready) => server.stdout.once('data', ready));
      const base = `http://localhost:${port}`;
      expect((await fetch(`${base}/pet-care`)).status).toBe(200);
      const manifest = await (await fetch(`${base}/remotes/mf-pet-care/mf-manifest.json`)).json();
      expect(manifest.name).toBe('mf_pet_care');
    } finally {
      server.kill();
    }
  });
});
