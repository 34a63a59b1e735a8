// Vitest's second global setup (vitest.config.ts), after the server's build: the tests of
// the root scripts run the tools' CLI as a visitor of the workspace would,
// `tools/dist/cli.js`, so it is built first from tools/src (its imports of the server
// resolve to the server/dist just built).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export default function buildTools() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const config = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  rmSync(fileURLToPath(new URL('../../dist', import.meta.url)), { recursive: true, force: true });
  execFileSync(process.execPath, [tsc, '-p', config], { stdio: 'inherit' });
}
