// The security headers of every answer (onRequest hooks for the whole app, before the
// guard's, so that its 301, 302, 400, 404 and 405 carry them too; the errors plugin's
// 404, 500 and 503 keep them): helmet's, through @fastify/helmet with the options of
// headers.ts, and Permissions-Policy, which helmet does not set, beside them. The CSP
// follows the live composition: helmet asks for the directives of the moment per response
// (remotes.json may name a new origin without a restart).
import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContext } from '../serving/context.ts';
import { helmetOptions, PERMISSIONS_POLICY } from '../serving/headers.ts';

const security: FastifyPluginAsync<SiteContext> = async (app, { site }) => {
  // The first snapshot of the composition is made before the CSP is read from it.
  app.addHook('onRequest', async () => {
    await site.composition.ready;
  });
  await app.register(fastifyHelmet, helmetOptions(site.security.directives));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
};

export default fp(security, { name: 'security' });
