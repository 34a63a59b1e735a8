// The import rules (the `overrides` of biome.json) on probe files written where
// each rule applies: one Biome run over every probe, its diagnostics read per file and line.
// Probe files are named __lint_probe__* (ignored by git, removed in afterAll); Biome is told
// not to skip them for being git-ignored.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspace } from './workspace.mjs';

const biome = join(workspace, 'node_modules/.bin/biome');

/** A distinctive part of each rule's message. */
const says = {
  otherPackage: 'A package never imports another deployable',
  noSrc: 'Import a shared package through its entry points',
  contentUi: 'shared-content never imports the UI kit',
  devOnly: 'Browser code never imports dev-only code',
  node: 'Browser code never imports Node built-ins',
};

/** Each probe: its path and, per import, the messages expected on that line ([] = allowed). */
const probes: Record<string, [source: string, expected: string[]][]> = {
  'ui-kit/src/__lint_probe__.tsx': [
    ['../../shared-content/src/site/config', [says.noSrc]],
    ['mf-reviews/content', [says.otherPackage]],
    ['build-preset', [says.devOnly]],
    ['test-kit', [says.devOnly]],
    ['shared-content/validation', [says.devOnly]],
    ['shared-content', []],
    ['shared-content/logic', []],
    ['./theme', []],
  ],
  'shared-content/src/logic/__lint_probe__.ts': [
    ['ui-kit', [says.contentUi]],
    ['ui-kit/section', [says.contentUi]],
    ['build-preset', [says.devOnly]],
    ['test-kit', [says.devOnly]],
    ['../platform/routes', []],
  ],
  'shared-content/src/platform/__lint_probe__.ts': [
    ['shell/content', [says.otherPackage]],
    ['ui-kit', [says.contentUi]],
    ['node:fs', [says.node]],
    ['node-kit/usage', [says.node]],
    ['../site/config', []],
  ],
  'mf-locations/src/components/__lint_probe__.tsx': [
    ['mf-services/content', [says.otherPackage]],
    ['mf-reviews/content/schemas', [says.otherPackage]],
    ['../../../mf-reviews/src/content', [says.otherPackage]],
    ['../../../shell/src/content', [says.otherPackage]],
    ['../../../shared-content/src/site/locations', [says.noSrc]],
    ['test-kit', [says.devOnly]],
    ['build-preset', [says.devOnly]],
    ['shared-content/validation', [says.devOnly]],
    ['node:fs/promises', [says.node]],
    ['../content', []],
    ['../content/schemas', []],
    ['shared-content', []],
    ['ui-kit', []],
  ],
  'mf-services/src/content/__lint_probe__.ts': [
    ['../../../mf-locations/src/content/location-details', [says.otherPackage]],
    ['node:path', [says.node]],
    ['shared-content', []],
    ['shared-content/schemas', []],
    ['./faq', []],
  ],
  'shell/src/__lint_probe__.tsx': [
    ['mf-medpack/content', [says.otherPackage]],
    ['node:fs', [says.node]],
    ['./content', []],
  ],
  // The server side of the shell is Node code: it still never imports a remote's code.
  'shell/src/server/__lint_probe__.ts': [
    ['mf-services/content', [says.otherPackage]],
    ['node:fs', []],
    ['node-kit/files', []],
  ],
  // The dev-only packages are Node and test code: they import no deployable either, and
  // reach shared-content through its entry points.
  'build-preset/src/__lint_probe__.ts': [
    ['mf-medpack/section', [says.otherPackage]],
    ['../../ui-kit/src/section', [says.noSrc]],
    ['ui-kit/section', []],
    ['node:fs', []],
  ],
  'test-kit/src/__lint_probe__.tsx': [
    ['shell/section', [says.otherPackage]],
    ['../../build-preset/src/identity', [says.noSrc]],
    ['ui-kit', []],
  ],
};

const importLine = (source: string, index: number) => `import * as probe${index} from '${source}';`;
const probeText = (imports: [string, string[]][]) =>
  `${imports.map(([source], index) => importLine(source, index)).join('\n')}\nexport const all = [${imports.map((_, index) => `probe${index}`).join(', ')}];\n`;

const lint = (files: string[]) =>
  spawnSync(
    biome,
    [
      'lint',
      '--vcs-use-ignore-file=false',
      '--reporter=github',
      '--max-diagnostics=none',
      ...files,
    ],
    { cwd: workspace, encoding: 'utf8' },
  );

/** `file:line` → the noRestrictedImports messages Biome printed there. */
function restrictedImports(output: string) {
  const found = new Map<string, string[]>();
  for (const match of output.matchAll(
    /^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+),[^:]*::(.*)$/gm,
  )) {
    const key = `${relative(workspace, match[1] ?? '')}:${match[2]}`;
    found.set(key, [...(found.get(key) ?? []), match[3] ?? '']);
  }
  return found;
}

let run: ReturnType<typeof lint>;
beforeAll(() => {
  for (const [path, imports] of Object.entries(probes)) {
    writeFileSync(join(workspace, path), probeText(imports));
  }
  run = lint(Object.keys(probes));
}, 60_000);
afterAll(() => {
  for (const path of Object.keys(probes)) rmSync(join(workspace, path), { force: true });
});

describe('import rules (biome noRestrictedImports)', { timeout: 60_000 }, () => {
  it('fails the lint on a forbidden import', () => {
    expect(run.status, run.stderr).toBe(1);
  });

  for (const [path, imports] of Object.entries(probes)) {
    it(`${path}: ${imports.filter(([, e]) => e.length).length} forbidden, ${imports.filter(([, e]) => !e.length).length} allowed`, () => {
      const found = restrictedImports(run.stdout);
      const actual = imports.map(([source], index) => [
        source,
        (found.get(`${path}:${index + 1}`) ?? []).map(
          (message) => Object.values(says).find((part) => message.includes(part)) ?? message,
        ),
      ]);
      expect(actual).toEqual(imports.map(([source, expected]) => [source, expected]));
    });
  }

  it('passes allowed imports, tests that cross owners and the content checks', () => {
    const allowed = 'mf-services/src/__lint_probe__allowed.tsx';
    // Real files that the rules exempt: a test that uses the test kit, and the content
    // checks that only scripts and tests run.
    const exempt: [path: string, source: string][] = [
      ['mf-reviews/src/fills/HomeWidget.test.tsx', 'test-kit'],
      ['mf-reviews/src/content/checks.ts', 'shared-content/validation'],
      ['shared-content/src/site/checks.ts', '../validation/check'],
    ];
    for (const [path, source] of exempt) {
      expect(readFileSync(join(workspace, path), 'utf8')).toContain(`from '${source}'`);
    }
    writeFileSync(
      join(workspace, allowed),
      probeText([
        ['./content', []],
        ['./content/schemas', []],
        ['ui-kit', []],
        ['shared-content', []],
      ]),
    );
    try {
      const clean = lint([allowed, ...exempt.map(([path]) => path)]);
      expect(restrictedImports(clean.stdout).size, clean.stdout).toBe(0);
      expect(clean.status, clean.stdout).toBe(0);
    } finally {
      rmSync(join(workspace, allowed), { force: true });
    }
  });
});
