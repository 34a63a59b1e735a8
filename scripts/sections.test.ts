// Every section has one shape (docs/sections.md, "A section"): what it exposes is derived
// from its files (build-preset's exposes.ts), each exposed module has the shape its name
// promises, and no section holds a copy of another's file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { exposeProblem } from 'test-kit/exposes';
import { describe, expect, it } from 'vitest';
import { exposedModules } from '../build-preset/src/exposes';
import { exposeOfIslandFile, withIslandExpose } from '../build-preset/src/island-expose';
import { workspaceRemotes } from '../build-preset/src/remote-record';
import { workspace } from './workspace.mjs';

const remotes = workspaceRemotes(workspace);
const sections = [
  { name: 'shell', dir: join(workspace, 'shell') },
  ...remotes.map(({ name, dir }) => ({ name, dir })),
];

/** Every exposed module of every remote: [remote, expose, file]. */
const exposed = remotes.flatMap(({ name, dir }) =>
  Object.entries(exposedModules(dir)).map(([expose, file]) => [name, expose, file] as const),
);

// Importing a section's modules the first time is slow on a busy 2-core machine.
describe("the sections' exposes (derived from their files)", { timeout: 30_000 }, () => {
  it.each(exposed)('%s %s has the shape its name promises', async (remote, expose, file) => {
    if (expose === './Section') {
      // ui-kit's section-root.tsx, rendering the package's own src/section.ts.
      expect(existsSync(file)).toBe(true);
      const { section } = await import(join(workspace, remote, 'src/section.ts'));
      expect(section.name).toBe(remote);
      expect(section.declaration.pages.length).toBeGreaterThan(0);
      return;
    }
    const module = (await import(/* @vite-ignore */ file)) as { default?: unknown };
    expect(exposeProblem(remote, expose, module)).toBeUndefined();
  });

  it.each(sections.filter(({ dir }) => existsSync(join(dir, 'src/islands'))))(
    "$name's islands are named after their files",
    async ({ name, dir }) => {
      const files = readdirSync(join(dir, 'src/islands')).filter((file) =>
        /^[A-Z]\w*(?<!\.test)\.tsx$/.test(file),
      );
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const { default: island } = (await import(join(dir, 'src/islands', file))) as {
          default: { island?: { owner: string; expose: string } };
        };
        expect(island.island).toMatchObject({
          owner: name,
          expose: exposeOfIslandFile(join(dir, 'src/islands', file)),
        });
      }
    },
  );

  it('fails the build of an island file that is not one island, in one sentence', () => {
    const file = join(workspace, 'mf-x/src/islands/Helpers.tsx');
    expect(() => withIslandExpose('export const x = 1;\n', file)).toThrow(
      /^[^\n]*Helpers\.tsx: a file in src\/islands\/ is one island[^\n]*$/,
    );
    expect(withIslandExpose("export default island(Part, { wake: 'idle' });\n", file)).toBe(
      'export default island.at("./islands/Helpers", Part, { wake: \'idle\' });\n',
    );
  });
});

/** Every file under a folder, by path. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => /\.(ts|tsx)$/.test(file));

describe('no section holds a copy of plumbing', () => {
  it('has no two files the same in two sections', () => {
    const byContent = new Map<string, string[]>();
    for (const { dir } of sections) {
      for (const file of filesUnder(join(dir, 'src'))) {
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        byContent.set(hash, [...(byContent.get(hash) ?? []), relative(workspace, file)]);
      }
    }
    const copies = [...byContent.values()].filter((files) => files.length > 1);
    expect(copies).toEqual([]);
  });
});
