import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspace } from './workspace.mjs';

const newRemote = (name: string) =>
  spawnSync('node', [join(workspace, 'tools/dist/cli.js'), 'new:remote', name, '--no-install'], {
    cwd: workspace,
    encoding: 'utf8',
  });

// The scaffold itself is tested end to end in new-remote.scaffold.test.ts (slow).
describe('pnpm new:remote refuses', { timeout: 60_000 }, () => {
  it('a remote that exists', () => {
    const run = newRemote('medpack');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('pnpm new:remote: mf-medpack already exists');
  });

  it('a name that is not lower-case words joined by dashes', () => {
    const run = newRemote('Pet_Care');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('must be lower-case words joined by dashes');
  });

  it('a name whose page the shell already renders', () => {
    const run = newRemote('about');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('pnpm new:remote: /about is already a page of the shell');
  });
});
