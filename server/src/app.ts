// The composed production site as a Fastify app (commands/serve.ts starts it): the shell
// at `/`, each remote under `/remotes/<name>/`, the redirect table, page HTML (rendered on
// the server, or by one pluggable page source), cache and security headers. This file
// only composes, as Fastify's own examples do: the configuration is checked once
// (config.ts), the live site is opened once (serving/live-site.ts), and
// @fastify/autoload registers every plugin of plugins/ (security headers, the request
// guard and errors, compression, rate limits, observation, readiness), then every route of
// routes/ (the fixed endpoints, files, browser reports, pages), each given the same
// context (serving/context.ts).
import type { Server } from 'node:http';
import { join } from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import Fastify, { type FastifyBaseLogger, type FastifyPluginAsync, LogController } from 'fastify';
import { readConfig } from './config.ts';
import { consoleHeadersFor, inOriginForm, newRequestId } from './plugins/guard.ts';
import type { PageSource } from './rendering/page.ts';
import type { SiteContext } from './serving/context.ts';
import { openSite } from './serving/live-site.ts';

export type { PageSource } from './rendering/page.ts';

import { createReadiness } from './serving/readiness.ts';
import { sendText } from './serving/replies.ts';
import { exitGracefully } from './serving/shutdown.ts';

/** How long a client may take; nothing waits forever (a page's own deadline: config.ts). */
export const TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  shutdownMs: 10_000,
};

export type AppOptions = {
  /** The environment the configuration is read from (config.ts); process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** Where page HTML comes from instead of the server's own renders (tests, say): asked
   * within the page deadline, with the client's render limit (rendering/page.ts). */
  pageSource?: PageSource;
  /** A pino logger (or one like it); by default Fastify's, at LOG_LEVEL (info). */
  log?: FastifyBaseLogger;
  timeouts?: Partial<typeof TIMEOUTS>;
  /** More plugins, given the same context as plugins/ (`pnpm dev`'s reloads: dev/reload.ts). */
  plugins?: FastifyPluginAsync<SiteContext>[];
};

/** The site as a Fastify app (not yet listening); throws a ConfigError for a bad setting. */
export function createApp({
  env = process.env,
  pageSource,
  log,
  timeouts = {},
  plugins = [],
}: AppOptions = {}) {
  const config = readConfig(env);
  const limits = { ...TIMEOUTS, ...timeouts };
  const app = Fastify({
    ...(log ? { loggerInstance: log } : { logger: { level: config.logLevel } }),
    // One record per problem, not two per request: a request's records carry its id
    // (X-Request-Id when a proxy in front gave one).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: newRequestId,
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    // Node checks the header and request deadlines on this interval (30 s by default).
    http: {
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersMs),
    },
    // A client is the address that reached the proxy in front (nginx on this machine, an
    // ingress in the cluster): it tells clients apart for the rate limits.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    rewriteUrl: inOriginForm,
    // Requests the router rejects before any hook runs (malformed %-escapes, say).
    frameworkErrors: (_error, request, reply) =>
      sendText(
        reply.headers(site.security.headers),
        400,
        'Bad request',
        consoleHeadersFor(request.raw.url),
      ),
  });
  const site = openSite({ config, log: app.log, pageSource });
  const context: SiteContext = {
    site,
    config,
    readiness: createReadiness({ log: app.log }),
    env,
  };
  // (A route's tests sit beside it; run from the sources, they are no plugin.)
  const autoload = { options: context, ignorePattern: /\.test\.ts$/ };
  app.register(fastifyAutoload, { dir: join(import.meta.dirname, 'plugins'), ...autoload });
  app.register(fastifyAutoload, { dir: join(import.meta.dirname, 'routes'), ...autoload });
  for (const plugin of plugins) app.register(plugin, context);
  app.addHook('onClose', async () => {
    await site.close();
  });
  return app;
}

/**
 * Starts the site on `port` (0: any free port); resolves to the listening http.Server.
 * `exitOnSignals`: the process stops cleanly on SIGTERM or SIGINT (shutdown.ts).
 */
export async function startServer({
  port,
  host,
  exitOnSignals = false,
  ...options
}: AppOptions & { port?: number; host?: string; exitOnSignals?: boolean } = {}): Promise<Server> {
  const app = createApp(options);
  const config = readConfig(options.env);
  if (exitOnSignals) {
    exitGracefully(app, { delayMs: (options.timeouts?.shutdownMs ?? TIMEOUTS.shutdownMs) - 500 });
  }
  await app.listen({ port: port ?? config.port, host: host ?? config.host });
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error(`The server is not listening on a TCP port (${address})`);
  }
  app.log.info(`Pharmacy site: http://localhost:${address.port}`);
  return app.server;
}
