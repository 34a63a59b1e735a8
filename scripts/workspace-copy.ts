// A copy of the workspace's sources in a temporary folder, for the scaffold tests: a
// command runs there as a team would run it, and the checkout is never touched.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
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

/**
 * Gives `folder` of a copy (at `copyRoot`) the workspace's installed dependencies, without
 * an install: each entry of the workspace's `<folder>/node_modules` linked, except the
 * workspace packages whose folders `copied` names (site-server is the folder server),
 * which are linked to their copies in `copyRoot`.
 */
export function linkDependencies(copyRoot: string, folder: string, copied: ReadonlySet<string>) {
  const modules = join(copyRoot, folder, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(workspace, folder, 'node_modules'))) {
    // Tools' caches (the type check's record, …) stay the workspace's own: a command in the
    // copy writing there would leave the workspace a record of the copy's files.
    if (entry === '.cache') continue;
    const installed = join(workspace, folder, 'node_modules', entry);
    const own = relative(workspace, realpathSync(installed));
    const target = copied.has(own) ? join(copyRoot, own) : installed;
    symlinkSync(target, join(modules, entry));
  }
}

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
    /**
     * Gives every package of the copy (and its root) the workspace's installed
     * dependencies, without an install: each entry of a `node_modules` is linked to the
     * workspace's, except the workspace's own packages (`ui-kit`, `shared-content`, …),
     * which are linked to their copies, so a command in the copy reads the copy's sources.
     */
    linkDependencies() {
      const folders = ['.', ...readdirSync(workspace)].filter((folder) =>
        existsSync(join(workspace, folder, 'node_modules')),
      );
      const ownPackages = new Set(folders.filter((folder) => folder !== '.'));
      for (const folder of folders) {
        if (existsSync(join(copy, folder))) linkDependencies(copy, folder, ownPackages);
      }
    },
    /** Removes what `linkDependencies` made, before an install of the copy's own. */
    unlinkDependencies() {
      for (const folder of ['.', ...readdirSync(copy)]) {
        const modules = join(copy, folder, 'node_modules');
        if (existsSync(modules)) rmSync(modules, { recursive: true });
      }
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
