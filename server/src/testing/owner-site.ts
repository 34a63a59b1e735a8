// For the tests of /owner on the public server: a released shell (no remotes) and its
// notices file in a temporary folder, and the environment that serves it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NOTICES = JSON.stringify({ closures: [], specialHours: [], alerts: [] });

/** A released shell (no remotes) and its notices file, in a temporary folder. */
export function makeSite() {
  const root = mkdtempSync(join(tmpdir(), 'owner-route-test-'));
  const shell = join(root, 'shell');
  mkdirSync(join(shell, 'static/js'), { recursive: true });
  mkdirSync(join(root, 'remotes'));
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shell, 'static/js/index.0123456789.js'), 'console.info(1)');
  writeFileSync(join(shell, 'remotes.json'), '{}');
  writeFileSync(
    join(shell, 'site.json'),
    JSON.stringify({
      origin: 'https://pharmacy.example',
      redirects: { '/refill': '/app/refill' },
      frameOrigins: [],
      shellPages: [],
    }),
  );
  writeFileSync(join(root, 'notices.json'), NOTICES);
  return {
    root,
    notices: join(root, 'notices.json'),
    env: { SHELL_DIST: shell, REMOTES_ROOT: join(root, 'remotes'), METRICS_PORT: 'off' },
  };
}
