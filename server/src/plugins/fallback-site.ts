// FALLBACK_SITE: the prerendered copy a proxy answers from while Node fails, remade in a
// child process after every release, rollback and notices change (hosting/fallback-site.ts).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type FallbackSite, keepFallbackSite } from '../hosting/fallback-site.ts';
import type { SiteContext } from '../serving/context.ts';

const fallbackSite: FastifyPluginAsync<SiteContext> = async (app, { site, config, env }) => {
  const dir = config.paths.fallbackSite;
  if (!dir) return;
  let kept: FallbackSite | undefined;
  app.addHook('onListen', async () => {
    kept = keepFallbackSite({
      dir,
      env,
      log: app.log,
      liveKey: async () =>
        `${site.shellDist()} ${site.composition.current().stamp} ${(await site.notices?.current())?.version}`,
    });
  });
  app.addHook('onClose', async () => {
    await kept?.close();
  });
};

export default fp(fallbackSite, { name: 'fallback-site' });
