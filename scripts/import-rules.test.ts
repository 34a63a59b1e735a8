// The import rules (scripts/import-rules.mjs, via biome.json) on probe files written where
// each rule applies: one Biome run over every probe, its diagnostics read per file and line.
// Probe files are named __lint_probe__* (ignored by git, removed in afterAll); Biome is told
// not to skip them for being git-ignored.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(workspace, 'node_modules/.bin/biome');

/** A distinctive part of each rule's message. */
const says = {
  uiContent: 'shared-content/ui is the design system: it takes data as props',
  uiSite: "shared-content/ui imports site-wide facts only from 'shared-content'",
  logicUi: 'shared-content/logic is pure TypeScript for browser, server and tests',
  logicContent: 'shared-content/logic never imports section content',
  servicesOtherOwner:
    "content/services ships with mf-services only and never imports another owner's",
  siteRelative: 'Section content imports site-wide facts and platform code only from',
  locationsOwnOnly:
    "mf-locations ships only its own content: import 'shared-content/content/locations'",
  shellOwnOnly: "shell ships only its own content: import 'shared-content/content/shell'",
  noSrc: 'Import shared-content through its package entry points',
  build: 'Browser code never imports build code',
  testing: 'Browser code never imports the test harness',
  validation: 'Browser code never imports content validation',
  node: 'Browser code never imports Node built-ins',
};

/** Each probe: its path and, per import, the messages expected on that line ([] = allowed). */
const probes: Record<string, [source: string, expected: string[]][]> = {
  // a.
  'shared-content/src/ui/__lint_probe__.tsx': [
    ['shared-content/content/services', [says.uiContent]],
    ['../content/shell/home', [says.uiContent]],
    ['../site/config', [says.uiSite]],
    ['../build/precompress', [says.build]],
    ['shared-content/testing', [says.testing]],
    ['../validation/validate', [says.validation]],
    ['shared-content', []],
    ['../platform/theme', []],
    ['../logic/hours', []],
  ],
  // b.
  'shared-content/src/logic/__lint_probe__.ts': [
    ['../ui/Page', [says.logicUi]],
    ['shared-content/ui', [says.logicUi]],
    ['../content/reviews/reviews', [says.logicContent]],
    ['shared-content/build', [says.build]],
    ['../testing/media', [says.testing]],
    ['../platform/timing', []],
  ],
  // c.
  'shared-content/src/content/services/__lint_probe__.ts': [
    ['../locations/location-details', [says.servicesOtherOwner]],
    ['shared-content/content/shell', [says.servicesOtherOwner]],
    ['../../site/locations', [says.siteRelative]],
    ['../../platform/routes', [says.siteRelative]],
    ['../..', [says.siteRelative]],
    ['node:path', [says.node]],
    ['shared-content', []],
    ['../../schemas/common', []],
    ['../../logic/hours', []],
    ['./faq', []],
  ],
  // d. + e.
  'mf-locations/src/components/__lint_probe__.tsx': [
    ['shared-content/content/services', [says.locationsOwnOnly]],
    ['shared-content/content/reviews/schemas', [says.locationsOwnOnly]],
    ['../../../shared-content/src/site/locations', [says.noSrc]],
    ['shared-content/testing', [says.testing]],
    ['shared-content/build', [says.build]],
    ['shared-content/validation', [says.validation]],
    ['node:fs/promises', [says.node]],
    ['shared-content/content/locations', []],
    ['shared-content/content/locations/schemas', []],
    ['shared-content', []],
    ['shared-content/ui', []],
  ],
  'shell/src/__lint_probe__.tsx': [
    ['shared-content/content/medpack', [says.shellOwnOnly]],
    ['node:fs', [says.node]],
    ['shared-content/content/shell', []],
  ],
  // The server side of the shell is Node code: d holds, e does not.
  'shell/src/server/__lint_probe__.ts': [
    ['shared-content/content/services', [says.shellOwnOnly]],
    ['node:fs', []],
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
});
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

  it('passes allowed imports, tests that cross owners and the standalone entry', () => {
    const allowed = 'mf-services/src/__lint_probe__allowed.tsx';
    // Real files that the rules exempt: a test and a test helper that import site facts
    // and the test page list relatively, a test that mounts the harness, a standalone entry that mounts it too.
    const exempt: [path: string, source: string][] = [
      ['shared-content/src/content/services/faq.test.ts', '../../site/config'],
      ['shared-content/src/content/services/services.testing.ts', '../../testing/pages'],
      ['mf-reviews/src/HomeWidget.test.tsx', 'shared-content/testing'],
      ['mf-services/src/bootstrap.tsx', 'shared-content/testing/harness'],
    ];
    for (const [path, source] of exempt) {
      expect(readFileSync(join(workspace, path), 'utf8')).toContain(`from '${source}'`);
    }
    writeFileSync(
      join(workspace, allowed),
      probeText([
        ['shared-content/content/services', []],
        ['shared-content/content/services/schemas', []],
        ['shared-content/ui', []],
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

  it('scripts/import-rules.biome.json is generated from scripts/import-rules.mjs', () => {
    const check = spawnSync('node', [join(workspace, 'scripts/import-rules.mjs'), '--check'], {
      cwd: workspace,
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });
});
