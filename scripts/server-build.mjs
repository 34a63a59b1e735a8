// The builds of the server (server/dist) and of the offline tools (tools/dist), made when
// a command needs one: missing, or out of date with its src/ (a fresh clone right after
// `pnpm install`, a pull, an edit). Each build is the package's own (its tsconfig.json:
// tsc, types removed, a few seconds), the one `pnpm build` runs; a build already up to
// date costs a look at the files' times. Used by the root commands' launcher
// (site-cli.mjs) and by `pnpm dev` (dev.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * A package's modules, as paths under `folder` without their extension (tests left out).
 * @param {string} folder
 * @param {string} extension
 */
function modules(folder, extension) {
  /** @type {string[]} */
  const found = [];
  if (!existsSync(folder)) return found;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith(extension)) continue;
    if (entry.name.endsWith(`.test${extension}`) || path.includes('/testing/')) continue;
    found.push(path.slice(folder.length + 1, -extension.length));
  }
  return found.sort();
}

/**
 * Whether `pkg`/dist is the build of its src/ as it is: the same modules (one removed
 * from src/ must not linger in dist/, where autoload would load it), none changed since.
 * @param {string} pkg
 */
function upToDate(pkg) {
  const src = join(pkg, 'src');
  const cli = join(pkg, 'dist', 'cli.js');
  if (!existsSync(cli)) return false;
  const sources = modules(src, '.ts');
  if (sources.join('\n') !== modules(join(pkg, 'dist'), '.js').join('\n')) return false;
  const built = statSync(cli).mtimeMs;
  const inputs = [join(pkg, 'tsconfig.json'), ...sources.map((name) => join(src, `${name}.ts`))];
  return inputs.every((file) => statSync(file).mtimeMs <= built);
}

/**
 * Builds `name`/dist (server or tools) unless it is the build of its sources as they
 * are; exits 1 if it fails.
 * @param {'server' | 'tools'} name
 */
function ensureBuild(name) {
  const pkg = join(import.meta.dirname, '..', name);
  if (upToDate(pkg)) return;
  process.stderr.write(`Building the ${name} (${name}/dist) from its sources first…\n`);
  const tsc = createRequire(join(pkg, 'package.json')).resolve('typescript/bin/tsc');
  rmSync(join(pkg, 'dist'), { recursive: true, force: true });
  try {
    execFileSync(process.execPath, [tsc, '-p', join(pkg, 'tsconfig.json')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch {
    process.stderr.write(`The ${name} did not build (its errors are above).\n`);
    process.exit(1);
  }
}

/** Builds server/dist unless it is the build of server/src as it is. */
export const ensureServerBuild = () => ensureBuild('server');

/** Builds tools/dist (and server/dist, which it imports) unless each is up to date. */
export function ensureToolsBuild() {
  ensureServerBuild();
  ensureBuild('tools');
}
