// Vitest's global setup (vitest.config.ts): the server's tests run its modules from their
// TypeScript sources, but what they start in a process or thread of its own (the server
// under test, a render worker) is the built JavaScript Node runs in production
// (paths.ts `serverModule`), so that is built first (server/tsconfig.json, ~5 s).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export default function buildServer() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const config = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  // A module moved or removed leaves no stale copy behind (autoload would load it).
  rmSync(fileURLToPath(new URL('../../dist', import.meta.url)), { recursive: true, force: true });
  execFileSync(process.execPath, [tsc, '-p', config], { stdio: 'inherit' });
}
