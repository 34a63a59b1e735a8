// The server's layout holds as it is written down (docs/architecture.md, "The server's
// layers"): its modules are layers, each importing only from its own layer and those below
// it (LAYERS, lowest first); no import cycle, type-only imports included; and no source
// file too long to read at once.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(src, file));

/**
 * The server's layers, lowest first, as folders and files of src/: a module imports from
 * its own layer and those below, never from one above. Shared constants, types and errors
 * and where files are at the bottom; the composition, then the release
 * folder, the renders, what the server counts, the serving of the live site, the plugins
 * every request passes, the routes, the app (and `pnpm dev`'s additions to it); above the
 * runtime, the prerender and the CLI, which the runtime never imports. The offline tools
 * (tools/: the nginx and Varnish generators, the scaffolds) are another package above all
 * of these: they import the server (its package exports), never the other way.
 */
const LAYERS = [
  ['config.ts', 'files.ts', 'log.ts', 'paths.ts', 'usage.ts'],
  ['composition'],
  ['releases'],
  ['rendering'],
  ['observation'],
  ['serving'],
  ['plugins'],
  ['routes'],
  ['app.ts', 'dev'],
  ['hosting'],
  ['commands', 'cli.ts'],
  ['testing'],
];

/** The layer a module of src/ is in (its folder, or its own name at the top), or -1. */
const layerOf = (file: string) => {
  const top = relative(src, file).split(sep)[0] ?? '';
  return LAYERS.findIndex((layer) => layer.includes(top));
};

/** The server's own modules `file` imports (`import` and `import type`, static or dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g),
    ...text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
  ].map((match) => match[1]);
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** Every cycle, each as the chain of files that closes it. */
function cycles(): string[][] {
  const graph = new Map(sources.map((file) => [file, importsOf(file)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, chain: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...chain.slice(chain.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) visit(next, [...chain, file]);
    state.set(file, 'done');
  };
  for (const file of sources) visit(file, []);
  return found.map((chain) => chain.map((file) => relative(src, file)));
}

describe("the server's modules", () => {
  it('each belong to a layer', () => {
    expect(sources.filter((file) => layerOf(file) < 0).map((file) => relative(src, file))).toEqual(
      [],
    );
  });

  it('import only from their own layer and the layers below it', () => {
    const upward = sources.flatMap((file) =>
      importsOf(file)
        .filter((target) => !relative(src, target).startsWith('..'))
        .filter((target) => layerOf(target) > layerOf(file))
        .map((target) => `${relative(src, file)} -> ${relative(src, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('import one another without a cycle, type-only imports included', () => {
    expect(cycles()).toEqual([]);
  });

  it('never import the offline tools (tools/, site-tools), tests included', () => {
    const everyFile = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(src, file));
    // Any import of them: `from '…'`, `import('…')` or a bare `import '…'`.
    const toTools = everyFile.filter((file) =>
      /(?:from\s+|import\s*\(?\s*)'(?:site-tools[/']|(?:\.\.\/)+tools\/)/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(toTools.map((file) => relative(src, file))).toEqual([]);
  });

  it('are each at most 250 lines', () => {
    const long = sources
      .map((file) => ({
        file: relative(src, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > 250);
    expect(long).toEqual([]);
  });
});
