// Every team and owner command of the root package.json, run in a copy of the workspace as
// a fresh clone has it right after `pnpm install`: its sources and installed
// dependencies (linked, so no install), no build output at all. Each prints its usage for
// `--help` (exit 0) and says a mistake in one line (exit 2), never a stack trace; the first
// one builds the server's CLI on its way (scripts/site-cli.mjs). Run by `pnpm test:scaffold`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceCopy } from './workspace-copy';

const { copy, fill, linkDependencies, remove } = workspaceCopy('commands-');

const scripts: Record<string, string> = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'),
).scripts;
/** The commands that run the site's CLI or the owner console's: `[name, node's arguments]`. */
const commands = Object.entries(scripts)
  .filter(([, line]) =>
    /^node (scripts\/site-cli\.mjs|server\/dist\/cli\.js|owner\/bin\/owner\.mjs) /.test(line),
  )
  .map(([name, line]) => [name, line.split(' ').slice(1)] as const);

/** Runs `node <args>` in the copy, as `pnpm <command>` would (no server listens: --help). */
function node(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const { status, stdout, stderr } = spawnSync(process.execPath, args, {
    cwd: copy,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
  return { status, stdout, stderr };
}
const STACK_LINE = /^\s+at /m;

beforeAll(() => {
  fill();
  linkDependencies();
});
afterAll(remove);

describe('the commands of the root package.json on a fresh clone (no build)', () => {
  it('run no build output directly: every CLI command starts through its launcher', () => {
    expect(Object.values(scripts).filter((line) => line.includes('/dist/'))).toEqual([]);
    expect(commands.map(([name]) => name)).toEqual(
      expect.arrayContaining(['release', 'status', 'hosting:varnish', 'new:page', 'owner:start']),
    );
    expect(existsSync(join(copy, 'server/dist'))).toBe(false);
    expect(existsSync(join(copy, 'tools/dist'))).toBe(false);
  });

  it.each(commands)('pnpm %s --help prints its usage, exit 0', (_name, args) => {
    const { status, stdout, stderr } = node([...args, '--help']);
    expect(stderr).not.toMatch(STACK_LINE);
    expect(status, stderr).toBe(0);
    expect(stdout).toMatch(/^Usage: (pnpm|owner) /);
  });

  it.each(commands)('pnpm %s with a mistake says it in one line, exit 2', (_name, args) => {
    const { status, stdout, stderr } = node([...args, '--no-such-option']);
    expect(stderr).not.toMatch(STACK_LINE);
    expect(status, stderr).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining('--no-such-option')]);
    expect(stdout).toBe('');
  });

  it('builds each CLI once, on the first command, and keeps it while the sources are unchanged', () => {
    expect(existsSync(join(copy, 'server/dist/cli.js'))).toBe(true);
    expect(existsSync(join(copy, 'tools/dist/cli.js'))).toBe(true);
    for (const command of ['status', 'hosting:nginx']) {
      const { status, stderr } = node(['scripts/site-cli.mjs', command, '--help']);
      expect(status).toBe(0);
      expect(stderr).toBe('');
    }
  });

  it('runs a command for real: with nothing released yet, it says what to do first in one line', () => {
    const args = scripts['hosting:varnish'].split(' ').slice(1);
    const { status, stdout, stderr } = node(args, { RELEASE_ROOT: join(copy, 'no-release') });
    expect(stderr).not.toMatch(STACK_LINE);
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/no shell release .*pnpm start/),
    ]);
    expect(stdout).toBe('');
  });
});
