// `pnpm prerender`: the site as static files for hosts without Node
// (hosting/static-site.ts). The server runs it too, in a child process, to keep its
// fallback copy current (serving/fallback-site.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { readConfig } from '../config.ts';
import { workspace } from '../paths.ts';
import { examples, UsageError } from '../usage.ts';

export function prerenderCommand(program: Command) {
  program
    .command('prerender')
    .summary('write every page as static HTML, with the browser builds')
    .description(
      'Renders every page of the live release in both languages, by the same code as the server, into a folder a static host or nginx serves alone.',
    )
    .option('--out <dir>', 'where to write it', join(workspace, 'static-site'))
    .option('--only <section>', "after a section's release: its files and pages only")
    .addHelpText('after', examples('pnpm prerender', 'pnpm prerender --only mf-medpack'))
    .action(async (options: { out: string; only?: string }) => {
      const config = readConfig();
      if (!existsSync(join(config.paths.shellDist, 'server', 'index.js'))) {
        throw new UsageError(
          `no shell release with a server build at ${config.paths.shellDist}: run "pnpm start" (or "pnpm build" then "pnpm release --all") first`,
        );
      }
      const { prerender } = await import('../hosting/static-site.ts');
      await prerender({ out: resolve(options.out), only: options.only, config });
    });
}
