// `pnpm serve` (under supervise.mjs) and the container: serves the composed production
// site from the existing builds (app.mjs) until SIGTERM or SIGINT.
// `node shell/server/start.mjs` builds what is missing first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './app.mjs';
import { sitePaths } from './site-paths.mjs';

if (!existsSync(join(sitePaths().shellDist, 'site.json'))) {
  console.error(
    'No production build found. Run "pnpm build" (or "pnpm start", which builds first).',
  );
  process.exit(1);
}
startServer({ exitOnSignals: true });
