// The security headers of every answer (onRequest hooks for the whole app, before the
// guard's, so that its 301, 302, 400, 404 and 405 carry them too, and its errors keep
// them): helmet's, through @fastify/helmet with the options of serving/headers.ts, and
// beside them Permissions-Policy, which helmet does not set, and the CSP of the live
// composition (remotes.json may name a new origin without a restart), made when the
// composition changes and read here as it is (composition/live-site.ts).
//
// Over HTTPS only (request.protocol: the connection's, or X-Forwarded-Proto from a proxy
// TRUST_PROXY trusts): Strict-Transport-Security, and the Secure attribute on every cookie
// any part of the site sets.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContext } from '../serving/context.ts';
import {
  helmetOptions,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../serving/headers.ts';

const security: FastifyPluginAsync<SiteContext> = async (app, { site }) => {
  // The first snapshot of the composition is made before the CSP is read from it.
  app.addHook('onRequest', async () => {
    await site.composition.ready;
  });
  await app.register(fastifyHelmet, helmetOptions(false));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', site.security.csp);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.headers(STRICT_TRANSPORT_SECURITY);
  });
  app.addHook('onSend', async (request, reply) => {
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined || request.protocol !== 'https') return;
    // Fastify adds to Set-Cookie rather than replacing it: out first, then back, Secure.
    reply.removeHeader('set-cookie');
    reply.header('set-cookie', [cookies].flat().map(String).map(secureCookie));
  });
};

/** A Set-Cookie value with the Secure attribute (added once). */
export const secureCookie = (cookie: string) =>
  /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;

export default fp(security, { name: 'security' });
