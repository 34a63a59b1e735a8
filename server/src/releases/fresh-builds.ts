// The builds `pnpm start` serves, kept current: every package whose sources changed since
// `start` last built it is rebuilt (commands/serve.ts, then the server).
//
// A package's build is current when the stamp `start` wrote after building it still
// matches: the hash of its inputs (its own sources and config, those of every workspace
// package it depends on, directly or not: shared-content, ui-kit, build-preset..., the
// root config and the lockfile) and the time of the build's marker file (so a build made
// by other means is rebuilt once). The stamp lives in the package's node_modules/.cache,
// not in dist, so the server never serves it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { workspace } from '../paths.ts';

const ignored = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const rootInputs = ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const manifestOf = (root: string, folder: string): Manifest =>
  JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));

/**
 * The folders of the workspace packages `name` builds from: its own, then every package it
 * depends on through `workspace:` (each named as its folder), and theirs.
 */
export function workspaceInputs(name: string, root = workspace): string[] {
  const found = new Set<string>();
  const visit = (folder: string) => {
    if (found.has(folder) || !existsSync(join(root, folder, 'package.json'))) return;
    found.add(folder);
    const { dependencies = {}, devDependencies = {} } = manifestOf(root, folder);
    for (const [dependency, range] of Object.entries({ ...dependencies, ...devDependencies })) {
      if (range.startsWith('workspace:')) visit(dependency);
    }
  };
  visit(name);
  return [...found];
}

/** The packages that build: the shell and the remotes. */
const builtPackages = () =>
  readdirSync(workspace)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .filter((name) => existsSync(join(workspace, name, 'rsbuild.config.ts')));

/**
 * Every file under `path` (or `path` itself, if it is a file), in a stable order.
 */
function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (!ignored.has(name)) yield* filesUnder(join(path, name));
  }
}

/** The hash of everything `name`'s build reads from the workspace. */
export function sourceHash(name: string, root = workspace) {
  const hash = createHash('sha256');
  for (const input of [...workspaceInputs(name, root), ...rootInputs]) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * The file a finished build always writes.
 */
const markerOf = (name: string) =>
  join(workspace, name, 'dist', name === 'shell' ? 'site.json' : 'mf-manifest.json');
const stampOf = (name: string) =>
  join(workspace, name, 'node_modules/.cache/start-build-stamp.json');

const buildTime = (name: string) =>
  existsSync(markerOf(name)) ? statSync(markerOf(name)).mtimeMs : 0;

function isCurrent(name: string, hash: string) {
  if (!existsSync(stampOf(name)) || buildTime(name) === 0) return false;
  const stamp = JSON.parse(readFileSync(stampOf(name), 'utf8')) as {
    sourceHash: string;
    builtAt: number;
  };
  return stamp.sourceHash === hash && stamp.builtAt === buildTime(name);
}

function writeStamp(name: string, hash: string) {
  mkdirSync(dirname(stampOf(name)), { recursive: true });
  writeFileSync(stampOf(name), JSON.stringify({ sourceHash: hash, builtAt: buildTime(name) }));
}

/** Rebuilds every package whose build is not current (validating the content first). */
export function rebuildStale() {
  const packages = builtPackages();
  const started = performance.now();
  const hashes = Object.fromEntries(packages.map((name) => [name, sourceHash(name)]));
  const stale = packages.filter((name) => !isCurrent(name, hashes[name]));
  const checkedMs = Math.round(performance.now() - started);

  if (stale.length === 0) {
    console.log(`All ${packages.length} builds are current (checked in ${checkedMs} ms).`);
  } else {
    console.log(`Sources changed since the last build of: ${stale.join(', ')}. Rebuilding…`);
    execFileSync('node', [join(workspace, 'scripts/validate-content.mjs')], { stdio: 'inherit' });
    const filters = stale.flatMap((name) => ['--filter', name]);
    execFileSync('pnpm', ['--workspace-concurrency=2', ...filters, 'build'], {
      cwd: workspace,
      stdio: 'inherit',
    });
    for (const name of stale) writeStamp(name, hashes[name]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Rebuilt ${stale.length} package(s) in ${seconds} s.`);
  }
}
