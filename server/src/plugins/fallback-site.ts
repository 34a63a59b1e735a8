// The prerendered copy a proxy answers from while Node fails (FALLBACK_SITE, by default
// `fallback` in the release folder), remade in a child process after every release,
// rollback and notices change (serving/fallback-site.ts).
import { realpathSync, statSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sitePaths } from '../paths.ts';
import type { SiteContext } from '../serving/context.ts';
import { type FallbackSite, keepFallbackSite } from '../serving/fallback-site.ts';

/** Where a path leads now (a release is a link switched to a new folder); itself if missing. */
const realOr = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

const fallbackSite: FastifyPluginAsync<SiteContext> = async (app, { site, config, env }) => {
  const dir = config.paths.fallbackSite;
  if (!dir) return;
  const { remoteDir } = sitePaths(config.paths);
  let kept: FallbackSite | undefined;
  app.addHook('onListen', async () => {
    // A folder it may not write (a read-only volume) costs the copy, never the site.
    try {
      kept = keepFallback();
    } catch (error) {
      app.log.warn(`Fallback site not kept in ${dir}: ${(error as Error).message}`);
    }
  });
  const keepFallback = () =>
    keepFallbackSite({
      dir,
      env,
      log: app.log,
      // What the site is made of, by content (the same after a restart): the shell's and
      // each remote's release folders, the composition, the notices file's version on disk.
      liveKey: async () => {
        const { remotes } = site.composition.current();
        let notices = 'none';
        try {
          const { mtimeMs, size } = statSync(config.paths.noticesFile);
          notices = `${mtimeMs}:${size}`;
        } catch {
          // No notices published.
        }
        return JSON.stringify([
          realOr(site.shellDist()),
          remotes,
          Object.keys(remotes).map((name) => realOr(remoteDir(name))),
          notices,
        ]);
      },
    });
  app.addHook('onClose', async () => {
    await kept?.close();
  });
};

export default fp(fallbackSite, { name: 'fallback-site' });
