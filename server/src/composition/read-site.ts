// The site as it is now, read once with the parts the live site (serving/live-site.ts)
// watches: for the prerender (with each remote's server build) and the release gate (what
// is live).
import type { Config } from '../config.ts';
import { sitePaths } from '../paths.ts';
import { createSiteInfo, readSiteJson, remoteFileReader, type SiteJson } from './catalogue.ts';
import { readShell } from './live-shell.ts';
import { readComposition } from './remotes-config.ts';

/** site.json of no shell (a release folder with no shell release yet). */
const NO_SITE: SiteJson = { origin: '', redirects: {}, frameOrigins: [], shellPages: [] };

/**
 * The site as it is now, read once with the same parts as `openSite` and no watch: for
 * the prerender (with each remote's server build) and the release gate (what is live).
 * `requireShell` throws, saying what to run, when there is no shell release.
 */
export async function readSite({
  config,
  remotesFile,
  serverBuilds = false,
  requireShell = false,
}: {
  config: Config;
  /** remotes.json elsewhere than in the shell's folder (the release folder's own). */
  remotesFile?: string;
  serverBuilds?: boolean;
  requireShell?: boolean;
}) {
  const paths = sitePaths(config.paths);
  const { shell } = readShell(paths.shellDist);
  if (!shell && requireShell) readSiteJson(paths.shellDist);
  const files = remoteFileReader({
    remoteDir: paths.remoteDir,
    fetchTimeoutMs: config.render.budget.remotesMs,
  });
  const composition = await readComposition({
    file: remotesFile ?? paths.remotesFile,
    remotesRoot: paths.remotesRoot,
    read: files.read,
    serverBuild: serverBuilds ? files.serverBuild : undefined,
    shellSlots: shell?.site.shellSlots ?? {},
    log: { warn: () => {} },
  });
  const siteInfo = createSiteInfo({
    shellDist: () => shell?.dir ?? paths.shellDist,
    composition: () => composition,
    site: () => shell?.site ?? NO_SITE,
  });
  return { shell, remoteDir: paths.remoteDir, composition, siteInfo };
}
