// `pnpm dev`'s releases: each package's watch build (build-preset/src/dev-build.ts) writes
// `<builds>/<name>.built` when a build is whole; each one is released into the dev release
// folder with the same code as `pnpm release` (the gate's findings are said, never
// refused: this is a workspace being edited), one at a time. The server serving that
// folder takes each new version up as it takes up any release. Old versions are removed,
// so that a day of edits does not fill the disk.
import { existsSync, type FSWatcher, mkdirSync, readdirSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import { readJson, writeAtomically } from '../files.ts';
import { workspace } from '../paths.ts';
import { releaseRemoteChecked, releaseShellChecked } from '../releases/publish.ts';
import { releaseLayout } from '../releases/store.ts';
import { workspaceRemotes } from '../releases/workspace-remotes.ts';

/** Versions of each section kept in the dev release folder (a render may still use the last). */
const KEPT_VERSIONS = 3;
const MARKER = /^(.+)\.built$/;

type Log = Pick<Console, 'info' | 'warn'>;

/** Removes every version of `name` but the last few released. */
function prune(root: string, name: string) {
  const layout = releaseLayout(root);
  const kept = new Set((readJson(layout.historyFile(name), []) as string[]).slice(-KEPT_VERSIONS));
  const folder = layout.versionDir(name, '');
  if (!existsSync(folder)) return;
  for (const version of readdirSync(folder)) {
    if (!kept.has(version) && !version.startsWith('.')) {
      rmSync(join(folder, version), { recursive: true, force: true });
    }
  }
}

/**
 * Lists the sections in remotes.json in the order `pnpm release --all` releases them (the
 * watch builds finish in any order): the composition, and so the page, is production's.
 */
function inReleaseOrder(root: string) {
  const { remotesFile } = releaseLayout(root);
  const remotes = readJson(remotesFile, {}) as Record<string, unknown>;
  const order = workspaceRemotes(workspace);
  const names = Object.keys(remotes);
  const sorted = [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (sorted.join() === names.join()) return;
  const entries = sorted.map((name) => [name, remotes[name]]);
  writeAtomically(remotesFile, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
}

/**
 * Releases every whole build in `builds` (now, and each time one is rebuilt) into `root`.
 * `shellBuild`: a shell build released once instead (a section alone: the shell is not
 * rebuilt). `shellLive` resolves once a shell is live in `root`.
 */
export function releaseDevBuilds({
  builds,
  root,
  shellBuild,
  log = console,
}: {
  builds: string;
  root: string;
  shellBuild?: string;
  log?: Log;
}) {
  mkdirSync(builds, { recursive: true });
  const options = { root, force: true, watchMinutes: 0 };
  const waiting = new Set<string>();
  let running: Promise<void> = Promise.resolve();
  let shellReleased: () => void = () => {};
  const shellLive = new Promise<void>((resolve) => {
    shellReleased = resolve;
  });

  const release = async (name: string, from: string) => {
    const started = performance.now();
    if (name === 'shell') await releaseShellChecked(from, options);
    else await releaseRemoteChecked(name, from, options);
    if (name !== 'shell') inReleaseOrder(root);
    prune(root, name);
    log.info(`${name}: released in ${Math.round(performance.now() - started)} ms`);
    if (name === 'shell') shellReleased();
  };

  /** Releases what was built since the last run, the shell first. */
  const releaseWaiting = async () => {
    const names = [...waiting].sort((a, b) => Number(b === 'shell') - Number(a === 'shell'));
    waiting.clear();
    for (const name of names) {
      try {
        await release(name, join(builds, name));
      } catch (error) {
        log.warn(`${name}: not released: ${error instanceof Error ? error.message : error}`);
      }
    }
  };

  const built = (file: string | null) => {
    const name = file && MARKER.exec(file)?.[1];
    if (!name || (name === 'shell' && shellBuild)) return;
    if (waiting.has(name)) return;
    waiting.add(name);
    // One release at a time; a build finished meanwhile joins the next run. The marker's
    // rename comes as more than one event: they are one release.
    setTimeout(() => {
      running = running.then(releaseWaiting);
    }, 20);
  };

  if (shellBuild) {
    running = running.then(() =>
      release('shell', shellBuild).catch((error: unknown) => {
        log.warn(`shell: not released: ${error instanceof Error ? error.message : error}`);
      }),
    );
  }
  const watcher: FSWatcher = watch(builds, (_event, file) => built(file));
  for (const file of readdirSync(builds)) built(file);

  return {
    shellLive,
    /** Resolves when every release asked for so far is done. */
    settled: () => running,
    close: () => watcher.close(),
  };
}
