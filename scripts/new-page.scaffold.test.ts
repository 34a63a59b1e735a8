// Runs `pnpm new:page mf-medpack /medpack/faq` in a copy of the workspace (its sources; the
// installed node_modules linked, so no install), then checks what a team needs: only the
// section's declaration is edited beside the page's four new files and its test, the page
// renders in both languages with its own texts, and its build lists the page's chunks per
// language. Run by `pnpm test:scaffold`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspace } from './workspace.mjs';
import { workspaceCopy } from './workspace-copy';

const { copy, fill, linkDependencies, run, read, remove } = workspaceCopy('new-page-');
let before = '';

beforeAll(() => {
  fill();
  linkDependencies();
  before = run('git', ['-C', workspace, 'ls-files', 'mf-medpack']);
  // The command-line tools (the server's, the tools'), built as `pnpm start` builds them
  // (dist folders are not copied).
  for (const cli of ['server', 'tools']) {
    run('node', ['node_modules/typescript/bin/tsc', '-p', `${cli}/tsconfig.json`]);
  }
  run('node', ['tools/dist/cli.js', 'new:page', 'mf-medpack', '/medpack/faq']);
});

afterAll(remove);

describe('pnpm new:page mf-medpack /medpack/faq', () => {
  it("writes the page, its two texts, their schema and its test, and edits only the declaration, the section's texts and its content checks", () => {
    for (const file of [
      'pages/MedpackFaq.tsx',
      'pages/MedpackFaq.test.tsx',
      'content/medpack-faq.ts',
      'content/medpack-faq.es.ts',
      'content/medpack-faq.schema.ts',
    ]) {
      expect(existsSync(join(copy, 'mf-medpack/src', file))).toBe(true);
    }
    const section = read('mf-medpack/src/section.ts');
    expect(section).toContain("'/medpack/faq': {");
    expect(section).toContain("linkedFrom: { page: '/medpack' }");
    // The texts sit with the section's others, which its islands share (texts.ts).
    expect(read('mf-medpack/src/texts.ts')).toContain("'medpack-faq': {");
    const changed = before
      .split('\n')
      .filter(Boolean)
      .filter((file) => read(file) !== readFileSync(join(workspace, file), 'utf8'));
    expect(changed.sort()).toEqual([
      'mf-medpack/src/content/checks.ts',
      'mf-medpack/src/content/schemas.ts',
      'mf-medpack/src/section.ts',
      'mf-medpack/src/texts.ts',
    ]);
  });

  it('types both languages by one zod schema and checks both against it, like a hand-written page', () => {
    const schema = read('mf-medpack/src/content/medpack-faq.schema.ts');
    expect(schema).toContain('export const medpackFaqPage = pageMeta.extend(');
    expect(schema).toContain('export type MedpackFaqPage = z.infer<typeof medpackFaqPage>;');
    for (const file of ['medpack-faq.ts', 'medpack-faq.es.ts']) {
      expect(read(`mf-medpack/src/content/${file}`)).toContain(
        'export const medpackFaqPage: MedpackFaqPage = {',
      );
    }
    expect(read('mf-medpack/src/content/checks.ts')).toMatch(
      /check\(\s*'medpack-faq',\s*'medpackFaqPage',\s*medpackFaqPage,\s*\w+\.medpackFaqPage,\s*medpackFaqPageEs,?\s*\)/,
    );
    expect(read('mf-medpack/src/content/schemas.ts')).toContain(
      "export * from './medpack-faq.schema';",
    );
    const checks = 'mf-medpack/src/content/checks.ts';
    expect(run('node', ['scripts/validate-content.mjs', checks])).toMatch(/Content valid/);

    // A Spanish text the schema refuses stops the build, naming the file.
    const spanishFile = 'mf-medpack/src/content/medpack-faq.es.ts';
    const spanish = read(spanishFile);
    writeFileSync(join(copy, spanishFile), spanish.replace(/body: '[^']*'/, "body: ''"));
    try {
      expect(() => run('node', ['scripts/validate-content.mjs', checks])).toThrow(
        /medpack-faq\.es[\s\S]*body/,
      );
    } finally {
      writeFileSync(join(copy, spanishFile), spanish);
    }
  });

  it('renders in English and in Spanish, each with its own texts only', () => {
    const output = run('node_modules/.bin/vitest', ['run', 'mf-medpack/src/pages/MedpackFaq']);
    expect(output).toMatch(/Tests[^\n]*2 passed/);
  });

  it("builds, listing the page's chunks per language", () => {
    run(join(copy, 'mf-medpack/node_modules/.bin/rsbuild'), ['build'], join(copy, 'mf-medpack'));
    const { chunks, pages } = JSON.parse(read('mf-medpack/dist/pages.json')) as {
      chunks: Record<string, Record<string, string[]>>;
      pages: string[];
    };
    expect(pages).toContain('/medpack/faq');
    const { en = [], es = [] } = chunks['/medpack/faq'] ?? {};
    expect(en.length).toBeGreaterThan(0);
    expect(es.length).toBeGreaterThan(0);
    expect(en).not.toEqual(es);
  });
});
