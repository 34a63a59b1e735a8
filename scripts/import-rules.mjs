// The import direction of the workspace, as Biome `noRestrictedImports` overrides.
// Written here once, for every owner and remote, and generated into
// scripts/import-rules.biome.json, which biome.json extends (Biome reads no JS config).
// After editing this file or adding a remote by hand: `node scripts/import-rules.mjs`
// (`pnpm new:remote` runs it);
// `node scripts/import-rules.mjs --check` (and scripts/import-rules.test.ts) fails while
// the JSON is out of date.
//
// Biome applies the last override that matches a file and does not merge rule options,
// so the scopes below never overlap: each carries every pattern that holds for its files.
//   a. shared-content/src/ui: no content, no relative site facts, no build/testing/validation
//   b. shared-content/src/logic: no ui, no content, no build/testing/validation
//   c. shared-content/src/content/<owner>: no other owner, site facts and platform only
//      through 'shared-content' (not ../../site, ../../platform); ../../schemas, ../../logic ok
//   d. shell/src, mf-<owner>/src: only their own 'shared-content/content/<owner>' entries
//   e. browser code: no 'shared-content/{build,testing,validation}', no Node built-ins;
//      a remote's standalone entry (src/bootstrap.tsx) may use 'shared-content/testing'
// Test files (*.test.ts(x)) are exempt from all of these, test helpers (*.testing.ts)
// from a-d and from e's ban on the test harness; shell/src/server is Node code, held to
// d only.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { remoteNames, workspace } from './workspace.mjs';

export const rulesFile = 'scripts/import-rules.biome.json';

/** Section owners of `shared-content/src/content/<owner>` and the package that ships each. */
const remoteOwners = remoteNames.map((name) => name.replace(/^mf-/, ''));
export const owners = ['shell', ...remoteOwners];
const shippedBy = (owner) => (owner === 'shell' ? 'the shell' : `mf-${owner}`);

export const messages = {
  uiContent:
    'shared-content/ui is the design system: it takes data as props and never imports content. Let the page that renders the component pass the content in as props.',
  uiSite:
    "shared-content/ui imports site-wide facts only from 'shared-content' (the one copy the shell provides), never relatively from ../site.",
  logicUi:
    'shared-content/logic is pure TypeScript for browser, server and tests: it never imports UI. Put the component in shared-content/ui and let it call the logic.',
  logicContent:
    "shared-content/logic never imports section content: take the data as a parameter and let the section's code pass it in.",
  otherOwner: (owner) =>
    `content/${owner} ships with ${shippedBy(owner)} only and never imports another owner's content. A fact two sections need is site-wide: move it to shared-content/src/site and import it from 'shared-content'.`,
  siteRelative:
    "Section content imports site-wide facts and platform code only from 'shared-content' (the one copy the shell provides): a relative import of site/ or platform/ bundles a private copy into the section's remote. ../../schemas and ../../logic are fine.",
  ownContentOnly: (pkg, owner) =>
    `${pkg} ships only its own content: import 'shared-content/content/${owner}' (types from 'shared-content/content/${owner}/schemas'). Another section's content ships with that section; site-wide facts come from 'shared-content', which the shell provides once.`,
  noSrc:
    "Import shared-content through its package entry points ('shared-content', 'shared-content/ui', 'shared-content/content/<owner>', …), never through a relative path into shared-content/src.",
  build:
    'Browser code never imports build code (Node-only): keep it in the rsbuild configs, shell/build, shell/server or scripts/.',
  testing:
    "Browser code never imports the test harness: use 'shared-content/testing' in *.test.ts(x) files (a remote's standalone entry src/bootstrap.tsx is the only exception).",
  validation:
    'Browser code never imports content validation (Node-only, run by scripts and tests): validate in a test or in scripts/; the browser gets data that is already validated.',
  node: 'Browser code never imports Node built-ins: move the code to shell/src/server, shell/build or scripts/ (or use a browser API).',
};

const TESTS = ['!**/*.test.ts', '!**/*.test.tsx'];
const HELPERS = ['!**/*.testing.ts'];
const nodeBuiltins = [
  'node:*',
  'node:*/**',
  ...['fs', 'fs/**', 'path', 'os', 'child_process', 'module', 'vm', 'zlib', 'http', 'https'],
  ...['net', 'worker_threads'],
];
/** A folder of shared-content/src as seen from src/<folder> and src/content/<owner>. */
const relative = (dir) => [`../${dir}`, `../${dir}/**`, `../../${dir}`, `../../${dir}/**`];
const entry = (name) => [`shared-content/${name}`, `shared-content/${name}/**`];

/** e. `inside`: the file is in shared-content/src, so relative paths count too. */
const browser = ({ inside = false, allowTesting = false } = {}) => [
  { group: [...entry('build'), ...(inside ? relative('build') : [])], message: messages.build },
  ...(allowTesting
    ? []
    : [
        {
          group: [...entry('testing'), ...(inside ? relative('testing') : [])],
          message: messages.testing,
        },
      ]),
  {
    group: [...entry('validation'), ...(inside ? relative('validation') : [])],
    message: messages.validation,
  },
  { group: nodeBuiltins, message: messages.node },
];

/** d. */
const ownContentOnly = (pkg, owner) => [
  {
    group: [
      'shared-content/content',
      'shared-content/content/**',
      `!shared-content/content/${owner}`,
      `!shared-content/content/${owner}/schemas`,
    ],
    message: messages.ownContentOnly(pkg, owner),
  },
  { group: ['**/shared-content/src', '**/shared-content/src/**'], message: messages.noSrc },
];

const override = (includes, patterns) => ({
  includes,
  linter: {
    rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } },
  },
});

const browserFolders = ['ui', 'logic', 'platform', 'site', 'content'];

export function importRules() {
  return {
    $schema: '../node_modules/@biomejs/biome/configuration_schema.json',
    overrides: [
      // a.
      override(
        ['shared-content/src/ui/**', ...TESTS, ...HELPERS],
        [
          { group: ['**/content', '**/content/**'], message: messages.uiContent },
          { group: ['../site', '../site/**'], message: messages.uiSite },
          ...browser({ inside: true }),
        ],
      ),
      // b.
      override(
        ['shared-content/src/logic/**', ...TESTS, ...HELPERS],
        [
          {
            group: ['../ui', '../ui/**', ...entry('ui')],
            message: messages.logicUi,
          },
          { group: ['**/content', '**/content/**'], message: messages.logicContent },
          ...browser({ inside: true }),
        ],
      ),
      // e. for the rest of shared-content's browser code
      override(
        ['shared-content/src/platform/**', 'shared-content/src/site/**', ...TESTS, ...HELPERS],
        browser({ inside: true }),
      ),
      // c.
      ...owners.map((owner) =>
        override(
          [`shared-content/src/content/${owner}/**`, ...TESTS, ...HELPERS],
          [
            {
              group: owners
                .filter((other) => other !== owner)
                .flatMap((other) => [
                  `../${other}`,
                  `../${other}/**`,
                  ...entry(`content/${other}`),
                ]),
              message: messages.otherOwner(owner),
            },
            {
              group: [
                '../..',
                '../../index',
                '../../site',
                '../../site/**',
                '../../platform',
                '../../platform/**',
              ],
              message: messages.siteRelative,
            },
            ...browser({ inside: true }),
          ],
        ),
      ),
      // e. for test helpers, exempt from a-d; only tests import them, so they may use the
      // test harness (e.g. the page list of shared-content/src/testing/pages.ts)
      override(
        browserFolders.map((folder) => `shared-content/src/${folder}/**/*.testing.ts`),
        browser({ inside: true, allowTesting: true }),
      ),
      override(
        ['shell/src/**/*.testing.ts', 'mf-*/src/**/*.testing.ts', '!shell/src/server/**'],
        browser({ allowTesting: true }),
      ),
      // d + e.
      override(
        ['shell/src/**', '!shell/src/server/**', ...TESTS, ...HELPERS],
        [...ownContentOnly('shell', 'shell'), ...browser()],
      ),
      override(['shell/src/server/**', ...TESTS, ...HELPERS], ownContentOnly('shell', 'shell')),
      ...remoteOwners.flatMap((owner) => [
        override(
          [`mf-${owner}/src/**`, `!mf-${owner}/src/bootstrap.tsx`, ...TESTS, ...HELPERS],
          [...ownContentOnly(`mf-${owner}`, owner), ...browser()],
        ),
        override(
          [`mf-${owner}/src/bootstrap.tsx`],
          [...ownContentOnly(`mf-${owner}`, owner), ...browser({ allowTesting: true })],
        ),
      ]),
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = join(workspace, rulesFile);
  if (process.argv.includes('--check')) {
    const written = JSON.stringify(JSON.parse(readFileSync(path, 'utf8')));
    if (written !== JSON.stringify(importRules())) {
      console.error(`${rulesFile} is out of date: run node scripts/import-rules.mjs`);
      process.exit(1);
    }
    console.log(`${rulesFile} is up to date`);
  } else {
    writeFileSync(path, `${JSON.stringify(importRules(), null, 2)}\n`);
    execFileSync(join(workspace, 'node_modules/.bin/biome'), ['format', '--write', rulesFile], {
      cwd: workspace,
      stdio: 'inherit',
    });
    console.log(`Wrote ${rulesFile}`);
  }
}
