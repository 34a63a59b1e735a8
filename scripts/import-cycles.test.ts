// No import circle anywhere in the workspace, type-only and dynamic imports included
// (Biome's noImportCycles follows static value imports): each module's imports, relative
// or of a workspace package's entry point, resolved to files, and the strongly connected
// parts of that graph found (Tarjan).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspace } from './workspace.mjs';

const skipped = new Set(['node_modules', 'dist', '.git', 'release', 'test-results']);
const sourceFile = /\.(ts|tsx|mts|mjs)$/;

/** Every source file under `folder`. */
function sources(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) sources(path, found);
    else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** Each workspace package's entry points: `ui-kit/routing` → its file. */
const entryPoints = new Map<string, string>();
for (const folder of readdirSync(workspace)) {
  const manifest = join(workspace, folder, 'package.json');
  if (folder.startsWith('.') || !existsSync(manifest)) continue;
  const { name, exports = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    name: string;
    exports?: Record<string, string> | string;
  };
  const map = typeof exports === 'string' ? { '.': exports } : exports;
  for (const [subpath, file] of Object.entries(map)) {
    if (typeof file === 'string' && sourceFile.test(file)) {
      entryPoints.set(
        subpath === '.' ? name : `${name}/${subpath.slice(2)}`,
        join(workspace, folder, file),
      );
    }
  }
}

const candidates = (base: string) => [
  base,
  ...['.ts', '.tsx', '.mts', '.mjs'].map((ext) => `${base}${ext}`),
  ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
];

/** The file an import names, or undefined (a library, an asset). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return entryPoints.get(specifier);
  const base = join(dirname(from), specifier).replace(/\.js$/, '');
  return candidates(base).find((file) => existsSync(file) && statSync(file).isFile());
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A module's imports, static, type-only and dynamic. */
function importsOf(file: string) {
  // Without comments (examples in them are no imports).
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(importPattern)]
    .map((match) => resolveImport(file, match[1] ?? match[2] ?? ''))
    .filter((target): target is string => target !== undefined);
}

/** The import circles: strongly connected parts of more than one module, or a module importing itself. */
function circles(graph: Map<string, string[]>) {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('make no circle, type-only and dynamic ones included', () => {
    const files = readdirSync(workspace, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && !skipped.has(entry.name) && !entry.name.startsWith('.'),
      )
      .flatMap((entry) => sources(join(workspace, entry.name)));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const found = circles(graph).map((part) => part.map((file) => relative(workspace, file)));
    expect(found).toEqual([]);
  });
});
