// `pnpm serve` (the container, Kubernetes, a systemd unit) and `pnpm start` (one machine):
// the composed production site from the release folder until SIGTERM or SIGINT. `start`
// first rebuilds what changed and releases every build that is not the live one. Restarts
// are the platform's (the container's restart policy, Kubernetes, deploy/systemd/).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { readConfig, variablesHelp } from '../config.ts';
import { examples } from './usage.ts';

async function serve() {
  const config = readConfig();
  if (!existsSync(join(config.paths.shellDist, 'site.json'))) {
    throw new Error(
      `no shell release at ${config.paths.shellDist}: run "pnpm start" (builds and releases everything first), or "pnpm build" then "pnpm release --all"`,
    );
  }
  const { startServer } = await import('../app.ts');
  await startServer({ exitOnSignals: true });
}

export function serveCommands(program: Command) {
  const environment = `\nEnvironment (checked at start):\n${variablesHelp()}`;
  program
    .command('serve')
    .summary('serve the release folder as it is')
    .description('Serves the composed site from the release folder, without building or releasing.')
    .addHelpText(
      'after',
      `${examples('pnpm serve', 'PORT=8081 SSR_WORKERS=4 pnpm serve')}\n${environment}`,
    )
    .action(serve);

  program
    .command('start')
    .summary('build what changed, release it and serve the site')
    .description(
      'Rebuilds every package whose sources changed since its last build, releases every build that is not live (pnpm release --all), then serves the site on PORT (8080).',
    )
    .addHelpText('after', `${examples('pnpm start', 'PORT=8081 pnpm start')}\n${environment}`)
    .action(async () => {
      const config = readConfig();
      const { rebuildStale } = await import('../releases/fresh-builds.ts');
      rebuildStale();
      const { releaseAll } = await import('../releases/publish.ts');
      await releaseAll({ root: config.paths.releaseRoot, force: false, watchMinutes: 0 });
      await serve();
    });
}
