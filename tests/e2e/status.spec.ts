// `pnpm status` after a plain start: the site's server (started as the Playwright config
// starts it, with no metrics setting) opens its metrics listener on loopback by itself, and
// `pnpm status` with no flag finds it and prints each live section.
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { workspace } from './servers';

test('pnpm status answers after a plain start, section by section', () => {
  const run = spawnSync(process.execPath, ['server/dist/cli.js', 'status'], {
    cwd: workspace,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(run.status, run.stderr).toBe(0);
  for (const section of ['mf-locations', 'mf-services', 'mf-reviews', 'mf-medpack']) {
    expect(run.stdout).toMatch(new RegExp(`^${section}\\n  live: +[0-9a-f]{12} since`, 'm'));
  }
  const one = spawnSync(process.execPath, ['server/dist/cli.js', 'status', 'mf-nope'], {
    cwd: workspace,
    encoding: 'utf8',
  });
  expect(one.status).toBe(2);
  expect(one.stderr.trim()).toMatch(/^pnpm status: mf-nope is not a live section; there are: /);
});
