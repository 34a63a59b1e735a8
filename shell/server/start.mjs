// `pnpm start`: rebuilds every package whose sources changed since its last build
// (fresh-builds.mjs), releases every build that is not the live one into the release
// folder (release.mjs --all: the shell first, each through the deploy:check gate), then
// serves the composed site from that folder on one port (8080 unless PORT says
// otherwise) under the supervisor. A build alone never changes what visitors get.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rebuildStale } from './fresh-builds.mjs';
import { runSupervised } from './supervisor.mjs';

rebuildStale();
try {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('./release.mjs', import.meta.url)), '--all'],
    {
      stdio: 'inherit',
    },
  );
} catch {
  process.exit(1);
}
runSupervised();
