// The composed production site as a Fastify app (serve.ts starts it): the shell at `/`,
// each remote under `/remotes/<name>/`, the redirect table, page HTML (rendered on the
// server, or by one pluggable page source), cache and security headers. This file only
// composes: the live site is wired once (site.ts), and each concern is a plugin of its own
// (plugins/): security headers (helmet), the request guard, errors, the fixed endpoints,
// files and pages; browser reports (browser-reports.ts) and the render limit
// (render-limit.ts) are Fastify's too.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { browserReports } from './browser-reports.ts';
import { keepFallbackSite } from './fallback-site.ts';
import { startMetricsListener } from './metrics-listener.ts';
import type { PageSource } from './page-sources.ts';
import { endpointsPlugin } from './plugins/endpoints.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { filesPlugin } from './plugins/files.ts';
import { guardPlugin, originForm } from './plugins/guard.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { securityPlugin } from './plugins/security.ts';
import { createReadiness, warmUpPaths } from './readiness.ts';
import { renderLimit } from './render-limit.ts';
import { poolSize } from './render-pool.ts';
import { sendText } from './replies.ts';
import { exitGracefully } from './shutdown.ts';
import { openSite } from './site.ts';
import { siteStatus } from './site-status.ts';

export type { Page, PageRequest, PageSource } from './page-sources.ts';

/** How long a client (or the page source) may take; nothing waits forever. */
export const TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  renderMs: 5_000,
  shutdownMs: 10_000,
};

export type AppOptions = {
  env?: NodeJS.ProcessEnv;
  /** Where page HTML comes from instead of the server's own renders (tests, say). */
  pageSource?: PageSource;
  /** A pino logger (or one like it); by default Fastify's, at LOG_LEVEL (info). */
  log?: FastifyBaseLogger;
  timeouts?: Partial<typeof TIMEOUTS>;
};

/** The proxies whose X-Forwarded-For and X-Forwarded-Proto the server believes. */
export const trustedProxies = (env: NodeJS.ProcessEnv) =>
  env.TRUST_PROXY?.trim() === 'none'
    ? false
    : (env.TRUST_PROXY ?? 'loopback, linklocal, uniquelocal');

/** The site as a Fastify app (not yet listening). */
export function createApp({ env = process.env, pageSource, log, timeouts = {} }: AppOptions = {}) {
  const limits = { ...TIMEOUTS, ...timeouts };
  const app = Fastify({
    ...(log ? { loggerInstance: log } : { logger: { level: env.LOG_LEVEL ?? 'info' } }),
    // One record per problem, not two per request: a request's records carry its id
    // (X-Request-Id when a proxy in front gave one).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    // Node checks the header and request deadlines on this interval (30 s by default).
    http: {
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersMs),
    },
    // A client is the address that reached the proxy in front (nginx on this machine, an
    // ingress in the cluster): it tells clients apart for the render limit, and its
    // X-Forwarded-Proto is request.protocol (HSTS and Secure cookies over HTTPS only).
    // Only these proxies are believed: by default loopback and private networks;
    // TRUST_PROXY names others (proxy-addr's syntax), `none` believes no header.
    trustProxy: trustedProxies(env),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    rewriteUrl: (request) => originForm(request.url ?? '/'),
    // Requests the router rejects before any hook runs (malformed %-escapes, say).
    frameworkErrors: (_error, _request, reply) =>
      sendText(reply.headers(site.security.headers()), 400, 'Bad request'),
  });
  const site = openSite({ env, log: app.log, pageSource });
  // FALLBACK_SITE: the prerendered copy a proxy answers from while Node fails, remade in
  // a child process after every release, rollback and notices change (fallback-site.ts).
  const fallback = env.FALLBACK_SITE
    ? keepFallbackSite({
        dir: env.FALLBACK_SITE,
        env,
        log: app.log,
        liveKey: async () =>
          `${site.shellDist()} ${site.composition.current().stamp} ${(await site.notices?.current())?.version}`,
      })
    : undefined;
  const readiness = createReadiness({ log: app.log });

  const renderAllowed = renderLimit(app, env);
  // What browsers saw (POST /_report) and the server's own figures (METRICS_PORT).
  browserReports(app, {
    env,
    observer: site.observer,
    routes: site.siteInfo.canonicalPaths,
    ownerOf: (route) =>
      Object.entries(site.composition.current().described).find(([, described]) =>
        described.pages.pages.includes(route),
      )?.[0],
  });
  app.addHook('onResponse', async (_request, reply) => site.observer.responded(reply.statusCode));
  // Static files come with their own .br/.gz from the build; only HTML is compressed here.
  app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
  app.register(securityPlugin, { site });
  app.register(guardPlugin, { site });
  app.register(errorsPlugin);
  app.register(filesPlugin, { site });
  app.register(endpointsPlugin, { site, readiness });
  app.register(pagesPlugin, { site, env, renderTimeoutMs: limits.renderMs, renderAllowed });

  let metricsServer: Server | undefined;
  // Ready (/readyz) once listening and, when this server renders pages, warmed.
  app.addHook('onListen', async () => {
    const status = () =>
      siteStatus({ env, observer: site.observer, composition: site.composition.current });
    // The figures are never worth the site: a port in use is one log line.
    metricsServer = await startMetricsListener({
      env,
      observer: site.observer,
      status,
      log: app.log,
    }).catch((error: Error) => {
      app.log.warn(`Metrics listener not started: ${error.message}`);
      return undefined;
    });
    if (!site.rendersPages) return readiness.markReady();
    const paths = warmUpPaths(site.composition.current);
    readiness.warmUp(app, { paths, rounds: poolSize(env) }).catch((error: Error) => {
      app.log.warn(`Warming the render pool failed (${error.message}); ready all the same`);
      readiness.markReady('warm-up failed');
    });
  });
  app.addHook('preClose', async () => readiness.markClosing());
  app.addHook('onClose', async () => {
    await fallback?.close();
    metricsServer?.close();
    await site.close();
  });
  return app;
}

/**
 * Starts the site on `port` (0: any free port); resolves to the listening http.Server.
 * `exitOnSignals`: the process stops cleanly on SIGTERM or SIGINT (shutdown.ts).
 */
export async function startServer({
  port = Number(process.env.PORT ?? 8080),
  host = process.env.HOST ?? '::',
  exitOnSignals = false,
  ...options
}: AppOptions & { port?: number; host?: string; exitOnSignals?: boolean } = {}): Promise<Server> {
  const app = createApp(options);
  if (exitOnSignals) {
    exitGracefully(app, { delayMs: (options.timeouts?.shutdownMs ?? TIMEOUTS.shutdownMs) - 500 });
  }
  await app.listen({ port, host });
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error(`The server is not listening on a TCP port (${address})`);
  }
  app.log.info(`Pharmacy site: http://localhost:${address.port}`);
  return app.server;
}
