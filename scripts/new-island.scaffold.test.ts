// Runs `pnpm new:island mf-medpack AgeFilter --filter` in a copy of the workspace (its
// sources; the installed node_modules linked), adds its one use (the page that shows it
// declares its query parameter and renders it), then checks what the command writes and
// says, and that the section passes lint and its type check with the use. Run by
// `pnpm test:scaffold`. The same island and use built, exposed, served and used in a
// browser, with and without script: tests/e2e/new-island.spec.ts.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareAgeFilterParam, useAgeFilter } from './island-example.mjs';
import { workspaceCopy } from './workspace-copy';

const { copy, fill, linkDependencies, run, read, remove } = workspaceCopy('new-island-');
let printed = '';

/** Edits a file of the copy. */
const edit = (path: string, change: (source: string) => string) =>
  writeFileSync(join(copy, path), change(read(path)));

beforeAll(() => {
  fill();
  linkDependencies();
  for (const cli of ['server', 'tools']) {
    run('node', ['node_modules/typescript/bin/tsc', '-p', `${cli}/tsconfig.json`]);
  }
  printed = run('node', ['tools/dist/cli.js', 'new:island', 'mf-medpack', 'AgeFilter', '--filter']);
  // Its one use, as the command says: the page declares the query parameter and shows it.
  edit('mf-medpack/src/section.ts', declareAgeFilterParam);
  edit('mf-medpack/src/pages/PetMedications.tsx', useAgeFilter);
});

afterAll(remove);

describe('pnpm new:island mf-medpack AgeFilter --filter', () => {
  it('writes the island and its values, and says how to use it', () => {
    expect(existsSync(join(copy, 'mf-medpack/src/islands/AgeFilter.tsx'))).toBe(true);
    expect(read('mf-medpack/src/islands/AgeFilter.tsx')).toContain(
      "export default island(AgeFilter, { wake: 'visible', queryParams: ageFilterParams });",
    );
    expect(read('mf-medpack/src/filters/AgeFilter.ts')).toContain("ageFilterParam = 'age'");
    expect(printed).toContain('queryParams: ageFilterParams');
    expect(printed).toContain('<AgeFilter page={path}');
  });

  it('passes lint and the type check with its use', () => {
    run('node_modules/.bin/biome', ['lint', 'mf-medpack']);
    // The section's own type check (`pnpm --filter mf-medpack typecheck`): its files and
    // what they import; the root `pnpm typecheck` takes in every package's src alike.
    run('node', ['node_modules/typescript/bin/tsc', '-p', 'mf-medpack/tsconfig.json']);
  });
});
