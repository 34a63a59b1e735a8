// Nothing stale: a file path named in the README, docs/ or a code comment names a file of
// the workspace, and every package export leads to a file. `node scripts/stale-paths.mjs`
// prints what does not (exit 1); scripts/stale-paths.test.ts runs it in `pnpm test:unit`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files that are named but never committed: what builds, releases and the server write.
 * A name here is still checked where it stands as a path under a folder that exists.
 */
export const writtenFiles = new Map([
  ['remotes.json', 'the composition a release folder holds (server/src/releases)'],
  ['pages.json', "a remote build's description of its pages (build-preset)"],
  ['site.json', 'the shell build’s description (build-preset)'],
  ['build-info.json', "a build's identity (build-preset/src/build-info.ts)"],
  ['mf-manifest.json', "Module Federation's manifest of a build"],
  ['remoteEntry.js', "Module Federation's entry of a build"],
  ['page-chunks.json', "the shell build's chunks per page (build-preset/src/page-chunks.ts)"],
  ['notices.json', "the owner's notices file in a release folder"],
  ['version.json', 'what the server answers at /version.json'],
  ['nginx.conf', 'what `pnpm hosting:nginx` writes'],
  ['cli.js', 'the built command lines of the server and the tools (server/dist, tools/dist)'],
]);

/** Paths that are named as they stand elsewhere than in the workspace, with where. */
export const pathsElsewhere = new Map([
  ['conf/hsts-preload.json', "a file of an installed package (the nginx recipe's HSTS list)"],
  ['assets/webauthn.js', "an address the owner's console serves, /owner/assets/webauthn.js"],
  // What `pnpm new:page mf-medpack /medpack/faq` writes: docs/sections.md's worked example
  // (scripts/new-page.scaffold.test.ts runs it).
  ...[
    'src/pages/MedpackFaq.tsx',
    'src/pages/MedpackFaq.test.tsx',
    'src/content/medpack-faq.ts',
    'src/content/medpack-faq.es.ts',
    'src/content/medpack-faq.schema.ts',
  ].map(
    (path) => /** @type {[string, string]} */ ([path, 'written by the worked example of new:page']),
  ),
]);

const extensions = 'tsx?|mjs|cjs|jsx?|json|md|css|html|ya?ml|vcl|conf|sh|service';
/** A path-like word: folders, a name and a known extension, not inside a URL or a longer word. */
const pathWord = new RegExp(
  `(?<![\\w./@%:-])((?:\\.{1,2}/)?(?:[\\w@-]+/)*[\\w-]+(?:\\.[\\w-]+)*\\.(?:${extensions}))(?![\\w/-])`,
  'g',
);

/** A placeholder, not a path: `X.mjs`, `DIR/nginx.conf`, `path/to/…`, `<name>`. */
/** @param {string} word */
const isPlaceholder = (word) =>
  /(?:^|\/)(?:[A-Z][A-Z_]*|path\/to)(?:\/|\.)/.test(word) || /^\d+\//.test(word);

/** The comments of a JavaScript or TypeScript source: block comments and line comments. */
/** @param {string} source */
export function commentsOf(source) {
  const found = [];
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\\w])\/\/[^\n]*/g)) {
    found.push(match[0]);
  }
  return found.join('\n');
}

/** Each path-like word of `text` (prose or comments). */
/** @param {string} text @returns {string[]} */
export const pathsNamedIn = (text) =>
  [...text.matchAll(pathWord)]
    .map((match) => match[1] ?? '')
    .filter((word) => !isPlaceholder(word));

/**
 * Where the paths named in the workspace's docs and comments lead nowhere: `file: path`.
 * A path counts as found when it is a tracked file from the workspace's root or from the
 * naming file's folder, the end of a tracked file's path (`routes/pages.ts`), or a file's
 * name that is tracked or written by a build or the server.
 */
export function stalePaths(root = workspaceRoot) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));
  const names = new Set(files.map((file) => basename(file)));
  /** @param {string} word @param {string} from */
  const found = (word, from) => {
    const bare = word.replace(/^\.{1,2}\//, '');
    if (existsSync(join(root, word)) || existsSync(join(root, dirname(from), word))) return true;
    if (files.some((file) => file === bare || file.endsWith(`/${bare}`))) return true;
    // A built file (`server/dist/commands/healthcheck.js`) stands for its source.
    const source = bare.replace(/(^|\/)dist\//, '$1src/').replace(/\.js$/, '.ts');
    if (
      source !== bare &&
      [root, join(root, dirname(from))].some((at) => existsSync(join(at, source)))
    ) {
      return true;
    }
    if (!word.includes('/') && word.endsWith('.js') && names.has(source)) return true;
    if (pathsElsewhere.has(word)) return true;
    return !word.includes('/') && (names.has(word) || writtenFiles.has(word));
  };
  const stale = [];
  for (const file of files) {
    let text;
    if (file.endsWith('.md')) text = readFileSync(join(root, file), 'utf8');
    else if (/\.(?:tsx?|mjs|cjs|js)$/.test(file))
      text = commentsOf(readFileSync(join(root, file), 'utf8'));
    else continue;
    // This check's own fixtures name made-up files on purpose.
    if (/(?:^|\/)stale-paths\.(?:mjs|test\.ts)$/.test(file)) continue;
    for (const word of new Set(pathsNamedIn(text))) {
      if (!found(word, file) && !writtenFiles.has(basename(word))) stale.push(`${file}: ${word}`);
    }
  }
  return stale;
}

/** The file paths of an export's value: a string, or conditions (`import`, `types`, …) of strings. */
/** @param {unknown} value @returns {string[]} */
const leaves = (value) =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(leaves)
      : [];

/** Every `exports` target of the workspace's packages that is not a file: `package: ./x → file`. */
export function missingExports(root = workspaceRoot) {
  const manifests = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*package.json'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && !file.includes('node_modules') && !file.includes('templates/'));
  const missing = [];
  for (const manifest of manifests) {
    const { name, exports } = JSON.parse(readFileSync(join(root, manifest), 'utf8'));
    const subpaths = typeof exports === 'string' ? { '.': exports } : (exports ?? {});
    const targets = Object.entries(subpaths).flatMap(([key, value]) =>
      leaves(value).map((target) => [key, target]),
    );
    for (const [key, target] of targets) {
      if (target.includes('*')) continue;
      if (!existsSync(join(root, dirname(manifest), target)))
        missing.push(`${name}: ${key} → ${target}`);
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [...stalePaths(), ...missingExports()];
  for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
