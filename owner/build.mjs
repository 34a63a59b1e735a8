// The console's build (`pnpm --filter owner build`, part of `pnpm build`): its TypeScript
// and JSX, and the shared-content sources it uses, compiled by esbuild into two plain
// JavaScript files Node runs as they are, so no TypeScript loader runs in production:
//   dist/main.js  the console (serve)    dist/cli.js  invite | list | revoke
// Both one folder below owner/, as src/config.ts is: paths worked out from a module's own
// place (the workspace root) stay the same. Its dependencies stay imports of node_modules;
// shared-content, whose entry points are TypeScript, is compiled in. Types are checked by
// `pnpm typecheck`, as the server's are.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

export async function build() {
  const { build: esbuild } = await import('esbuild');
  const manifest = JSON.parse(readFileSync(join(owner, 'package.json'), 'utf8'));
  rmSync(dist, { recursive: true, force: true });
  const result = await esbuild({
    absWorkingDir: owner,
    entryPoints: { main: 'src/main.ts', cli: 'src/cli/main.ts' },
    outdir: 'dist',
    bundle: true,
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
