// The owner console's Fastify app, everything under /owner. @fastify/autoload registers
// every plugin of plugins/ (security headers on every answer; signed cookies, form bodies,
// rate limits, CSRF tokens bound to the session), then every route of routes/ under
// /owner (the sign-in and enrolment pages, passkeys, the console), after the hooks of
// routes/autohooks.ts (sessions, the Origin check on every POST, a line per refusal), as
// the site's server does (server/src/app.ts). Each is given the same context (context.ts).
import { join } from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { OWNER_BODY_LIMIT } from 'shared-content/owner-console';
import type { OwnerConfig } from './config';
import type { ConsoleContext } from './context';
import { noticesDesk } from './notices/publishing';
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
  const clock = () => now().getTime();
  const sessions = sessionStore(db, config.sessionLimits, clock);
  const audit = auditTrail(db, clock);
  const context: ConsoleContext = {
    config,
    secret: cookieSecretOf(db, config.cookieSecret),
    owners: ownerStore(db, clock),
    sessions,
    audit,
    desk: noticesDesk({ file: config.noticesFile, audit, now }),
    noticesFile: config.noticesFile,
    now,
  };

  app.decorate('ownerConsole', context);
  // From src/ (tests) or from the build (dist/plugins, dist/routes: owner/build.mjs).
  const autoload = {
    options: context,
    // The route pages are .tsx, which autoload's own pattern leaves out.
    scriptPattern: /\.(?:tsx?|js)$/,
    ignorePattern: /\.test(ing)?\.tsx?$/,
  };
  await app.register(fastifyAutoload, { dir: join(import.meta.dirname, 'plugins'), ...autoload });
  app.get('/', async (_request, reply) => reply.redirect('/owner/', 303));
  await app.register(fastifyAutoload, {
    dir: join(import.meta.dirname, 'routes'),
    ...autoload,
    options: { ...context, prefix: '/owner' },
    autoHooks: true,
    cascadeHooks: true,
  });
  // Ended sessions are deleted at start and every hour (and whenever someone signs in).
  sessions.sweep();
  const sweeper = setInterval(sessions.sweep, 3_600_000).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    db.close();
  });
  return app;
}
