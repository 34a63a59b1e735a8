// The server's build (server/dist), made when a command needs it: missing, or out of date
// with server/src (a fresh clone right after `pnpm install`, a pull, an edit). The build
// is the server's own (server/tsconfig.json: tsc, types removed, a few seconds), the one
// `pnpm build` runs; a build already up to date costs a look at the files' times. Used by
// the root commands' launcher (site-cli.mjs) and by `pnpm dev` (dev.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const server = join(import.meta.dirname, '..', 'server');
const src = join(server, 'src');
const dist = join(server, 'dist');

/**
 * The server's modules, as paths under `folder` without their extension (tests left out).
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
 * Whether dist/ is the build of src/ as it is: the same modules (one removed from src/
 * must not linger in dist/, where autoload would load it), none changed since the build.
 */
function upToDate() {
  const cli = join(dist, 'cli.js');
  if (!existsSync(cli)) return false;
  const sources = modules(src, '.ts');
  if (sources.join('\n') !== modules(dist, '.js').join('\n')) return false;
  const built = statSync(cli).mtimeMs;
  const inputs = [join(server, 'tsconfig.json'), ...sources.map((name) => join(src, `${name}.ts`))];
  return inputs.every((file) => statSync(file).mtimeMs <= built);
}

/** Builds server/dist unless it is the build of server/src as it is; exits 1 if it fails. */
export function ensureServerBuild() {
  if (upToDate()) return;
  process.stderr.write('Building the server (server/dist) from its sources first…\n');
  const tsc = createRequire(join(server, 'package.json')).resolve('typescript/bin/tsc');
  rmSync(dist, { recursive: true, force: true });
  try {
    execFileSync(process.execPath, [tsc, '-p', join(server, 'tsconfig.json')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch {
    process.stderr.write('The server did not build (its errors are above).\n');
    process.exit(1);
  }
}
