// The live site as the server process holds it, wired once (app.ts serves it; the
// prerender, static-site.ts, reads the same parts once): the live shell release and its
// server build, the one snapshot of the live composition, the owner's notices, the
// site's pages and versions, the server's figures, the release watch and the pages.

import { createSiteInfo, remoteFileReader } from '../composition/catalogue.ts';
import { type ShellRelease, watchShell } from '../composition/live-shell.ts';
import { type LiveNotices, watchNoticesFile } from '../composition/notices-file.ts';
import { type Composition, watchComposition } from '../composition/remotes-config.ts';
import type { Config } from '../config.ts';
import type { Log } from '../log.ts';
import { createObserver, problemLog } from '../observation/metrics.ts';
import { sitePaths } from '../paths.ts';
import { watchReleases } from '../releases/watch.ts';
import type { PageSource } from '../rendering/page.ts';
import { indexPage, sitePages } from '../rendering/renderer.ts';
import { serverBuildOf } from '../rendering/shell-build.ts';
import { serverRenderedPages } from '../rendering/shell-renderers.ts';
import { securityPolicy } from './headers.ts';

/**
 * The owner's notices, read again when they change and checked with the server build's
 * reader; none without a server build (pages are then rendered in the browser, which
 * reads `/notices.json` itself).
 */
export function serverNotices(
  shellDist: string,
  file: string,
  log: Pick<Log, 'warn' | 'info'>,
  watchChanges = true,
  onChange?: (live: LiveNotices) => void,
) {
  const build = serverBuildOf(shellDist);
  if (!build) return undefined;
  const { readNotices, noNotices } = build;
  return watchNoticesFile({
    file,
    readNotices,
    noNotices,
    watchChanges,
    onChange,
    log: { warn: (line) => log.warn(line), info: (line) => log.info(line) },
  });
}

/**
 * Opens the live site in the release folder (or SHELL_DIST and REMOTES_ROOT). `pageSource`
 * replaces the server's own renderer (tests, or another renderer).
 */
export function openSite({
  config,
  log,
  pageSource,
}: {
  config: Config;
  log: Log;
  pageSource?: PageSource;
}) {
  const { shellDist: shellFolder, remoteDir, remotesRoot, remotesFile } = sitePaths(config.paths);
  let rendered: ReturnType<typeof serverRenderedPages> | undefined;
  const textLog = {
    info: (line: string) => log.info(line),
    warn: (line: string) => log.warn(line),
  };
  const liveShell = watchShell({
    folder: shellFolder,
    log: textLog,
    onChange: async (next) => {
      await rendered?.use(next);
      now.shell = next;
      security.update(policySources());
      // The new shell may declare other slots.
      void composition.refresh();
    },
  });
  /**
   * The live site now, one plain record that its watchers keep current: what a request
   * reads (the guard, the CSP, the renderer) runs no watcher's code. `ready`: the
   * composition and the notices have been read once.
   */
  const now: {
    shell: ShellRelease;
    composition: Composition;
    notices?: LiveNotices;
    ready: Promise<unknown>;
  } = {
    shell: liveShell.current(),
    composition: { remotes: {}, described: {}, stamp: 0 },
    ready: Promise.resolve(),
  };
  const shellDist = () => now.shell.dir;
  const site = () => now.shell.site;
  const policySources = () => ({
    remoteUrls: Object.values(now.composition.remotes).map((entry) => entry.manifest),
    frameOrigins: now.shell.site.frameOrigins,
  });
  /** The CSP and security headers of the live composition, made again when it changes. */
  const security = securityPolicy(policySources());
  const files = remoteFileReader({ remoteDir, fetchTimeoutMs: config.render.budget.remotesMs });
  const composition = watchComposition({
    file: remotesFile,
    remotesRoot,
    read: files.read,
    serverBuild: files.serverBuild,
    shellSlots: () => site().shellSlots ?? {},
    log: textLog,
    onChange: (snapshot) => {
      now.composition = snapshot;
      security.update(policySources());
    },
    localFolder: (name, url) => {
      try {
        return files.folderOf(name, url);
      } catch {
        return undefined;
      }
    },
  });
  const siteInfo = createSiteInfo({ shellDist, site, composition: composition.current });
  const observer = createObserver({ live: now });
  // Serving a release folder: its releases are watched, and a bad one rolled back.
  const releaseWatch = config.paths.servesReleases
    ? watchReleases({
        root: config.paths.releaseRoot,
        settings: config.releaseWatch,
        observer,
        log: textLog,
      })
    : undefined;
  const { noticesFile } = config.paths;
  const notices = serverNotices(shellDist(), noticesFile, log, true, (live) => {
    now.notices = live;
  });
  now.ready = Promise.all([composition.ready, notices?.current()]);
  rendered =
    pageSource || !notices
      ? undefined
      : serverRenderedPages({
          shell: liveShell.current(),
          live: now,
          log,
          observer,
          problems: problemLog({ log }),
          render: config.render,
          reportSample: config.reports.sample,
        });
  return {
    shellDist,
    site,
    remoteDir,
    composition,
    siteInfo,
    observer,
    noticesFile,
    notices,
    /**
     * The site's pages, in one call (rendering/renderer.ts): from the given source, the
     * server build's renders, or without either the shell's index.html.
     */
    pages: sitePages(pageSource ? { source: pageSource } : (rendered?.live ?? {}), {
      deadlineMs: config.render.budget.pageMs,
      indexPage: indexPage(shellDist),
    }),
    /** Whether this server renders pages itself (then it warms its render pool). */
    rendersPages: !pageSource && rendered !== undefined,
    /** The live shell, composition and notices, as a request reads them. */
    live: now,
    /** The CSP and security headers of the live composition. */
    security,
    async close() {
      composition.close();
      liveShell.close();
      notices?.close();
      releaseWatch?.close();
      observer.close();
      await rendered?.close();
    },
  };
}

export type Site = ReturnType<typeof openSite>;
