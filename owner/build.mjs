// The console's build (`pnpm --filter owner build`, part of `pnpm build`): its TypeScript
// and JSX, and the shared-content sources it uses, compiled by esbuild into plain
// JavaScript Node runs as it is, so no TypeScript loader runs in production:
//   dist/main.js  the console (serve)    dist/cli.js  invite | list | revoke
//   dist/plugins/*.js, dist/routes/*.js  one file per source, found by @fastify/autoload
// The modules they share go into chunks beside main.js, one folder below owner/ as
// src/config.ts is: paths worked out from a module's own place (the workspace root) stay. Its dependencies stay imports of node_modules;
// shared-content, whose entry points are TypeScript, is compiled in. Types are checked by
// `pnpm typecheck`, as the server's are.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const owner = dirname(fileURLToPath(import.meta.url));
const dist = join(owner, 'dist');
const inputsFile = join(dist, 'inputs.json');

/** True when a build is missing or older than one of the files it was built from. */
export function isStale() {
  try {
    const builtAt = statSync(inputsFile).mtimeMs;
    /** @type {string[]} */
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.some((file) => statSync(resolve(owner, file)).mtimeMs > builtAt);
  } catch {
    return true;
  }
}

/** Each plugin or route file of `folder`, by its name in dist/ (tests and their helpers left out). */
const autoloaded = (/** @type {string} */ folder) =>
  Object.fromEntries(
    readdirSync(join(owner, 'src', folder))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test(ing)?\./.test(name))
      .map((name) => [`${folder}/${name.replace(/\.tsx?$/, '')}`, `src/${folder}/${name}`]),
  );

export async function build() {
  const { build: esbuild } = await import('esbuild');
  const manifest = JSON.parse(readFileSync(join(owner, 'package.json'), 'utf8'));
  rmSync(dist, { recursive: true, force: true });
  const result = await esbuild({
    absWorkingDir: owner,
    entryPoints: {
      main: 'src/main.ts',
      cli: 'src/cli/main.ts',
      ...autoloaded('plugins'),
      ...autoloaded('routes'),
    },
    outdir: 'dist',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    external: Object.keys(manifest.dependencies).filter((name) => name !== 'shared-content'),
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).filter(
    (file) => !file.includes('node_modules'),
  );
  writeFileSync(inputsFile, `${JSON.stringify(inputs, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
