// Per-client limits (@fastify/rate-limit, the Fastify team's), none global: the routes
// that limit ask `app.createRateLimit` themselves (a page's render, a browser report).
// Clients are told apart by request.ip (behind a proxy, the X-Forwarded-For address that
// TRUST_PROXY allows).
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const rateLimit: FastifyPluginAsync = async (app) => {
  await app.register(fastifyRateLimit, { global: false });
};

export default fp(rateLimit, { name: 'rate-limit' });
