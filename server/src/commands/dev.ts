// `pnpm dev`'s server (scripts/dev.mjs starts it beside each package's watch build): the
// production server, serving a dev release folder into which every finished watch build
// is released (dev/releases.ts), with the pages reloading when the site changes
// (dev/reload.ts). The same render path as production: server HTML, islands, the CSP.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { examples } from '../usage.ts';

type DevOptions = { builds: string; root: string; shell?: string };

async function dev({ builds, root, shell }: DevOptions) {
  const releaseRoot = resolve(root);
  // Each session starts from its own builds: nothing of an earlier one is served.
  rmSync(releaseRoot, { recursive: true, force: true });
  const { releaseDevBuilds } = await import('../dev/releases.ts');
  const releases = releaseDevBuilds({
    builds: resolve(builds),
    root: releaseRoot,
    shellBuild: shell && resolve(shell),
  });
  console.log(shell ? 'Releasing the shell build…' : "Waiting for the shell's first build…");
  await releases.shellLive;
  const env = {
    ...process.env,
    RELEASE_ROOT: releaseRoot,
    // One worker, no metrics port (two dev sites may run side by side), no render limit.
    SSR_WORKERS: process.env.SSR_WORKERS ?? '1',
    METRICS_PORT: process.env.METRICS_PORT ?? 'off',
    SSR_RENDERS_PER_MINUTE: '0',
  };
  const [{ startServer }, { default: devReload }] = await Promise.all([
    import('../app.ts'),
    import('../dev/reload.ts'),
  ]);
  await startServer({ env, exitOnSignals: true, plugins: [devReload] });
}

export function devCommand(program: Command) {
  program
    .command('dev')
    .summary("pnpm dev's server: releases each watch build and serves it, reloading pages")
    .description(
      'Releases every whole build that appears in the builds folder (each package\'s "rsbuild build --watch" with SITE_DEV_BUILDS set) into a dev release folder, and serves that folder as the production server does, on PORT; open pages reload when a release goes live. Run by "pnpm dev"; not for production.',
    )
    .requiredOption('--builds <dir>', 'the watch builds folder (SITE_DEV_BUILDS)')
    .requiredOption('--root <dir>', 'the dev release folder (emptied first)')
    .option('--shell <dir>', "a shell build to release once, instead of the shell's watch build")
    .addHelpText(
      'after',
      examples(
        'PORT=3000 node server/dist/cli.js dev --builds .dev-release/site/builds --root .dev-release/site/release',
      ),
    )
    .action((options: DevOptions) => dev(options));
}
