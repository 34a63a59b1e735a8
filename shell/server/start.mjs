// `pnpm start`: builds whichever packages have no production build yet, then serves
// the composed site on one port (8080 unless PORT says otherwise).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const packages = {
  shell: 'site.json',
  'mf-locations': 'mf-manifest.json',
  'mf-services': 'mf-manifest.json',
  'mf-reviews': 'mf-manifest.json',
  'mf-medpack': 'mf-manifest.json',
};

const missing = Object.entries(packages)
  .filter(([name, marker]) => !existsSync(join(workspace, name, 'dist', marker)))
  .map(([name]) => name);

if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')}…`);
  const filters = missing.flatMap((name) => ['--filter', name]);
  execFileSync('pnpm', ['--workspace-concurrency=2', ...filters, 'build'], {
    cwd: workspace,
    stdio: 'inherit',
  });
}

startServer({ exitOnSignals: true });
