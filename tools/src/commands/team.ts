// The commands of a section's team and of the owner that work on the workspace's sources
// (scripts/: they read TypeScript content and templates through jiti, so they run in a
// checkout, not in the container): `pnpm new:remote`, `pnpm new:page`, `pnpm new:island`,
// `pnpm check:go-live` and `pnpm notices:check`.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import { readConfig } from 'site-server/config';
import { examples, UsageError } from 'site-server/usage';
import { workspace } from '../paths.ts';

/** A module of the workspace's scripts/ folder. */
const script = async <Module>(name: string): Promise<Module> =>
  (await import(pathToFileURL(resolve(workspace, 'scripts', name)).href)) as Module;

export function teamCommands(program: Command) {
  program
    .command('new:remote')
    .summary('scaffold a new section (a remote) in a package of its own')
    .argument('<name>', 'lower-case words joined by dashes (mf- is added)')
    .option('--no-install', 'do not link the new package with pnpm install')
    .addHelpText('after', examples('pnpm new:remote vaccines'))
    .action(async (name: string, options: { install: boolean }) => {
      const { newRemote } =
        await script<typeof import('../../../scripts/new-remote.mjs')>('new-remote.mjs');
      await newRemote(name, options);
    });

  program
    .command('new:page')
    .summary('add a page to a section, the way every page is added')
    .argument('<section>', 'the section (mf-medpack, or medpack)')
    .argument('<path>', 'the English path, under a prefix the section owns')
    .addHelpText('after', examples('pnpm new:page mf-medpack /medpack/faq'))
    .action(async (section: string, path: string) => {
      const { newPage } =
        await script<typeof import('../../../scripts/new-page.mjs')>('new-page.mjs');
      await newPage(section, path);
    });

  program
    .command('new:island')
    .summary('write an island (a part of a page that needs script), one file')
    .argument('<section>', 'the section (mf-medpack, medpack, or shell)')
    .argument('<Name>', "its component's name, e.g. AgeFilter")
    .option('--filter', 'a filter: a GET form over a query parameter its page declares')
    .option('--param <name>', "the filter's query parameter (default: from its name)")
    .addHelpText(
      'after',
      examples(
        'pnpm new:island mf-medpack RefillReminder',
        'pnpm new:island mf-vaccines AgeFilter --filter',
      ),
    )
    .action(
      async (section: string, name: string, options: { filter?: boolean; param?: string }) => {
        const { newIsland } =
          await script<typeof import('../../../scripts/new-island.mjs')>('new-island.mjs');
        newIsland(section, name, options);
      },
    );

  program
    .command('check:go-live')
    .summary("list every placeholder and sample still standing in for the owner's data")
    .description('Fails (exit 1) while any remain.')
    .option('--all', 'every place a value appears, not the first three')
    .addHelpText('after', examples('pnpm check:go-live', 'pnpm check:go-live --all'))
    .action(async (options: { all?: boolean }) => {
      const { checkGoLive } =
        await script<typeof import('../../../scripts/check-go-live.mjs')>('check-go-live.mjs');
      process.exitCode = await checkGoLive({ all: options.all ?? false });
    });

  program
    .command('notices:check')
    .summary("check the owner's notices file and show what visitors will see")
    .description(
      'Reads a notices file as the server does and prints, per location and day, the coming two weeks; or each problem, with the line and column of a syntax error. Fails (exit 1) when it is not valid.',
    )
    .argument(
      '[file]',
      'the file (default: the one the server reads, NOTICES_FILE or release/notices.json)',
    )
    .option('--at <time>', 'as at this moment (ISO 8601), not now')
    .addHelpText(
      'after',
      examples('pnpm notices:check', 'pnpm notices:check ~/notices.json --at 2026-12-15T09:00'),
    )
    .action(async (file: string | undefined, options: { at?: string }) => {
      const at = options.at === undefined ? new Date() : new Date(options.at);
      if (Number.isNaN(at.getTime())) {
        throw new UsageError(`--at ${options.at} is not a time: write it as 2026-12-15T09:00`);
      }
      const { noticesCheck } =
        await script<typeof import('../../../scripts/notices-check.mjs')>('notices-check.mjs');
      process.exitCode = await noticesCheck(resolve(file ?? readConfig().paths.noticesFile), at);
    });
}
