// `pnpm serve` (under serve-supervised.ts) and the container: serves the composed production
// site from the release folder (app.ts) until SIGTERM or SIGINT. `pnpm start` builds and
// releases what changed first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../app.ts';
import { sitePaths } from '../paths.ts';

const { shellDist } = sitePaths();
if (!existsSync(join(shellDist, 'site.json'))) {
  console.error(
    `No shell release at ${shellDist}. Run "pnpm start" (builds and releases everything first), or "pnpm build" then "pnpm release --all".`,
  );
  // Nothing to serve: the supervisor stops instead of starting it again (EX_CONFIG).
  process.exit(78);
}
startServer({ exitOnSignals: true });
