// The owner console's Fastify app, everything under /owner: security headers on every
// answer, signed cookies, form bodies, sessions, CSRF tokens bound to the session, the
// Origin check on every POST, rate-limited passkey sign-in, and the console's routes.
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { OWNER_BODY_LIMIT } from 'shared-content/owner-console';
import { passkeyRoutes } from './auth/passkey-routes';
import type { OwnerConfig } from './config';
import { noticesDesk } from './notices/publishing';
import { consoleRoutes } from './routes/console-routes';
import { publicRoutes } from './routes/public-routes';
import { securityHeaders } from './security/headers';
import { sameOriginOnly } from './security/origin-check';
import { consoleCookie, csrfUserInfo, readSessions } from './sessions/session';
import { auditTrail } from './store/audit';
import { cookieSecretOf, type OwnerDatabase } from './store/database';
import { ownerStore } from './store/owners';
import { sessionStore } from './store/sessions';

/** Requests are logged by method and path only: no query string, cookie or body. */
const logSerializers = {
  req: (request: { method: string; url: string }) => ({
    method: request.method,
    path: request.url.split('?')[0],
  }),
};

export async function buildApp(
  config: OwnerConfig,
  db: OwnerDatabase,
  {
    logger = true,
    now = () => new Date(),
  }: { logger?: FastifyServerOptions['logger']; now?: () => Date } = {},
) {
  const app = Fastify({
    logger: logger === true ? { serializers: logSerializers } : logger,
    trustProxy: config.trustProxy,
    // The public site forwarding /owner answers 413 above the same limit (server/src/routes/owner.ts).
    bodyLimit: OWNER_BODY_LIMIT,
  });
  const secret = cookieSecretOf(db, config.cookieSecret);
  const clock = () => now().getTime();
  const owners = ownerStore(db, clock);
  const sessions = sessionStore(db, config.sessionLimits, clock);
  const audit = auditTrail(db, clock);
  const desk = noticesDesk({ file: config.noticesFile, audit, now });

  await securityHeaders(app);
  await app.register(cookie, { secret });
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'owner_csrf',
    cookieOpts: consoleCookie,
    getUserInfo: csrfUserInfo,
    csrfOpts: { hmacKey: secret },
  });

  app.get('/', async (_request, reply) => reply.redirect('/owner/', 303));
  await app.register(
    async (scope) => {
      readSessions(scope, sessions);
      scope.addHook('preHandler', sameOriginOnly(config.publicOrigin));
      // Every refusal leaves one line: the route and the status (the reason, where known,
      // is logged where it was decided); never a body, cookie or query string.
      scope.addHook('onResponse', async (request, reply) => {
        if (reply.statusCode >= 400) {
          request.log.warn(
            { route: request.routeOptions.url, status: reply.statusCode },
            'refusal',
          );
        }
      });
      publicRoutes(scope);
      passkeyRoutes(scope, { config, owners, sessions });
      consoleRoutes(scope, { desk, audit, sessions, noticesFile: config.noticesFile, now });
    },
    { prefix: '/owner' },
  );
  // Ended sessions are deleted at start and every hour (and whenever someone signs in).
  sessions.sweep();
  const sweeper = setInterval(sessions.sweep, 3_600_000).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    db.close();
  });
  return app;
}
