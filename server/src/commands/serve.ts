// `pnpm serve` (the container, Kubernetes, a systemd unit) and `pnpm start` (one machine):
// the composed production site from the release folder until SIGTERM or SIGINT. `start`
// first rebuilds what changed and releases every build that is not the live one. Restarts
// are the platform's (the container's restart policy, Kubernetes, deploy/systemd/).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { readConfig, variablesHelp } from '../config.ts';
import { examples } from '../usage.ts';

async function serve(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  if (!existsSync(join(config.paths.shellDist, 'site.json'))) {
    throw new Error(
      `no shell release at ${config.paths.shellDist}: run "pnpm start" (builds and releases everything first), or "pnpm build" then "pnpm release --all"`,
    );
  }
  const { startServer } = await import('../app.ts');
  await startServer({ env, exitOnSignals: true });
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
    .action(() => serve());

  program
    .command('start')
    .summary('build what changed, release it and serve the site')
    .description(
      "Rebuilds every package whose sources changed since its last build, releases every build that is not live (pnpm release --all), starts the owner's console (its own process on OWNER_PORT, 8090), then serves the site on PORT (8080), /owner forwarded to the console.",
    )
    .option('--no-owner', "without the owner's console (then /owner is a 404)")
    .addHelpText(
      'after',
      `${examples('pnpm start', 'PORT=8081 OWNER_PORT=8091 pnpm start', 'pnpm start --no-owner')}\n${environment}`,
    )
    .action(async ({ owner }: { owner: boolean }) => {
      const config = readConfig();
      const { rebuildStale } = await import('../releases/fresh-builds.ts');
      rebuildStale();
      const { releaseAll } = await import('../releases/publish.ts');
      await releaseAll({ root: config.paths.releaseRoot, force: false, watchMinutes: 0 });
      // The console, its own process, unless one runs elsewhere (OWNER_ORIGIN) or none is wanted.
      if (!owner || config.owner.origin) return serve();
      const { startOwnerConsole } = await import('./owner-console.ts');
      const { origin } = await startOwnerConsole(config, process.env);
      await serve({ ...process.env, OWNER_ORIGIN: origin });
    });
}
