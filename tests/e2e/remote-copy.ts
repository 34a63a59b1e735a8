import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspace } from './servers';

/**
 * Builds one remote as its team would after an edit, without touching the workspace: a
 * copy of `shared-content` and of the remote (their own node_modules linked in), the
 * edit applied to the copy, then the remote's own `rsbuild build`. Returns its dist folder.
 */
export function buildRemoteCopy(remote: string, edit: (root: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), `pharmacy-${remote}-`));
  const skip = (source: string) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source);
  cpSync(join(workspace, 'shared-content'), join(root, 'shared-content'), {
    recursive: true,
    filter: skip,
  });
  cpSync(join(workspace, remote), join(root, remote), { recursive: true, filter: skip });
  cpSync(join(workspace, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
  symlinkSync(
    join(workspace, 'shared-content/node_modules'),
    join(root, 'shared-content/node_modules'),
  );
  // The remote's dependencies, except shared-content, which is the edited copy.
  const modules = join(root, remote, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(workspace, remote, 'node_modules'))) {
    if (entry !== 'shared-content')
      symlinkSync(join(workspace, remote, 'node_modules', entry), join(modules, entry));
  }
  symlinkSync(join(root, 'shared-content'), join(modules, 'shared-content'));
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(join(root, 'shared-content'), join(root, 'node_modules/shared-content'));
  edit(root);
  execFileSync(
    process.execPath,
    [join(workspace, remote, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'],
    { cwd: join(root, remote), stdio: 'pipe' },
  );
  return join(root, remote, 'dist');
}

/**
 * A copy of the whole workspace (sources only) whose packages use the workspace's
 * installed dependencies, as a team's checkout on another machine: commands run in it
 * (`pnpm new:remote`, a package's own `rsbuild build`) never touch the workspace. A
 * package added in the copy (`addPackage`) gets the dependencies of `like`.
 */
export function workspaceCopy() {
  const root = mkdtempSync(join(tmpdir(), 'pharmacy-checkout-'));
  const skipped = /[/\\](node_modules|dist|\.git|release|docs|test-results)([/\\]|$)/;
  cpSync(workspace, root, {
    recursive: true,
    filter: (source) => !skipped.test(source.slice(workspace.length)),
  });
  const linkModules = (from: string, to: string) =>
    symlinkSync(join(workspace, from, 'node_modules'), join(root, to, 'node_modules'));
  linkModules('.', '.');
  for (const entry of readdirSync(workspace, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(workspace, entry.name, 'node_modules'))) {
      if (entry.name !== 'node_modules') linkModules(entry.name, entry.name);
    }
  }
  return {
    root,
    /** Gives a package made in the copy the installed dependencies of the package `like`. */
    addPackage: (name: string, like: string) => linkModules(like, name),
    /** Builds one package of the copy with its own build; returns its dist folder. */
    build: (name: string) => {
      execFileSync(
        process.execPath,
        [join(workspace, 'shell/node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'],
        { cwd: join(root, name), stdio: 'pipe' },
      );
      return join(root, name, 'dist');
    },
  };
}
