// Each shell release's renderer (renderer.ts), as the live site holds it: a release is
// taken up here, its renderer (and render workers) made and checked before it replaces the
// last one, which finishes the renders it has started. A request reads the renderer in use
// from a plain record (`live.source`), running none of this module's code.
import type { ShellRelease } from '../composition/live-shell.ts';
import type { Log } from '../log.ts';
import type { LiveInputs, PageSource, RenderSettings } from './page.ts';
import type { Problems } from './pool.ts';
import { createPageRenderer } from './renderer.ts';
import { hasServerBuild } from './shell-build.ts';
import type { RenderObserver } from './supervision.ts';

/** Pages rendered on the server by the live shell's server build. */
export function serverRenderedPages({
  shell,
  live: inputs,
  log,
  observer,
  problems,
  render: settings,
  reportSample,
}: {
  shell: ShellRelease;
  live: LiveInputs;
  log: Log;
  observer: RenderObserver;
  problems: Problems;
  render: RenderSettings;
  reportSample: number;
}) {
  const rendererFor = (shellDist: string) =>
    createPageRenderer({
      shellDist,
      live: inputs,
      log,
      observer,
      problems,
      settings,
      reportSample,
    });
  let renderer = rendererFor(shell.dir);
  /** The page source in use, replaced with each release. */
  const live: { source: PageSource } = { source: renderer.source };
  return {
    live,
    /** Takes up a new shell release (throws, keeping the old one, when it cannot be used). */
    use: async (next: ShellRelease) => {
      if (!hasServerBuild(next.dir)) {
        throw new Error(`${next.dir} has no server build (server/index.js)`);
      }
      // Throws when the new shell's server build cannot be loaded: the old one stays.
      const fresh = rendererFor(next.dir);
      const previous = renderer;
      renderer = fresh;
      live.source = fresh.source;
      // Renders already started (or queued for a worker) on the old shell finish there:
      // closing its pool first would fail them with 503 in the middle of a release.
      await previous.finished();
      await previous.close();
    },
    close: () => renderer.close(),
  };
}
