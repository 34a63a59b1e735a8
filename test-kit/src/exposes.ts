import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExposedModules } from 'shared-content';
import { islandWakes } from 'ui-kit/section';
import { describe, expect, it } from 'vitest';

/** The exposes whose name says what they are, as shared-content's `ExposedModules` names them (not the islands). */
type NamedExpose = Exclude<keyof ExposedModules, `./islands/${string}`>;

/**
 * What each named expose must export. A `Record` over shared-content's names: a name added
 * there fails the type check here until it says its shape.
 */
const namedExposes: Record<NamedExpose, 'component'> = {
  './Section': 'component',
  './HomeWidget': 'component',
};

const isComponent = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

/** A remote's `"remote"` record in its package.json: the one list of what it exposes. */
function readRecord(packageDir: string) {
  const { name, remote } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    remote: { exposes: string[] };
  };
  return { name, exposes: remote.exposes };
}

/** Why an exposed module does not have the shape its name promises, or nothing when it does. */
export function exposeProblem(
  remote: string,
  name: string,
  module: { default?: unknown } | undefined,
): string | undefined {
  const exported = module?.default;
  if (name.startsWith('./islands/')) {
    const island =
      typeof exported === 'function' && 'island' in exported
        ? (exported.island as {
            owner?: unknown;
            expose?: unknown;
            wake?: unknown;
            element?: unknown;
          })
        : undefined;
    if (!island) return `${name}: its default export is no island (make it with defineIsland)`;
    if (island.expose !== name) return `${name}: its island says expose '${String(island.expose)}'`;
    if (island.owner !== remote)
      return `${name}: its island's owner is '${String(island.owner)}', not ${remote}`;
    if (!islandWakes.some((wake) => wake === island.wake))
      return `${name}: wake '${String(island.wake)}' is none of ${islandWakes.join(', ')}`;
    if (typeof island.element !== 'function') return `${name}: its island has no element()`;
    return undefined;
  }
  if (!(name in namedExposes)) {
    return `${name}: no module of that name is known to shared-content's ExposedModules (./Section, ./HomeWidget, ./islands/<Name>)`;
  }
  if (!isComponent(exported)) return `${name}: its default export is no component`;
  return undefined;
}

/**
 * The test of a remote's exposes (its `src/exposes.test.ts`): every module its package.json
 * lists under `"remote.exposes"` is the file the build exposes (`src/<Name>.tsx`) with the
 * shape shared-content's module types say, and every island in `src/islands/` is listed.
 * `package.json` is the only list: the build and `pages.json` read it.
 * `srcFileUrl`: the `import.meta.url` of a file directly in the remote's `src/`.
 */
export function testExposes(srcFileUrl: string) {
  const packageDir = join(dirname(fileURLToPath(srcFileUrl)), '..');
  const { name: remote, exposes } = readRecord(packageDir);
  describe(`${remote}'s exposes (package.json "remote.exposes")`, () => {
    it.each(exposes)('%s has the shape its name promises', async (name) => {
      const file = join(packageDir, 'src', `${name.slice(2)}.tsx`);
      expect(existsSync(file), `${name} is listed, but src/${name.slice(2)}.tsx is missing`).toBe(
        true,
      );
      const module = (await import(/* @vite-ignore */ file)) as { default?: unknown };
      expect(exposeProblem(remote, name, module)).toBeUndefined();
    });

    it('lists every island of src/islands/', () => {
      let files: string[] = [];
      try {
        files = readdirSync(join(packageDir, 'src/islands'));
      } catch {
        // No islands.
      }
      const islands = files
        .filter((file) => /^[A-Z]\w*\.tsx$/.test(file))
        .map((file) => `./islands/${file.replace(/\.tsx$/, '')}`);
      expect(islands.filter((island) => !exposes.includes(island))).toEqual([]);
    });
  });
}
