// The tools' command-line tool as a team member meets it, through the root commands'
// launcher (built on demand): every command explains itself, and a mistake is one line
// and exit code 2, never a stack trace.
// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { workspace } from 'site-server/paths';
import { expectOneLineMistake } from 'site-server/testing/cli';
import { describe, expect, it } from 'vitest';

/** `pnpm <args>` as the root package.json runs it. */
const pnpm = (...args: string[]) =>
  spawnSync(process.execPath, [join(workspace, 'scripts/site-cli.mjs'), ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });

const COMMANDS = [
  'hosting:nginx',
  'hosting:varnish',
  'notices:check',
  'new:remote',
  'new:page',
  'new:island',
  'check:go-live',
];

describe('pnpm <tool> --help', { timeout: 120_000 }, () => {
  it.each(COMMANDS)('%s prints its usage and an example, and exits 0', (command) => {
    const run = pnpm(command, '--help');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Usage: pnpm ${command}`);
    expect(run.stdout).toMatch(new RegExp(`Examples?:\\n\\s+pnpm ${command}`));
  });
});

describe('a mistake on a tool', { timeout: 120_000 }, () => {
  it.each(COMMANDS)('%s with an unknown option says so in one line', (command) => {
    expectOneLineMistake(pnpm(command, '--nope'), /unknown option '--nope'/);
  });

  it('a missing argument or a bad value', () => {
    expectOneLineMistake(pnpm('new:page', 'mf-medpack'), /missing required argument 'path'/);
    expectOneLineMistake(pnpm('hosting:varnish', '--backend', 'nope'), /--backend takes host:port/);
  });
});
