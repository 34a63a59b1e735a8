import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceHash, workspaceInputs } from './fresh-builds.ts';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const manifest = (name: string, dependencies: Record<string, string> = {}) =>
  write(`${name}/package.json`, JSON.stringify({ name, dependencies }));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fresh-builds-'));
  write('package.json', '{}');
  manifest('shared-content');
  manifest('ui-kit', { 'shared-content': 'workspace:*' });
  manifest('shell', { 'ui-kit': 'workspace:*', react: '^19.0.0' });
  manifest('mf-reviews', { 'ui-kit': 'workspace:*' });
  manifest('mf-medpack', { 'shared-content': 'workspace:*' });
  for (const name of ['shared-content', 'ui-kit', 'shell', 'mf-reviews', 'mf-medpack']) {
    write(`${name}/src/index.ts`, `export const name = '${name}';\n`);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what a build reads from the workspace', () => {
  it('is its own folder and every workspace package it depends on, directly or not', () => {
    expect(workspaceInputs('shell', root).sort()).toEqual(['shared-content', 'shell', 'ui-kit']);
    expect(workspaceInputs('mf-medpack', root).sort()).toEqual(['mf-medpack', 'shared-content']);
  });

  it('an edit in the design system makes every package that uses it stale, and no other', () => {
    const before = Object.fromEntries(
      ['shell', 'mf-reviews', 'mf-medpack'].map((name) => [name, sourceHash(name, root)]),
    );
    write('ui-kit/src/Button.tsx', 'export const Button = 1;\n');
    expect(sourceHash('shell', root)).not.toBe(before.shell);
    expect(sourceHash('mf-reviews', root)).not.toBe(before['mf-reviews']);
    expect(sourceHash('mf-medpack', root)).toBe(before['mf-medpack']);
  });

  it('an edit in shared-content makes them all stale', () => {
    const before = sourceHash('mf-medpack', root);
    write('shared-content/src/index.ts', "export const name = 'changed';\n");
    expect(sourceHash('mf-medpack', root)).not.toBe(before);
  });
});
