// The release commands: `pnpm release`, `pnpm rollback` and `pnpm deploy:check`
// (releases/: the gate, the store, the watch).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { readConfig } from '../config.ts';
import { workspace } from '../paths.ts';
import { examples, oneOf, UsageError } from '../usage.ts';

const releaseRoot = () => readConfig().paths.releaseRoot;

/** The sections of this workspace (the shell and each remote package). */
const workspaceSections = async () => [
  'shell',
  ...(await import('../releases/workspace-remotes.ts')).workspaceRemotes(workspace),
];

/** What has been released into the folder `root` (each has a history there). */
const releasedSections = (root: string) => {
  const folder = join(root, 'releases');
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
    : [];
};

export function releaseCommands(program: Command) {
  program
    .command('release')
    .summary('publish a build and make it live')
    .description(
      "Checks a build against what is live in the release folder (the deploy:check gate), publishes it as a new version and switches to it atomically. A remote's release is watched, and rolled back by the servers when its errors pass the rule.",
    )
    .argument('[name]', 'shell, or a section (mf-…) of this workspace')
    .option('--all', 'the shell, then every section whose build is not the live one')
    .option('--from <dir>', 'the build to release (default: <name>/dist)')
    .option('--root <dir>', 'the release folder (RELEASE_ROOT, default ./release)')
    .option('--force', 'release even what the gate refuses')
    .option('--no-watch', 'do not watch the release (no automatic rollback)')
    .addHelpText(
      'after',
      examples('pnpm release mf-medpack', 'pnpm release shell', 'pnpm release --all'),
    )
    .action(
      async (
        name: string | undefined,
        options: { all?: boolean; from?: string; root?: string; force?: boolean; watch: boolean },
      ) => {
        const publish = await import('../releases/publish.ts');
        const root = resolve(options.root ?? releaseRoot());
        const watchMinutes = options.watch ? readConfig().releaseWatch.minutes : 0;
        const settings = { root, force: options.force ?? false, watchMinutes };
        if (options.all) {
          if (name) throw new UsageError('give a name or --all, not both');
          return publish.releaseAll(settings);
        }
        const sections = await workspaceSections();
        if (!name) {
          throw new UsageError(
            `name what to release: ${sections.join(', ')}, or --all (pnpm release --help)`,
          );
        }
        // A build from elsewhere (--from) may be a section this workspace does not have.
        if (!options.from) oneOf(name, sections, 'a section of this workspace');
        const from = resolve(options.from ?? join(workspace, name, 'dist'));
        if (name === 'shell') return publish.releaseShellChecked(from, settings);
        return publish.releaseRemoteChecked(name, from, settings);
      },
    );

  program
    .command('rollback')
    .summary('switch a section back to an earlier release')
    .description('Switches back to the release before the live one (or --to VERSION); no build.')
    .argument('<name>', 'shell, or a section released into the folder')
    .option('--to <version>', 'the release to go back to')
    .option('--root <dir>', 'the release folder (RELEASE_ROOT, default ./release)')
    .addHelpText(
      'after',
      examples('pnpm rollback mf-medpack', 'pnpm rollback shell --to 1a2b3c4d5e6f'),
    )
    .action(async (name: string, options: { to?: string; root?: string }) => {
      const root = resolve(options.root ?? releaseRoot());
      oneOf(name, releasedSections(root), `released in ${root}`);
      const { rollbackRemote } = await import('../releases/store.ts');
      const { from, to } = rollbackRemote({ root, name, to: options.to });
      console.log(`${name}: rolled back from ${from} to ${to} (${root})`);
    });

  program
    .command('deploy:check')
    .summary("compare a section's fresh build with a running site")
    .description(
      "Compares a remote's build with what a running site serves (its /version.json), by the gate pnpm release runs. Fails (exit 1) when it is not compatible.",
    )
    .argument('<remote>', 'a section (mf-…) of this workspace')
    .option('--site <url>', 'the running site (default: http://localhost:PORT, 8080)')
    .option('--dist <dir>', 'the build to check (default: <remote>/dist)')
    .addHelpText(
      'after',
      examples(
        'pnpm deploy:check mf-medpack',
        'pnpm deploy:check mf-medpack --site https://staging.example',
      ),
    )
    .action(async (remote: string, options: { site?: string; dist?: string }) => {
      const site = options.site ?? `http://localhost:${readConfig().port}`;
      if (!options.dist)
        oneOf(remote, (await workspaceSections()).slice(1), 'a section of this workspace');
      const { deployCheck } = await import('../releases/deploy-check.ts');
      const dist = resolve(options.dist ?? join(workspace, remote, 'dist'));
      if (!(await deployCheck(remote, { dist, site }))) process.exitCode = 1;
    });
}
