// Before every route under /owner (@fastify/autoload applies this file to the routes beside
// it): who is signed in, the Origin check on every POST, and one log line per refusal.
import type { FastifyPluginAsync } from 'fastify';
import '../context';
import { sameOriginOnly } from '../security/origin-check';
import { readSessions } from '../sessions/session';

const hooks: FastifyPluginAsync = async (scope) => {
  const { config, sessions } = scope.ownerConsole;
  readSessions(scope, sessions);
  scope.addHook('preHandler', sameOriginOnly(config.publicOrigin));
  // Every refusal leaves one line: the route and the status (the reason, where known, is
  // logged where it was decided); never a body, cookie or query string.
  scope.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400) {
      request.log.warn({ route: request.routeOptions.url, status: reply.statusCode }, 'refusal');
    }
  });
};

export default hooks;
