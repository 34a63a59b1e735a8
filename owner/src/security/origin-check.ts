// Every change is a POST from the console's own pages: its Origin header must be the
// configured public origin (a browser always sends it on a POST), and its CSRF token
// must match the session's. A refusal is logged with the route and the reason only.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A preHandler refusing a POST whose Origin is not `publicOrigin` (403). */
export const sameOriginOnly =
  (publicOrigin: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    if (request.headers.origin === publicOrigin) return;
    request.log.warn(
      { route: request.routeOptions.url, origin: request.headers.origin ?? 'none' },
      'refused: foreign or missing Origin',
    );
    return reply.code(403).send({ error: 'This request did not come from the console.' });
  };
