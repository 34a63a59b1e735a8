// Prints how long a clean production build of every package takes (wall clock), with
// each package's finish time as it happens. Usage: pnpm bench:build
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { builtPackages as packages, workspace } from '../../scripts/workspace.mjs';
import { benchOptions } from './cli.mjs';

benchOptions({
  name: 'bench:build',
  usage: 'Usage: pnpm bench:build   (a clean build of every package, timed)',
});

for (const name of packages)
  rmSync(join(workspace, name, 'dist'), { recursive: true, force: true });

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
console.log(`Clean build of ${packages.length} packages (${packages.join(', ')})…`);

const build = spawn('pnpm', ['build'], { cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] });
/** @type {string[]} */
const log = [];
createInterface({ input: build.stdout }).on('line', (line) => {
  log.push(line);
  if (line.startsWith('Content valid')) console.log(`  ${elapsed()}  content validated`);
  const done = /^(\S+) build: Done$/.exec(line);
  if (done) console.log(`  ${elapsed()}  ${done[1]} built`);
});
build.stderr.on('data', (/** @type {Buffer} */ chunk) => log.push(String(chunk)));
build.on('close', (code) => {
  if (code !== 0) {
    console.error(log.join('\n'));
    console.error(`build failed after ${elapsed()}`);
    process.exit(code ?? 1);
  }
  console.log(`clean build of ${packages.length} packages: ${elapsed()}`);
});
