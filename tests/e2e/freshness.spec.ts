// A notice and a remote's release reach every benchmark route through each cache in front
// of Node (nginx's page cache, Varnish) within a minute, the pages' promise: the freshness
// benchmark (tests/bench/freshness.mjs) with both changes made at once, as CI runs it. It
// prints the seconds per cache and route.
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { workspace } from './servers';

test('a notice and a release show through nginx and Varnish within 60 s', async () => {
  test.setTimeout(240_000);
  const run = spawnSync(
    process.execPath,
    ['tests/bench/freshness.mjs', '--together', '--port', '8470', '--timeout', '90'],
    { cwd: workspace, encoding: 'utf8', timeout: 220_000 },
  );
  console.log(run.stdout);
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toMatch(/nginx: every route within \d+\.\d s \(goal met/);
  expect(run.stdout).toMatch(/varnish: every route within \d+\.\d s \(goal met/);
});
