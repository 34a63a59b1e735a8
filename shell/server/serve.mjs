// Serves the composed production site: the shell at `/`, each remote under
// `/remotes/<name>/`, the redirect table, the single-page fallback, cache and
// security headers. Run `node shell/server/start.mjs` to build what is missing first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { createPageRenderer } from './ssr.mjs';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the built files are. REMOTES_ROOT, when set, is a folder holding one folder per
 * remote (a deploy target that a team can swap without touching the shell).
 */
export function sitePaths(env = process.env) {
  const shellDist = resolve(env.SHELL_DIST ?? join(workspace, 'shell/dist'));
  const remoteDir = (name) =>
    env.REMOTES_ROOT ? resolve(env.REMOTES_ROOT, name) : join(workspace, name, 'dist');
  return { shellDist, remoteDir };
}

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|avif|woff2?)$/;
/** Files that say where the latest build is: always revalidated. */
const ENTRY_FILE =
  /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|mf_[a-z]+\.[0-9a-f]+\.js|site\.json|sitemap\.xml|robots\.txt)$/;

export function cacheControl(pathname) {
  if (ENTRY_FILE.test(pathname) || pathname.endsWith('/')) return 'no-cache';
  if (HASHED_ASSET.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function originsOf(urls, base) {
  const origins = new Set();
  for (const url of urls) {
    try {
      const { origin } = new URL(url, base);
      if (origin !== base) origins.add(origin);
    } catch {
      // an invalid URL is reported by the shell when it loads the config
    }
  }
  return [...origins];
}

/** The CSP allows the site's own origin, the remotes' origins from remotes.json, and the map embed. */
export function securityHeaders({
  remoteUrls = [],
  frameOrigins = [],
  selfOrigin = 'http://localhost',
}) {
  const remoteOrigins = originsOf(remoteUrls, selfOrigin).join(' ');
  const withRemotes = (list) => (remoteOrigins ? `${list} ${remoteOrigins}` : list);
  const csp = [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    // emotion writes its styles at run time
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `frame-src ${frameOrigins.join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

const readJson = (file, fallback) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

export function createSiteHandler(env = process.env) {
  const { shellDist, remoteDir } = sitePaths(env);
  const site = readJson(join(shellDist, 'site.json'), null);
  if (!site) throw new Error(`No build found at ${shellDist}: run "pnpm build" first.`);

  const setHeaders = (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname));
  const options = { dev: true, etag: true, extensions: [], setHeaders };
  const shellFiles = sirv(shellDist, options);
  const remoteFiles = Object.fromEntries(
    site.remoteNames.map((name) => [name, sirv(remoteDir(name), options)]),
  );
  const compress = compression();
  const indexHtml = join(shellDist, 'index.html');

  const notFound = (res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end('Not found');
  };

  const serveIndex = (res, status = 200) => {
    let html;
    try {
      html = readFileSync(indexHtml);
    } catch {
      // The shell is being redeployed (its folder is briefly empty): ask to retry.
      res.statusCode = 503;
      res.setHeader('Retry-After', '2');
      res.setHeader('Cache-Control', 'no-store');
      res.end('The site is being updated. Please reload in a moment.');
      return;
    }
    res.statusCode = status;
    if (status === 503) res.setHeader('Retry-After', '30');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(html);
  };

  // remotes.json can change while the server runs (a section moved elsewhere); read it
  // again only when its file changes, not on every request.
  const remotesFile = join(shellDist, 'remotes.json');
  let remotesCache = { mtimeMs: Number.NaN, urls: [], config: undefined };
  const currentRemotes = () => {
    let mtimeMs;
    try {
      mtimeMs = statSync(remotesFile).mtimeMs;
    } catch {
      return remotesCache;
    }
    if (mtimeMs !== remotesCache.mtimeMs) {
      const config = readJson(remotesFile, undefined);
      const valid = typeof config === 'object' && config !== null && !Array.isArray(config);
      remotesCache = {
        mtimeMs,
        config: valid ? config : undefined,
        urls: valid ? Object.values(config).filter((url) => typeof url === 'string') : [],
      };
    }
    return remotesCache;
  };
  const currentRemoteUrls = () => currentRemotes().urls;

  // Builds without a server bundle are served as before: the browser renders them.
  const renderPage = existsSync(join(shellDist, 'server', 'index.js'))
    ? createPageRenderer({
        shellDist,
        remoteDir,
        remotesConfig: () => {
          const { config, mtimeMs } = currentRemotes();
          return { config, stamp: mtimeMs };
        },
      })
    : undefined;

  const servePage = (req, res) => {
    if (!renderPage) return serveIndex(res);
    renderPage(req.url ?? '/')
      .then((result) => {
        if (result.kind === 'redirect') {
          res.writeHead(302, { Location: result.location, 'Cache-Control': 'no-cache' });
          res.end();
          return;
        }
        res.statusCode = result.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        // A part failed: the visitor gets a usable page, crawlers come back later.
        if (result.status === 503) res.setHeader('Retry-After', '30');
        res.end(req.method === 'HEAD' ? undefined : result.html);
      })
      .catch((error) => {
        console.error(
          `Rendering ${req.url} failed: ${error instanceof Error ? error.stack : error}`,
        );
        // The browser can still render the page itself.
        serveIndex(res, 503);
      });
  };

  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const selfOrigin = `http://${req.headers.host ?? 'localhost'}`;
    const remoteUrls = currentRemoteUrls();
    for (const [name, value] of Object.entries(
      securityHeaders({ remoteUrls, frameOrigins: site.frameOrigins, selfOrigin }),
    )) {
      res.setHeader(name, value);
    }

    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    // The page template is not a page: its rendered form lives at `/`.
    const redirect = normalized === '/index.html' ? '/' : site.redirects[normalized];
    if (redirect) {
      res.writeHead(302, { Location: redirect, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }

    compress(req, res, () => {
      // Server builds are read by this server, never sent to browsers.
      if (/^\/(remotes\/[^/]+\/)?server(\/|$)/.test(pathname)) return notFound(res);
      const remote = pathname.match(/^\/remotes\/([^/]+)(\/.*)$/);
      if (remote) {
        const files = remoteFiles[remote[1]];
        if (!files) return notFound(res);
        req.url = remote[2] + url.search;
        return files(req, res, () => notFound(res));
      }
      shellFiles(req, res, () => {
        // A missing file (anything with an extension) is a 404, never the page: the
        // federation runtime would try to parse HTML as a script or manifest.
        if (extname(pathname) || pathname.startsWith('/remotes/')) return notFound(res);
        servePage(req, res);
      });
    });
  };

  // One failed request (a file removed mid-deploy, say) never takes the server down.
  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(
        `Request for ${req.url} failed: ${error instanceof Error ? error.message : error}`,
      );
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  };
}

export function startServer({ port = Number(process.env.PORT ?? 8080), env = process.env } = {}) {
  const server = createServer(createSiteHandler(env));
  return new Promise((resolvePromise) => {
    server.listen(port, () => {
      console.log(`Pharmacy site: http://localhost:${port}`);
      resolvePromise(server);
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(sitePaths().shellDist, 'site.json'))) {
    console.error(
      'No production build found. Run "pnpm build" (or "pnpm start", which builds first).',
    );
    process.exit(1);
  }
  startServer();
}
