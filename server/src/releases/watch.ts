// A bad release rolls itself back. `pnpm release <remote>` (unless --no-watch) writes
// `<RELEASE_ROOT>/watches/<remote>.json`: the new version, the one it replaced, and until
// when to watch it (RELEASE_WATCH_MINUTES, default 10). Every server serving the folder
// judges the new version by what it saw of it (its metrics: version-figures.ts) every few seconds; when
// the rule says it is worse, it switches back exactly as `pnpm rollback` does
// (store.ts), logs why and writes the outcome into the watch file, which `pnpm status`
// shows. The rule (settings, with their defaults):
//   - the new version's browser errors, by the visitors who saw them (rule.ts: errors from
//     ROLLBACK_MIN_SOURCES (3) visitors within a minute, and a share of its visitors above
//     the replaced version's by more than ROLLBACK_ERRORS_PER_THOUSAND (20) per thousand
//     with 95% confidence), or
//   - ROLLBACK_RENDER_FAILURES (10) server render failures of the new version, whatever
//     the page views.
// A watch ends "kept" when its time is over, "replaced" when another release or a manual
// rollback changed the live version first.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { writeJson } from '../files.ts';
import { browserErrorVerdict, type SourceFigures } from './rule.ts';
import { liveVersion, rollbackRemote } from './store.ts';

export type Watch = {
  remote: string;
  version: string;
  previous: string;
  startedAt: string;
  until: string;
  outcome?: { kind: 'rolled back' | 'kept' | 'replaced'; reason: string; at: string };
};

const watchesDir = (root: string) => join(root, 'watches');

/** The watch's rule (config.ts: RELEASE_WATCH_*, ROLLBACK_*). */
export type WatchSettings = Config['releaseWatch'];

/**
 * Starts watching a release (called by `pnpm release` after the switch).
 *
 * @returns none when there is nothing to go back to
 */
export function startWatch({
  root,
  remote,
  version,
  previous,
  minutes,
  now = Date.now(),
}: {
  root: string;
  remote: string;
  version: string;
  previous: string | undefined;
  /** How long it is watched (RELEASE_WATCH_MINUTES). */
  minutes: number;
  now?: number;
}): Watch | undefined {
  if (!previous || previous === version) return undefined;
  mkdirSync(watchesDir(root), { recursive: true });
  const watch = {
    remote,
    version,
    previous,
    startedAt: new Date(now).toISOString(),
    until: new Date(now + minutes * 60_000).toISOString(),
  };
  writeJson(join(watchesDir(root), `${remote}.json`), watch);
  return watch;
}

/**
 * The watch of each remote (the last release's), finished or not.
 */
export function readWatches(root: string): Record<string, Watch> {
  const dir = watchesDir(root);
  if (!existsSync(dir)) return {};
  const found: Record<string, Watch> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    try {
      const watch = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Watch | null;
      if (typeof watch?.remote === 'string') found[watch.remote] = watch;
    } catch {
      // Being written: read it next time.
    }
  }
  return found;
}

/**
 * What the watch reads of a version: its figures as the server counted them
 * (observation/metrics.ts, a layer above), none before it is counted.
 */
export type Figures = {
  summary: (
    remote: string,
    version: string,
  ) => Promise<(SourceFigures & { version: string; renderFailures: number }) | undefined>;
};

/**
 * Why the watched version must go, or undefined while it may stay.
 */
export async function verdict(watch: Watch, observer: Figures, settings: WatchSettings) {
  const next = await observer.summary(watch.remote, watch.version);
  if (!next) return undefined;
  if (next.renderFailures >= settings.renderFailures) {
    return `${next.renderFailures} server render failures of ${watch.version} (the rule: ${settings.renderFailures})`;
  }
  const before = await observer.summary(watch.remote, watch.previous);
  return browserErrorVerdict(next, before, settings);
}

/**
 * Judges every open watch of the release folder every RELEASE_WATCH_CHECK_MS.
 */
export function watchReleases({
  root,
  settings,
  observer,
  log,
  now = Date.now,
}: {
  root: string;
  settings: WatchSettings;
  observer: Figures;
  log: Pick<Console, 'info' | 'warn'>;
  now?: () => number;
}) {
  const check = async () => {
    for (const watch of Object.values(readWatches(root))) {
      if (watch.outcome) continue;
      const finish = (outcome: Watch['outcome']) =>
        writeJson(join(watchesDir(root), `${watch.remote}.json`), { ...watch, outcome });
      const at = new Date(now()).toISOString();
      const live = liveVersion(root, watch.remote);
      if (live !== watch.version) {
        finish({ kind: 'replaced', reason: `${live ?? 'another version'} went live`, at });
        continue;
      }
      const why = await verdict(watch, observer, settings);
      if (why) {
        rollbackRemote({ root, name: watch.remote, to: watch.previous });
        log.warn(`${watch.remote}: rolled back from ${watch.version} to ${watch.previous}: ${why}`);
        finish({ kind: 'rolled back', reason: why, at });
      } else if (now() >= Date.parse(watch.until)) {
        log.info(`${watch.remote}: release ${watch.version} kept after its watch`);
        finish({ kind: 'kept', reason: 'within the rule for the whole watch', at });
      }
    }
  };
  // One check at a time: a slow one is not overtaken by the next tick.
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    check()
      .catch((error: unknown) =>
        log.warn(`Release watch: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => {
        busy = false;
      });
  }, settings.checkMs);
  timer.unref();
  return { check, close: () => clearInterval(timer) };
}
