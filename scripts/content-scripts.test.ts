// Runs the real `validate:content` step on every package's content, and on a copy of
// shared-content whose Parlin phone is broken: it stops with a message naming file, entry
// and field.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workspace } from './workspace.mjs';

const script = join(workspace, 'scripts/validate-content.mjs');
const copy = mkdtempSync(join(tmpdir(), 'validate-content-'));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

// Each test starts node and loads the content through jiti: seconds on a busy machine.
describe('pnpm validate:content', { timeout: 60_000 }, () => {
  it('passes on the shipped content of the site facts, the shell and every remote', () => {
    const output = execFileSync('node', [script], { cwd: workspace, encoding: 'utf8' });
    expect(output).toMatch(/^Content valid: \d+ exports in \d+ files of 6 packages/);
  });

  it('stops with file, entry, field and rule when a phone is broken', () => {
    cpSync(join(workspace, 'shared-content/src'), join(copy, 'src'), { recursive: true });
    symlinkSync(join(workspace, 'shared-content/node_modules'), join(copy, 'node_modules'));
    const file = join(copy, 'src/site/locations.ts');
    const source = readFileSync(file, 'utf8');
    const parlinPhone = /(id: 'parlin',[\s\S]*?phone: )'[^']*'/;
    expect(source).toMatch(parlinPhone);
    writeFileSync(file, source.replace(parlinPhone, "$1'732-555-0103'"));

    const checks = join(copy, 'src/site/checks.ts');
    const run = spawnSync('node', [script, checks], { cwd: workspace, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'shared-content/src/site/locations.ts: parlin.phone: expected (NNN) NNN-NNNN',
    );
    expect(run.stdout).not.toContain('Content valid');
  });
});

describe('pnpm check:go-live', { timeout: 60_000 }, () => {
  it('lists the placeholders with where they are, and fails', () => {
    const run = spawnSync('node', [join(workspace, 'tools/dist/cli.js'), 'check:go-live'], {
      cwd: workspace,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Not ready to go live: \d+ placeholder/);
    const parlinPhone = run.stderr.slice(run.stderr.indexOf('(732) 555-0103  ('));
    expect(parlinPhone).toMatch(/^\(732\) 555-0103 {2}\(a fictional 555-01xx number\)\n/);
    expect(parlinPhone.split(/\n(?=\S)/)[0]).toContain(
      'shared-content/src/site/locations.ts: parlin.phone',
    );
    expect(run.stderr).toContain('info@pharmacy.example  (an e-mail at a .example host)');
    expect(run.stderr).toContain('sample testimonials, written for this site');
  });
});
