// The live shell, as the server reads it: the folder SHELL_DIST names (in a release
// folder, `<root>/shell`, a link that `pnpm release shell` switches atomically to a new
// version's folder). When the link points somewhere else, the new shell is checked
// (site.json, index.html and its server build can be read) and taken up: the server keeps
// running, and the page renderer moves to it (app.ts). A shell that cannot be used is
// reported as the shell's, in one log line, and the last good one is kept.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteJson } from './catalogue.ts';
import { folderWatch } from './watched-file.ts';

export type ShellRelease = { dir: string; site: SiteJson };

/**
 * The shell release in `folder` now, or why it cannot be used.
 */
export function readShell(
  folder: string,
): { shell: ShellRelease; problem?: undefined } | { shell?: undefined; problem: string } {
  let dir: string;
  try {
    dir = realpathSync(folder);
  } catch {
    return { problem: `${folder} does not exist` };
  }
  const missing = ['site.json', 'index.html'].filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) return { problem: `${dir} has no ${missing.join(' or ')}` };
  try {
    const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as SiteJson;
    return { shell: { dir, site } };
  } catch (error) {
    return {
      problem: `its site.json cannot be read (${error instanceof Error ? error.message : error})`,
    };
  }
}

/**
 * Watches the shell folder's link; `current()` is the shell in use. `onChange(next)` is
 * called with a new release before it becomes current, and may throw to refuse it.
 */
export function watchShell({
  folder,
  log = console,
  onChange = () => {},
}: {
  folder: string;
  log?: Pick<Console, 'warn' | 'info'>;
  onChange?: (next: ShellRelease, previous: ShellRelease) => Promise<void> | void;
}) {
  const first = readShell(folder);
  if (!first.shell) throw new Error(`The shell cannot be used: ${first.problem}`);
  let live = first.shell;
  let checking = Promise.resolve();
  let refused: string | undefined;

  const check = () => {
    checking = checking.then(async () => {
      const next = readShell(folder);
      if (next.shell?.dir === live.dir) return;
      if (!next.shell) {
        if (refused !== next.problem)
          log.warn(`The shell's new release cannot be used: ${next.problem}; keeping ${live.dir}`);
        refused = next.problem;
        return;
      }
      try {
        await onChange(next.shell, live);
        log.info(`Shell release ${next.shell.dir} is live (was ${live.dir})`);
        live = next.shell;
        refused = undefined;
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        if (refused !== why) {
          log.warn(
            `The shell's release ${next.shell.dir} cannot be used (${why}); keeping ${live.dir}`,
          );
        }
        refused = why;
      }
    });
    return checking;
  };

  // The link is replaced by a rename in its folder: the one folder watcher of the server's
  // watched files (watched-file.ts) watches that folder.
  const watcher = folderWatch(() => void check());
  watcher.watchOnly([dirname(folder)]);
  return {
    current: (): ShellRelease => live,
    /** Looks at the link now (resolves once a change is taken up or refused). */
    check,
    close: () => watcher.close(),
  };
}
