// The composed production site as a Fastify app (serve.ts starts it): the shell at `/`,
// each remote under `/remotes/<name>/`, the redirect table, page HTML (rendered on the
// server by `ssr.ts`, or one pluggable renderer), cache and security headers.
//
// Built on Fastify with @fastify/static (files: Range, ETag, precompressed .br/.gz,
// streams closed on abort and on error) and @fastify/compress (HTML only): maintained
// libraries whose stream handling is tested far beyond what a hand-written server gets.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join } from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { withoutLocale } from 'shared-content/locale';
import { normalizePath } from 'shared-content/paths';
import { browserReports, REPORT_PATH, reportSettings } from './browser-reports.ts';
import { hashedAssetCache } from './hashed-assets.ts';
import { cacheControl, HEALTH_PATH, IMMUTABLE, securityHeaders } from './headers.ts';
import type { ShellRelease } from './live-shell.ts';
import { watchShell } from './live-shell.ts';
import { startMetricsListener } from './metrics-listener.ts';
import { noticesFilePath, watchNoticesFile } from './notices-file.ts';
import type { Observer } from './observe.ts';
import { createObserver } from './observe.ts';
import { clientHasPage, pageCachingHeaders, pageEtag } from './page-caching.ts';
import { createReadiness, READY_PATH, warmUpPaths } from './readiness.ts';
import { watchReleases } from './release-watch.ts';
import type { Composition, RemotesConfig } from './remotes-config.ts';
import { watchComposition } from './remotes-config.ts';
import type { RenderAllowance } from './render-limit.ts';
import { renderLimit, tooManyRendersPage } from './render-limit.ts';
import { poolSize } from './render-pool.ts';
import { serverBuildOf } from './server-build.ts';
import type { SiteInfo } from './site-info.ts';
import { createSiteInfo, remoteFileReader } from './site-info.ts';
import { releaseRoot, sitePaths } from './site-paths.ts';
import { siteStatus } from './site-status.ts';
import { createPageRenderer } from './ssr.ts';

export type Log = Pick<Console, 'info' | 'warn' | 'error'>;
export type NoticesWatch = ReturnType<typeof watchNoticesFile>;
/**
 * An error a request ends with: Fastify's own carry a statusCode, file system errors (and
 * lengthGuard's) a code.
 */
export type RequestError = Error & { code?: string; statusCode?: number };
export type AppOptions = {
  env?: NodeJS.ProcessEnv;
  renderPage?: RenderPage;
  log?: Log;
  timeouts?: Partial<typeof TIMEOUTS>;
};

// Page HTML comes from one pluggable function:
//   renderPage({ pathname, url, headers }) => Promise<{ status, html, headers? } | null>
// The default answers every page path with the shell's index.html (the browser renders
// the page). A renderer that throws, hangs or returns null falls back to that default, so
// a broken renderer never takes the whole site down.

/**
 * What a renderer is asked for: the decoded path, the whole URL (with the query) and the
 * request's headers; `mayRender`, asked before a render that misses a cache (the client's
 * render limit, render-limit.ts).
 */
export type PageRequest = {
  pathname: string;
  url: URL;
  headers: IncomingHttpHeaders;
  mayRender?: () => Promise<RenderAllowance>;
};
/**
 * A page: `expiresAt` (ms), when its text changes by the clock, lets caches in front hold
 * it until then (page-caching.ts); `etag` names its HTML, if the renderer knows it.
 */
export type Page = {
  status: number;
  html: string;
  headers?: Record<string, string>;
  expiresAt?: number;
  etag?: string;
};
/**
 * A page renderer: a page, or null (or undefined) when it has none for this path.
 */
export type RenderPage = (
  request: PageRequest,
) => Page | null | undefined | Promise<Page | null | undefined>;

/**
 * The live shell's index.html for every page path; null while the shell is mid-deploy.
 */
function indexPageRenderer(
  shellDist: () => string,
): (request?: PageRequest) => Promise<Page | null> {
  return async () => {
    try {
      return { status: 200, html: await readFile(join(shellDist(), 'index.html'), 'utf8') };
    } catch {
      return null;
    }
  };
}

/** What a guarded renderer answers when the renderer threw, hung or answered nonsense. */
const RENDER_FAILED = Symbol('render failed');

/**
 * Wraps a renderer: a throw, a timeout or a malformed answer becomes RENDER_FAILED,
 * logged once per request; null stays null (the renderer has no page for this path).
 */
function guardedRenderer(
  renderPage: RenderPage,
  {
    timeoutMs = TIMEOUTS.renderMs,
    log = console,
  }: { timeoutMs?: number; log?: Pick<Console, 'error'> } = {},
): (request: PageRequest) => Promise<Page | null | typeof RENDER_FAILED> {
  return async (request) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout: Promise<'timeout'> = new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const page = await Promise.race([Promise.resolve().then(() => renderPage(request)), timeout]);
      if (page === 'timeout') {
        log.error(
          `Rendering ${request.pathname} took over ${timeoutMs} ms; serving the fallback page`,
        );
        return RENDER_FAILED;
      }
      if (page === null || page === undefined) return null;
      if (!Number.isInteger(page.status) || typeof page.html !== 'string') {
        log.error(
          `Rendering ${request.pathname} returned no { status, html }; serving the fallback page`,
        );
        return RENDER_FAILED;
      }
      return page;
    } catch (error) {
      log.error(
        `Rendering ${request.pathname} failed (${error instanceof Error ? error.message : error}); serving the fallback page`,
      );
      return RENDER_FAILED;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** How long a client (or the page renderer) may take; nothing waits forever. */
export const TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  renderMs: 5_000,
  shutdownMs: 10_000,
};

// An origin-form request target (RFC 3986 path characters, well-formed %-escapes).
const VALID_PATH = /^(\/([A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)+$/;

/**
 * The decoded path of a request, or null when the URL is malformed.
 */
function requestPath(rawUrl: string) {
  const path = rawUrl.split('?', 1)[0];
  if (!VALID_PATH.test(path)) return null;
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * A request target in origin form: an absolute-form one (`GET http://host/about`, as a
 * proxy may send) is read as its path and query, like `GET /about`.
 */
const originForm = (rawUrl: string) => rawUrl.replace(/^https?:\/\/[^/?#]*/i, '') || '/';

/**
 * The one spelling of a path when the target spells it otherwise: doubled slashes
 * collapsed (`//x/about` is the path `/x/about`, never a host). Undefined when it is
 * already canonical.
 */
function canonicalSpelling(rawPath: string) {
  const collapsed = rawPath.replace(/\/{2,}/g, '/');
  return collapsed === rawPath ? undefined : collapsed;
}

// Encoded slashes and backslashes would be a second spelling of a path's segments.
const ENCODED_SEPARATOR = /%2f|%5c/i;

const REMOTE_FILE = /^\/remotes\/([^/]+)(\/.*)$/;
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
// Dotfiles (.env, .git/) and dot segments are never served, not even as a page.
const DOT_SEGMENT = /\/\./;
// Headers that describe a file; wrong on the 404 that replaces a file gone mid-request.
const FILE_HEADERS = [
  'content-encoding',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'vary',
];

function sendText(
  reply: FastifyReply,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  for (const name of FILE_HEADERS) reply.removeHeader(name);
  return reply
    .code(status)
    .headers({ 'Cache-Control': 'no-cache', ...headers })
    .type('text/plain; charset=utf-8')
    .send(text);
}

const notFound = (reply: FastifyReply) => sendText(reply, 404, 'Not found');

const updating = (reply: FastifyReply) =>
  sendText(reply, 503, 'The site is being updated. Please reload in a moment.', {
    'Retry-After': '2',
    'Cache-Control': 'no-store',
  });

/**
 * Passes a file's bytes through and fails unless exactly its Content-Length arrive: a
 * file rewritten while it is read (`cp` over a live folder) can end short, or have grown
 * from the empty file that was measured. The response is then cut (or, if nothing was
 * sent yet, answered 503) instead of leaving the client to misread the connection.
 */
function lengthGuard(expected: number) {
  let seen = 0;
  const changed = () => {
    const error: NodeJS.ErrnoException = new Error(
      `file changed while it was sent (${seen} of ${expected} bytes)`,
    );
    error.code = 'EFILECHANGED';
    return error;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > expected ? changed() : null, chunk);
    },
    flush(done) {
      done(seen === expected ? null : changed());
    },
  });
}

// Also a versioned release's: /remotes/<name>/<version>/server/.
const SERVER_BUILD = /^\/(remotes\/[^/]+\/(.+\/)?)?server(\/|$)/;

/**
 * Page HTML rendered on the server by the live shell's server build (`ssr.ts`), in the
 * shape `createApp` takes; none for a build without one (the browser renders pages). A
 * shell release is taken up here: its renderer (and render workers) are made and checked
 * before it replaces the last one, which finishes the renders it has started.
 */
function serverRenderer({
  shell,
  composition,
  siteInfo,
  notices,
  log,
  observer,
}: {
  shell: ShellRelease;
  composition: () => Composition;
  siteInfo: SiteInfo;
  notices: NoticesWatch | undefined;
  log: Log;
  observer: Observer;
}):
  | { render: RenderPage; use: (shell: ShellRelease) => Promise<void>; close: () => Promise<void> }
  | undefined {
  if (!notices) return undefined;
  const rendererFor = (shellDist: string) =>
    createPageRenderer({
      shellDist,
      siteInfo,
      notices: notices.current,
      log,
      observer,
      remotesConfig: () => {
        const { remotes, stamp } = composition();
        return { config: remotes, stamp };
      },
    });
  let renderAt = rendererFor(shell.dir);
  /** Renders started and not yet finished, by the renderer that runs them. */
  const running = new Map([[renderAt, new Set()]]);
  const renderTracked = (path: string, options: Parameters<typeof renderAt>[1]) => {
    const renderer = renderAt;
    const render = renderer(path, options);
    const started = running.get(renderer);
    started?.add(render);
    const done = () => started?.delete(render);
    render.then(done, done);
    return render;
  };
  return {
    render: async ({ url, mayRender }) => {
      let retryAfterS = 0;
      const result = await renderTracked(`${url.pathname}${url.search}`, {
        mayRender:
          mayRender &&
          (async () => {
            const allowance = await mayRender();
            retryAfterS = allowance.retryAfterS;
            return allowance.allowed;
          }),
      });
      if (result.kind === 'limited') return tooManyRendersPage(retryAfterS);
      if (result.kind === 'redirect') {
        return { status: 302, html: '', headers: { Location: result.location } };
      }
      // A part failed: the visitor gets a usable page, crawlers come back later.
      const headers: Record<string, string> = result.status === 503 ? { 'Retry-After': '30' } : {};
      const { status, html, expiresAt } = result;
      return { status, html, headers, expiresAt, etag: pageEtag(result) };
    },
    use: async (next) => {
      if (!existsSync(join(next.dir, 'server', 'index.js'))) {
        throw new Error(`${next.dir} has no server build (server/index.js)`);
      }
      // Throws when the new shell's server build cannot be loaded: the old one stays.
      const fresh = rendererFor(next.dir);
      const previous = renderAt;
      running.set(fresh, new Set());
      renderAt = fresh;
      // Renders already started (or queued for a worker) on the old shell finish there:
      // closing its pool first would fail them with 503 in the middle of a release.
      await Promise.allSettled([...(running.get(previous) ?? [])]);
      running.delete(previous);
      await previous.close();
    },
    close: () => renderAt.close(),
  };
}

const NOTICES_PATH = '/notices.json';

/**
 * The owner's notices file, read again when it changes and checked with the server
 * build's reader; none without a server build (pages are then rendered in the browser,
 * which reads `/notices.json` itself).
 */
function serverNotices(shellDist: string, file: string, log: Log) {
  const build = serverBuildOf(shellDist);
  if (!build) return undefined;
  const { readNotices } = build;
  return watchNoticesFile({ file, readNotices, log });
}

/**
 * The fallback page after a failed render answers 503, so it is not indexed.
 */
const failedRender = (page: Page | null): Page | null =>
  page && { ...page, status: 503, headers: { 'Retry-After': '30' } };

/**
 * The site as a Fastify app (not yet listening). `renderPage` makes the HTML of page
 * paths; without it every page path gets the shell's index.html.
 */
export function createApp({
  env = process.env,
  renderPage,
  log = console,
  timeouts = {},
}: AppOptions = {}) {
  const limits = { ...TIMEOUTS, ...timeouts };
  const { shellDist: shellFolder, remoteDir, remotesRoot, remotesFile } = sitePaths(env);
  let rendered: ReturnType<typeof serverRenderer>;
  const liveShell = watchShell({
    folder: shellFolder,
    log,
    onChange: async (next) => {
      await rendered?.use(next);
      // The new shell may declare other slots.
      void composition.refresh();
    },
  });
  const shellDist = () => liveShell.current().dir;
  const site = () => liveShell.current().site;
  const files = remoteFileReader({ remoteDir });
  const composition = watchComposition({
    file: remotesFile,
    remotesRoot,
    read: files.read,
    shellSlots: () => site().shellSlots ?? {},
    log,
    localFolder: (name, url) => {
      try {
        return files.folderOf(name, url);
      } catch {
        return undefined;
      }
    },
  });
  const siteInfo = createSiteInfo({ shellDist, files, site, composition: composition.current });
  const observer = createObserver({ composition: composition.current });
  // Serving a release folder: its releases are watched, and a bad one rolled back.
  const releaseWatch =
    env.SHELL_DIST === undefined && env.REMOTES_ROOT === undefined
      ? watchReleases({ root: releaseRoot(env), env, observer, log })
      : undefined;
  let headersFor: {
    remotes: RemotesConfig | undefined;
    site: unknown;
    headers: Record<string, string>;
  } = { remotes: undefined, site: undefined, headers: {} };
  const currentSecurityHeaders = () => {
    const { remotes } = composition.current();
    if (headersFor.remotes !== remotes || headersFor.site !== site()) {
      const remoteUrls = Object.values(remotes).map((entry) => entry.manifest);
      headersFor = {
        remotes,
        site: site(),
        headers: securityHeaders({ remoteUrls, frameOrigins: site().frameOrigins }),
      };
    }
    return headersFor.headers;
  };
  const indexPage = indexPageRenderer(shellDist);
  const noticesFile = noticesFilePath(shellFolder, env);
  const notices = serverNotices(shellDist(), noticesFile, log);
  rendered = renderPage
    ? undefined
    : serverRenderer({
        shell: liveShell.current(),
        composition: composition.current,
        siteInfo,
        notices,
        log,
        observer,
      });
  const pageRenderer = renderPage ?? rendered?.render;
  const customPage = pageRenderer
    ? guardedRenderer(pageRenderer, { log, timeoutMs: limits.renderMs })
    : undefined;
  const readiness = createReadiness({ log });

  const app = Fastify({
    logger: false,
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    // Node checks the header and request deadlines on this interval (30 s by default).
    http: {
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersMs),
    },
    // A client is the address that reached the proxy in front (nginx on this machine, an
    // ingress in the cluster): it tells clients apart for the render limit. TRUST_PROXY
    // names other proxies (proxy-addr's syntax).
    trustProxy: env.TRUST_PROXY ?? 'loopback, linklocal, uniquelocal',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Requests the router rejects before any hook runs (malformed %-escapes, say).
    frameworkErrors: (_error, _request, reply) =>
      sendText(reply.headers(currentSecurityHeaders()), 400, 'Bad request'),
  });

  const renderAllowed = renderLimit(app, env);
  // What browsers saw (POST /_report) and the server's own figures (METRICS_PORT).
  browserReports(app, {
    env,
    observer,
    routes: siteInfo.canonicalPaths,
    ownerOf: (route) =>
      Object.entries(composition.current().described).find(([, described]) =>
        described.pages.pages.includes(route),
      )?.[0],
  });
  app.addHook('onResponse', async (_request, reply) => observer.responded(reply.statusCode));
  let metricsServer: Server | undefined;
  // Static files come with their own .br/.gz from the build; only HTML is compressed here.
  app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
  app.register(fastifyStatic, {
    root: shellDist(),
    serve: false,
    preCompressed: true,
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    cacheControl: false,
  });

  app.addHook('onClose', async () => {
    composition.close();
    liveShell.close();
    await rendered?.close();
    metricsServer?.close();
    releaseWatch?.close();
  });

  app.addHook('onRequest', async (request, reply) => {
    // The first snapshot of the composition is made before the first answer.
    await composition.ready;
    reply.headers(currentSecurityHeaders());
    const report = request.method === 'POST' && request.url === REPORT_PATH;
    if (request.method !== 'GET' && request.method !== 'HEAD' && !report) {
      return sendText(reply, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
  });

  app.setNotFoundHandler((_request, reply) => notFound(reply));

  app.addHook('onSend', async (request, reply, payload) => {
    const length = Number(reply.getHeader('content-length') ?? Number.NaN);
    const guarded =
      payload instanceof Readable &&
      request.method !== 'HEAD' &&
      reply.statusCode !== 304 &&
      Number.isInteger(length);
    if (!guarded) return payload;
    // pipeline: when the client goes away and the guard is destroyed, so is the file stream.
    return pipeline(payload, lengthGuard(length), () => {});
  });

  // A file removed between its stat and its read (a deploy that is not atomic) is a 404.
  app.setErrorHandler((error: RequestError, request, reply) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') {
      return notFound(reply);
    }
    if (error.code === 'EFILECHANGED') return updating(reply);
    const { statusCode = 0 } = error;
    const status = statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500) log.error(`Request for ${request.url} failed: ${error.message}`);
    return sendText(reply, status, STATUS_CODES[status] ?? 'Error');
  });

  // REPORT_SAMPLE below 1: the share of page views whose browser reports (observe/reporter.ts).
  const { sample } = reportSettings(env);
  const withReportSample = (html: string) =>
    sample < 1
      ? html.replace('<head>', `<head><meta name="report-sample" content="${sample}">`)
      : html;
  const hashedAssets = hashedAssetCache();
  const serveFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    root: string,
    pathname: string,
  ) => {
    const caching = cacheControl(pathname);
    reply.header('Cache-Control', caching);
    if (caching === IMMUTABLE) {
      const answer = await hashedAssets.serve(request, reply, root, file);
      if (answer === 'sent') return reply;
      if (answer === 'missing') return notFound(reply);
    }
    return reply.sendFile(file, root);
  };

  const servePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    target: string,
  ) => {
    const url = new URL(target, 'http://localhost');
    const pageRequest: PageRequest = {
      pathname,
      url,
      headers: request.headers,
      mayRender: () => renderAllowed(request),
    };
    const rendered = await customPage?.(pageRequest);
    // A renderer that failed: the page the browser renders itself, marked as a failure
    // so that crawlers come back.
    const page =
      rendered === RENDER_FAILED
        ? failedRender(await indexPage(pageRequest))
        : (rendered ?? (await indexPage(pageRequest)));
    // The shell is being redeployed (its folder is briefly empty): ask to retry.
    if (!page) return updating(reply);
    const caching = pageCachingHeaders(page);
    if (clientHasPage(request.headers, caching.ETag))
      return reply.code(304).headers(caching).send();
    return reply
      .code(page.status)
      .headers({ ...caching, ...page.headers })
      .type('text/html; charset=utf-8')
      .compress(withReportSample(page.html));
  };

  const handleRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = originForm(request.url);
    const pathname = requestPath(target);
    const rawPath = target.split('?', 1)[0];
    if (pathname === null || ENCODED_SEPARATOR.test(rawPath)) {
      return sendText(reply, 400, 'Bad request');
    }
    const canonical = canonicalSpelling(rawPath);
    if (canonical) {
      const location = `${canonical}${target.slice(rawPath.length)}`;
      return reply.code(301).headers({ Location: location, 'Cache-Control': 'no-cache' }).send();
    }
    if (DOT_SEGMENT.test(pathname)) return notFound(reply);
    if (pathname === HEALTH_PATH)
      return sendText(reply, 200, 'ok', { 'Cache-Control': 'no-store' });
    if (pathname === READY_PATH) return readiness.answer(reply);

    // Server builds are read by this server, never sent to browsers.
    if (SERVER_BUILD.test(pathname)) return notFound(reply);

    const normalized = normalizePath(pathname);
    // A redirect is the same in each language (`/es/refill` goes where `/refill` goes).
    const englishPath = withoutLocale(normalized);
    // The page template is not a page: its rendered form lives at `/`.
    const redirect =
      normalized === '/index.html'
        ? '/'
        : Object.hasOwn(site().redirects, englishPath) && site().redirects[englishPath];
    if (redirect)
      return reply.code(302).headers({ Location: redirect, 'Cache-Control': 'no-cache' }).send();

    // Composed from what is live: the shell's pages and each deployed remote's.
    if (pathname === '/sitemap.xml') {
      return reply
        .headers({ 'Cache-Control': 'no-cache' })
        .type('application/xml')
        .send(siteInfo.sitemapXml());
    }
    if (pathname === '/version.json') {
      return reply
        .headers({ 'Cache-Control': 'no-store' })
        .type('application/json')
        .send(siteInfo.versions());
    }
    if (pathname === '/remotes.json') {
      return reply
        .headers({ 'Cache-Control': 'no-cache' })
        .type('application/json')
        .send(composition.current().remotes);
    }
    if (pathname === NOTICES_PATH) {
      reply.headers({ 'Cache-Control': 'no-cache' }).type('application/json');
      if (notices) return reply.send((await notices.current()).notices);
      // No server build to check it with: the browser checks the file entry by entry.
      return existsSync(noticesFile) ? reply.send(readFileSync(noticesFile)) : notFound(reply);
    }
    const remote = REMOTE_FILE.exec(pathname);
    if (remote) {
      // Any remote's folder, named or not yet named in remotes.json (a release is copied
      // before it is switched to); a name that is not one is a 404.
      return REMOTE_NAME.test(remote[1])
        ? serveFile(request, reply, remote[2], remoteDir(remote[1]), pathname)
        : notFound(reply);
    }
    // A missing file (anything with an extension) is a 404, never the page: the
    // federation runtime would try to parse HTML as a script or manifest.
    if (extname(pathname) || pathname.startsWith('/remotes/')) {
      return serveFile(request, reply, pathname, shellDist(), pathname);
    }
    return servePage(request, reply, pathname, target);
  };

  // Ready (/readyz) once listening and, when this server renders pages, warmed.
  app.addHook('onListen', async () => {
    const status = () => siteStatus({ env, observer, composition: composition.current });
    // The figures are never worth the site: a port in use is one log line.
    metricsServer = await startMetricsListener({ env, observer, status, log }).catch((error) => {
      log.warn(`Metrics listener not started: ${error.message}`);
      return undefined;
    });
    if (renderPage || !pageRenderer) return readiness.markReady();
    const paths = warmUpPaths(composition.current);
    readiness.warmUp(app, { paths, rounds: poolSize(env) }).catch((error) => {
      log.warn(`Warming the render pool failed (${error.message}); ready all the same`);
      readiness.markReady('warm-up failed');
    });
  });
  app.addHook('preClose', async () => readiness.markClosing());

  // Routes are added once the plugins have loaded, so @fastify/compress sees them.
  app.register(async (routes) => {
    routes.route({ method: ['GET', 'HEAD'], url: '*', handler: handleRequest });
  });

  return app;
}

/**
 * The connections of a server and the responses open on each, so that a shutdown can
 * close each connection cleanly as soon as it has nothing left to answer.
 */
function trackConnections(server: Server) {
  const open: Map<Socket, Set<ServerResponse>> = new Map();
  let closing = false;
  const closeIfIdle = (socket: Socket) => {
    if (!closing || (open.get(socket)?.size ?? 0) > 0) return;
    // A clean close (FIN), not a reset; one still sending its headers is cut a moment later.
    socket.end();
    setTimeout(() => socket.destroy(), 1000).unref();
  };
  server.on('connection', (socket) => {
    open.set(socket, new Set());
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request, response) => {
    const responses = open.get(request.socket);
    responses?.add(response);
    if (closing && !response.headersSent) response.setHeader('Connection', 'close');
    response.once('close', () => {
      responses?.delete(response);
      closeIfIdle(request.socket);
    });
  });
  return {
    /** Marks every answer still to come `Connection: close`, and closes idle connections. */
    close() {
      closing = true;
      for (const [socket, responses] of open) {
        for (const response of responses) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        closeIfIdle(socket);
      }
    },
  };
}

/**
 * On SIGTERM (or SIGINT): stops accepting, answers the requests in flight (their answers
 * say `Connection: close`), closes idle keep-alive connections cleanly, cuts clients still
 * sending headers, and exits 0, within TIMEOUTS.shutdownMs whatever the clients do.
 */
export function exitGracefullyOn(
  app: FastifyInstance,
  {
    signals = ['SIGTERM', 'SIGINT'],
    log = console,
  }: { signals?: NodeJS.Signals[]; log?: Pick<Console, 'info' | 'warn'> } = {},
) {
  const connections = trackConnections(app.server);
  const shutdown = async (signal: NodeJS.Signals) => {
    log.info(`${signal}: finishing in-flight requests, then stopping`);
    const force = setTimeout(() => {
      log.warn(`Requests still open after ${TIMEOUTS.shutdownMs - 500} ms; closing them`);
      app.server.closeAllConnections();
      process.exit();
    }, TIMEOUTS.shutdownMs - 500);
    force.unref();
    connections.close();
    await app.close();
    // 0, unless the shutdown follows an error the server could not survive.
    process.exit();
  };
  for (const signal of signals) process.once(signal, shutdown);
}

/**
 * Starts the site on `port` (0: any free port); resolves to the listening http.Server.
 */
export async function startServer({
  port = Number(process.env.PORT ?? 8080),
  host = process.env.HOST ?? '::',
  env = process.env,
  renderPage,
  log = console,
  timeouts,
  exitOnSignals = false,
}: AppOptions & { port?: number; host?: string; exitOnSignals?: boolean } = {}): Promise<Server> {
  const app = createApp({ env, renderPage, log, timeouts });
  await app.listen({ port, host });
  if (exitOnSignals) {
    exitGracefullyOn(app, { log });
    // A promise of the server's own that nobody handled: logged, and the server goes on.
    process.on('unhandledRejection', (reason) => {
      log.error(
        `Unhandled rejection in the server: ${reason instanceof Error ? reason.stack : reason}`,
      );
    });
    // A throw nothing caught leaves the server in an unknown state: it stops taking
    // requests, answers those in flight and exits 1, for its supervisor to start it again.
    process.on('uncaughtException', (error) => {
      log.error(`Uncaught exception in the server: ${error.stack ?? error}; restarting`);
      process.exitCode = 1;
      process.emit('SIGTERM');
    });
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error(`The server is not listening on a TCP port (${address})`);
  }
  log.info(`Pharmacy site: http://localhost:${address.port}`);
  return app.server;
}
