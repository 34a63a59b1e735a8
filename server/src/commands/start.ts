// `pnpm start`: rebuilds every package whose sources changed since its last build
// (fresh-builds.ts), releases every build that is not the live one into the release
// folder (release.ts --all: the shell first, each through the deploy:check gate), then
// serves the composed site from that folder on one port (8080 unless PORT says
// otherwise) under the supervisor. A build alone never changes what visitors get.
import { execFileSync } from 'node:child_process';
import { serverModule } from '../paths.ts';
import { rebuildStale } from '../releases/fresh-builds.ts';
import { runSupervised } from './supervisor.ts';

rebuildStale();
try {
  execFileSync(process.execPath, [serverModule('commands/release'), '--all'], {
    stdio: 'inherit',
  });
} catch {
  process.exit(1);
}
runSupervised();
