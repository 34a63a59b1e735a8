// What a command-line mistake must look like, for the tests of the server's CLI and of the
// tools' (tools/src/cli.test.ts): one line on stderr, no stack trace, exit code 2.
import type { SpawnSyncReturns } from 'node:child_process';
import { expect } from 'vitest';

export function expectOneLineMistake(run: SpawnSyncReturns<string>, saying: RegExp) {
  expect(run.status, run.stderr).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.stderr).toMatch(saying);
}
