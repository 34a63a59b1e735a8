// Prints how long a clean production build of every package takes (wall clock).
// Usage: pnpm bench:build
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const packages = ['shell', 'mf-locations', 'mf-services', 'mf-reviews', 'mf-medpack'];
for (const name of packages)
  rmSync(join(workspace, name, 'dist'), { recursive: true, force: true });

const started = performance.now();
execFileSync('pnpm', ['build'], { cwd: workspace, stdio: 'ignore' });
const seconds = (performance.now() - started) / 1000;
console.log(`clean build of ${packages.length} packages: ${seconds.toFixed(1)} s`);
