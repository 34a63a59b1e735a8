// The README and docs/ stay true to the tree: every relative link and image leads to a file
// of the workspace (and an in-page anchor to a heading of that file), the README stays a
// five-minute read (200 lines at most), and every `pnpm <script>` its commands table names
// is a script of the root package.json.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const docsFolder = join(workspace, 'docs');
const pages = [
  join(workspace, 'README.md'),
  ...readdirSync(docsFolder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docsFolder, name)),
];

/** The text outside fenced code blocks, inline code and HTML comments, line by line. */
function prose(markdown: string) {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^( *)(```|~~~)[\s\S]*?^\1\2[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** Each link or image target: `[text](target)`, `![alt](target)`, `<img src="target">`. */
function targets(markdown: string) {
  const text = prose(markdown);
  const found: string[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (match[1]) found.push(match[1]);
  }
  for (const match of text.matchAll(/<(?:img|a)\b[^>]*\b(?:src|href)="([^"]+)"/g)) {
    if (match[1]) found.push(match[1]);
  }
  for (const match of text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) =>
  new Set(
    [...prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      anchorOf(match[1] ?? ''),
    ),
  );

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe('README.md and docs/*.md', () => {
  it('finds the pages it checks', () => {
    const names = pages.map((file) => relative(workspace, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/sections.md',
        'docs/operations.md',
        'docs/notices.md',
        'docs/architecture.md',
      ]),
    );
  });

  for (const file of pages) {
    const name = relative(workspace, file);
    it(`${name}: every relative link and image leads to a file (and heading) that exists`, () => {
      const broken: string[] = [];
      for (const target of targets(readFileSync(file, 'utf8'))) {
        if (isExternal(target)) continue;
        const [path = '', anchor] = target.split('#');
        const linked = path ? resolve(dirname(file), decodeURI(path)) : file;
        if (!linked.startsWith(workspace) || !existsSync(linked)) {
          broken.push(`${target}: no such file`);
          continue;
        }
        if (anchor && statSync(linked).isFile() && linked.endsWith('.md')) {
          if (!anchorsOf(linked).has(anchor)) broken.push(`${target}: no such heading`);
        }
      }
      expect(broken, `${name} links to what is not there`).toEqual([]);
    });
  }

  it('every `pnpm <command>` in their code names a root script or a pnpm command', () => {
    const { scripts } = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const pnpmOwn = new Set(['install', 'exec', 'add', '--filter', '-r']);
    const unknown: string[] = [];
    for (const file of pages) {
      const markdown = readFileSync(file, 'utf8');
      const code = [
        ...markdown.matchAll(/^( *)(?:```|~~~)[^\n]*\n([\s\S]*?)^\1(?:```|~~~)/gm),
        ...markdown.matchAll(/`([^`\n]+)`/g),
      ].map((match) => match[match.length - 1] ?? '');
      for (const text of code) {
        for (const match of text.matchAll(/\bpnpm ([\w:-]+)/g)) {
          const command = match[1] ?? '';
          if (!(command in scripts) && !pnpmOwn.has(command)) {
            unknown.push(`${relative(workspace, file)}: pnpm ${command}`);
          }
        }
      }
    }
    expect(unknown, 'not a script of the root package.json').toEqual([]);
  });

  it('README.md is at most 200 lines', () => {
    const lines = readFileSync(join(workspace, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it("README.md's commands table names only scripts of the root package.json", () => {
    const { scripts } = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const readme = readFileSync(join(workspace, 'README.md'), 'utf8');
    const table = /^## Commands\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
    const rows = table.split('\n').filter((line) => /^\|\s*`pnpm /.test(line));
    expect(rows.length, 'the commands table has rows').toBeGreaterThan(10);
    const named = rows.flatMap((row) => {
      const command = /^\|\s*([^|]+?)\s*\|/.exec(row)?.[1] ?? '';
      // `pnpm <script> …`; `pnpm --filter <package> <script>` runs a package's own script.
      return [...command.matchAll(/`pnpm ([a-z][\w:-]*)/g)].map((match) => match[1] ?? '');
    });
    const missing = named.filter((script) => !(script in scripts));
    expect(missing, 'named in the README but not in package.json scripts').toEqual([]);
  });

  it("README.md's commands table names every script of the root package.json", () => {
    const { scripts } = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const readme = readFileSync(join(workspace, 'README.md'), 'utf8');
    const table = /^## Commands\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
    // A row names a script as `pnpm <script> …`, or in its text as `<script>` (owner:list).
    const named = new Set(
      [...table.matchAll(/`(?:pnpm )?([a-z][\w:-]*)/g)].map((match) => match[1] ?? ''),
    );
    const unlisted = Object.keys(scripts).filter((script) => !named.has(script));
    expect(unlisted, 'scripts of the root package.json that the README does not list').toEqual([]);
  });
});
