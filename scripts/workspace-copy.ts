// A copy of the workspace's sources in a temporary folder, for the scaffold tests: a
// command runs there as a team would run it, and the checkout is never touched.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { workspace } from './workspace.mjs';

/** Folders no copy needs: installs, builds, history and test output. */
const skipped = new Set([
  'node_modules',
  'dist',
  '.git',
  'docs',
  'test-results',
  'playwright-report',
  'release',
]);

export function workspaceCopy(prefix: string) {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  return {
    copy,
    /** Copies the sources (call once, before anything runs in the copy). */
    fill() {
      cpSync(workspace, copy, {
        recursive: true,
        filter: (source) =>
          !relative(workspace, source)
            .split('/')
            .some((part) => skipped.has(part)),
      });
    },
    /** Runs a command in the copy (or `cwd`); a failure shows everything it printed. */
    run(command: string, args: string[], cwd = copy) {
      try {
        return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
      }
    },
    read: (path: string) => readFileSync(join(copy, path), 'utf8'),
    remove: () => rmSync(copy, { recursive: true, force: true }),
  };
}
