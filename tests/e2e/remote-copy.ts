import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
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
