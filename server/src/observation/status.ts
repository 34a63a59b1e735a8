// What `pnpm status` prints, as JSON (GET /status.json on the metrics listener): per live
// section, its live version and since when, the version before it, the figures of both
// (read from its metrics: version-figures.ts), what changed between them and the watch of
// its last release.
import { join } from 'node:path';
import { readJson } from '../files.ts';
import { releaseLayout } from '../releases/layout.ts';
import { readWatches } from '../releases/watch.ts';
import type { Observer } from './metrics.ts';

/** The fields read here of a release's JSON files (pages.json, version.json, its stamp). */
type ReleaseFile = { pages?: unknown; commit?: string; releasedAt?: string };

/** A release's JSON file, or undefined when it is missing or being written. */
function readReleaseFile(file: string): ReleaseFile | undefined {
  try {
    return readJson(file, undefined) as ReleaseFile | undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pages of a release (its pages.json), English paths.
 */
const pagesOf = (dir: string): string[] => {
  const pages = readReleaseFile(join(dir, 'pages.json'))?.pages;
  return Array.isArray(pages) ? pages.filter((page) => typeof page === 'string') : [];
};

/**
 * What changed from one release of a remote to the next, in a few plain sentences.
 */
function changes(root: string, name: string, from: string, to: string) {
  const { versionDir } = releaseLayout(root);
  const [before, after] = [from, to].map((version) =>
    readReleaseFile(join(versionDir(name, version), 'version.json')),
  );
  const lines = [];
  if (before?.commit && after?.commit && before.commit !== after.commit) {
    lines.push(`built from commit ${after.commit} (before: ${before.commit})`);
  }
  const [oldPages, newPages] = [from, to].map((version) => pagesOf(versionDir(name, version)));
  const added = newPages.filter((page) => !oldPages.includes(page));
  const removed = oldPages.filter((page) => !newPages.includes(page));
  if (added.length > 0) lines.push(`adds ${added.join(', ')}`);
  if (removed.length > 0) lines.push(`removes ${removed.join(', ')}`);
  if (lines.length === 0) lines.push('same pages; a changed build');
  return lines;
}

export async function siteStatus({
  root,
  observer,
  composition,
}: {
  /** The release folder. */
  root: string;
  observer: Observer;
  composition: () => { remotes: Record<string, unknown> };
}) {
  const layout = releaseLayout(root);
  const watches = readWatches(root);
  const sections = Object.keys(composition().remotes).map(async (name) => {
    const live = observer.liveVersion(name);
    const history = readReleaseFile(layout.historyFile(name)) as unknown;
    const released = Array.isArray(history) ? history : [];
    const index = released.indexOf(live);
    const watch = watches[name];
    // Just rolled back: the version before the live one is the one that went.
    const previous =
      watch?.outcome?.kind === 'rolled back' && watch.previous === live
        ? watch.version
        : index > 0
          ? released[index - 1]
          : undefined;
    const stamp = readReleaseFile(join(layout.versionDir(name, live), 'version.json'));
    const figures = async (version: string) =>
      (await observer.summary(name, version)) ?? {
        version,
        views: 0,
        errors: 0,
        errorsPerThousand: null,
        sources: 0,
        erroringSources: 0,
        erroringSourcesInAMinute: 0,
        renders: 0,
        renderFailures: 0,
        lcpP75: null,
        inpP75: null,
        renderP95: null,
        minutes: [],
      };
    return {
      name,
      live: {
        ...(await figures(live)),
        since: stamp?.releasedAt ?? (await observer.summary(name, live))?.firstSeen ?? null,
      },
      previous: previous ? await figures(previous) : null,
      changes: previous ? changes(root, name, previous, live) : [],
      watch: watch ?? null,
    };
  });
  return { at: new Date().toISOString(), sections: await Promise.all(sections) };
}
