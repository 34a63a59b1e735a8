// Runs `pnpm new:island mf-medpack AgeFilter --filter` in a copy of the workspace (its
// sources; the installed node_modules linked), adds its one use (the page that shows it
// declares its query parameter and renders it), then checks that the section builds with
// the island exposed under its file's name and that the page's server HTML holds the
// island, filtered by the address without script. Run by `pnpm test:scaffold`.
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
  run('node', ['node_modules/typescript/bin/tsc', '-p', 'server/tsconfig.json']);
  printed = run('node', [
    'server/dist/cli.js',
    'new:island',
    'mf-medpack',
    'AgeFilter',
    '--filter',
  ]);
  // Its one use, as the command says: the page declares the query parameter and shows it.
  edit('mf-medpack/src/section.ts', declareAgeFilterParam);
  edit('mf-medpack/src/pages/PetMedications.tsx', useAgeFilter);
  // The page as the server renders it: its section under the page's router (the shell's App).
  writeFileSync(
    join(copy, 'mf-medpack/src/ageFilter.server.test.tsx'),
    `// @vitest-environment node
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LocaleProvider } from 'shared-content';
import { sectionRoot } from 'test-kit';
import { RouterBridge } from 'ui-kit/routing';
import { expect, it } from 'vitest';
import { section } from './section';

const Section = sectionRoot(section);

async function serverHtml(path: string) {
  const stream = await renderToReadableStream(
    <LocaleProvider value="en">
      <StaticRouter location={path}>
        <RouterBridge>
          <Section />
        </RouterBridge>
      </StaticRouter>
    </LocaleProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

it('renders the island in the page, filtered by the address', async () => {
  const all = await serverHtml('/pet-medications');
  expect(all).toContain('data-expose="./islands/AgeFilter" data-wake="visible"');
  expect(all).toContain('<li>Chewable wormer</li><li>Joint support</li>');
  expect(all).toContain('<form action="/pet-medications" method="get">');
  const filtered = await serverHtml('/pet-medications?age=second');
  // The list as the server filtered it (the props keep every item, for the browser).
  expect(filtered).toContain('<ul><li>Joint support</li></ul>');
});
`,
  );
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
    expect(run('node', ['scripts/typecheck.mjs'])).toMatch(/No type errors\./);
  });

  it("renders in the page's server HTML, and without script the address filters it", () => {
    const output = run('node_modules/.bin/vitest', ['run', 'mf-medpack/src/ageFilter.server']);
    expect(output).toMatch(/Tests[^\n]*1 passed/);
  });

  it('builds, exposing it under its file name', () => {
    run(join(copy, 'mf-medpack/node_modules/.bin/rsbuild'), ['build'], join(copy, 'mf-medpack'));
    const { exposes, queryParams } = JSON.parse(read('mf-medpack/dist/pages.json')) as {
      exposes: string[];
      queryParams: Record<string, unknown>;
    };
    expect(exposes).toContain('./islands/AgeFilter');
    expect(queryParams['/pet-medications']).toEqual({
      age: { kind: 'oneOf', values: ['first', 'second'] },
    });
  });
});
