// Ready (/readyz) once listening and, when this server renders pages, once its render
// workers are warm (serving/readiness.ts); not ready from the moment it starts closing.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContext } from '../serving/context.ts';
import { warmUpPaths } from '../serving/readiness.ts';

const readinessHooks: FastifyPluginAsync<SiteContext> = async (
  app,
  { site, config, readiness },
) => {
  app.addHook('onListen', async () => {
    if (!site.rendersPages) return readiness.markReady();
    const paths = warmUpPaths(site.composition.current);
    readiness.warmUp(app, { paths, rounds: config.render.workers }).catch((error: Error) => {
      app.log.warn(`Warming the render pool failed (${error.message}); ready all the same`);
      readiness.markReady('warm-up failed');
    });
  });
  app.addHook('preClose', async () => readiness.markClosing());
};

export default fp(readinessHooks, { name: 'readiness' });
