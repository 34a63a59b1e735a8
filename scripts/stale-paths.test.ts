// Nothing stale (scripts/stale-paths.mjs): every file path the README, docs/ and the code's
// comments name is a file of the workspace, and every package export leads to a file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { commentsOf, missingExports, pathsNamedIn, stalePaths } from './stale-paths.mjs';

describe('the workspace', () => {
  it('names no file in its docs or comments that is not there', () => {
    expect(stalePaths()).toEqual([]);
  });

  it('exports no file that is not there', () => {
    expect(missingExports()).toEqual([]);
  });
});

describe('the check', () => {
  const root = mkdtempSync(join(tmpdir(), 'stale-paths-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write(
    'server/src/routes/pages.ts',
    '// Answers pages (see renderer.ts and routes/gone.ts).\nexport {};\n',
  );
  write(
    'server/src/rendering/renderer.ts',
    'const url = "http://x/a/b.ts"; // not a comment path: none\n',
  );
  write(
    'docs/a.md',
    'Read `server/src/routes/pages.ts`, then `server/src/old.ts`; written: `pages.json`.\n',
  );
  write(
    'pkg/package.json',
    JSON.stringify({
      name: 'pkg',
      exports: { '.': './src/index.ts', './gone': { import: './src/gone.ts' } },
    }),
  );
  write('pkg/src/index.ts', 'export {};\n');
  execFileSync('git', ['init', '-q'], { cwd: root });

  it('finds a renamed file named in a comment and in a doc, and nothing else', () => {
    expect(stalePaths(root)).toEqual([
      'docs/a.md: server/src/old.ts',
      'server/src/routes/pages.ts: routes/gone.ts',
    ]);
  });

  it('finds an export whose file is gone, through its conditions', () => {
    expect(missingExports(root)).toEqual(['pkg: ./gone → ./src/gone.ts']);
  });

  it('reads comments only, and takes placeholders and URLs for no path', () => {
    expect(commentsOf('const a = "x.ts"; // see b.ts\n/* and c/d.tsx */')).toBe(
      '// see b.ts\n/* and c/d.tsx */',
    );
    expect(
      pathsNamedIn('X.mjs, DIR/nginx.conf, https://h/x.ts, %2Fmf-manifest.json, a/b.ts'),
    ).toEqual(['a/b.ts']);
  });
});
