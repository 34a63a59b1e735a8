// The server's command-line tool as a team member meets it: every command explains itself,
// and a mistake is one line and exit code 2, never a stack trace.
// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverModule } from './paths.ts';
import { expectOneLineMistake } from './testing/cli.ts';

const emptyRelease = mkdtempSync(join(tmpdir(), 'cli-release-'));
afterAll(() => rmSync(emptyRelease, { recursive: true, force: true }));

/** `pnpm <args>` as the root package.json runs it: the built CLI. */
const pnpm = (...args: string[]) =>
  spawnSync(process.execPath, [serverModule('cli'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, RELEASE_ROOT: emptyRelease, METRICS_PORT: 'off' },
    timeout: 30_000,
  });

const COMMANDS = ['start', 'serve', 'release', 'rollback', 'deploy:check', 'status', 'prerender'];

describe('pnpm <command> --help', { timeout: 60_000 }, () => {
  it.each(COMMANDS)('%s prints its usage and an example, and exits 0', (command) => {
    const run = pnpm(command, '--help');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Usage: pnpm ${command}`);
    expect(run.stdout).toMatch(new RegExp(`Examples?:\\n\\s+pnpm ${command}`));
  });

  it('lists every command', () => {
    const run = pnpm('--help');
    expect(run.status).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toContain(command);
  });
});

describe('a mistake on the command line', { timeout: 60_000 }, () => {
  it.each(COMMANDS)('%s with an unknown option says so in one line', (command) => {
    expectOneLineMistake(pnpm(command, '--nope'), /unknown option '--nope'/);
  });

  it('an unknown section lists the sections there are', () => {
    const sections = /mf-locations, mf-services, mf-reviews, mf-medpack/;
    expectOneLineMistake(pnpm('release', 'mf-nope'), sections);
    expectOneLineMistake(pnpm('deploy:check', 'mf-nope'), sections);
    // Nothing is released into an empty folder yet: it says so.
    expectOneLineMistake(
      pnpm('rollback', 'mf-nope'),
      /mf-nope is not released in .*nothing is yet/,
    );
  });

  it('a release with no name says what it can release', () => {
    expectOneLineMistake(pnpm('release'), /name what to release: shell, mf-locations.*--all/);
  });

  it('an unknown command, a missing argument or a bad setting', () => {
    expectOneLineMistake(pnpm('relase'), /unknown command 'relase'/);
    expectOneLineMistake(pnpm('rollback'), /missing required argument/);
    const badPort = spawnSync(process.execPath, [serverModule('cli'), 'serve'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: 'eighty' },
    });
    expectOneLineMistake(badPort, /PORT="eighty": must be integer/);
  });

  it('serving before anything is released says what to run', () => {
    const run = pnpm('serve');
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^pnpm serve: no shell release at .*run "pnpm start"/);
  });
});
