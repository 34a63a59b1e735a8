// The hosting commands: `pnpm hosting:nginx` (an nginx configuration from the site's own
// tables, over HTTP or HTTPS: hosting/nginx.ts) and `pnpm hosting:varnish` (a Varnish
// cache in front of the Node servers: hosting/varnish.ts). `pnpm prerender` (the site as
// static files) is the server's own command, which its fallback copy runs.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Command, Option } from 'commander';
import { readConfig } from 'site-server/config';
import { sitePaths, workspace } from 'site-server/paths';
import { examples, UsageError } from 'site-server/usage';
import type { TlsCommandOptions } from '../hosting/nginx-tls.ts';

type NginxOptions = {
  mode: 'static' | 'proxy';
  listen: string;
  root: string;
  upstream: string;
  out?: string;
  standalone?: string;
  user?: string;
  cache?: string;
  brotli: 'on' | 'off';
  fallback?: string;
  owner: string;
} & TlsCommandOptions;

async function writeNginx(options: NginxOptions) {
  const config = readConfig();
  const { shellDist, remoteDir, remotesRoot, remotesFile } = sitePaths(config.paths);
  const root = resolve(options.root);
  if (options.fallback && options.mode !== 'proxy') {
    throw new UsageError('--fallback is for --mode proxy');
  }
  // By default, the copy the Node servers keep (FALLBACK_SITE, or its default).
  const fallbackDir =
    options.fallback === 'off' ? undefined : (options.fallback ?? config.paths.fallbackSite);
  const { tlsOf } = await import('../hosting/nginx-tls.ts');
  const tls = tlsOf(options);
  if (options.mode === 'static' && !existsSync(join(root, 'site.json'))) {
    throw new UsageError(`no prerendered site at ${root}: run "pnpm prerender" first`);
  }
  if (options.mode === 'proxy' && !existsSync(join(shellDist, 'site.json'))) {
    throw new UsageError(
      `no shell release at ${shellDist}: run "pnpm start" (or "pnpm build" then "pnpm release --all") first`,
    );
  }
  const [{ readSiteJson, remoteFileReader }, { readComposition }, nginx] = await Promise.all([
    import('site-server/composition/catalogue'),
    import('site-server/composition/remotes-config'),
    import('../hosting/nginx.ts'),
  ]);
  // In proxy mode, the remotes of the live composition, whose files nginx serves itself.
  const { remotes } =
    options.mode === 'proxy'
      ? await readComposition({
          file: remotesFile,
          remotesRoot,
          read: remoteFileReader({ remoteDir, fetchTimeoutMs: config.render.budget.remotesMs })
            .read,
          shellSlots: readSiteJson(shellDist).shellSlots ?? {},
        })
      : { remotes: {} };
  const brotli = options.brotli !== 'off';
  const standalone = options.standalone && resolve(options.standalone);
  const site = nginx.nginxSiteConfig({
    mode: options.mode,
    listen: options.listen,
    root,
    shellDist,
    remoteDirs: Object.fromEntries(Object.keys(remotes).map((name) => [name, remoteDir(name)])),
    upstreams: options.upstream.split(','),
    cacheDir: options.cache ?? (standalone ? join(standalone, 'page-cache') : undefined),
    brotli,
    tls,
    fallbackDir: options.mode === 'proxy' ? fallbackDir : undefined,
    // The console's notices show only where Node renders pages (proxy mode).
    owner: options.mode === 'proxy' && options.owner !== 'off' ? options.owner : undefined,
  });
  let text = site;
  let out = options.out;
  if (standalone) {
    mkdirSync(standalone, { recursive: true });
    text = nginx.nginxStandaloneConfig(standalone, site, {
      user: options.user,
      brotliModule: brotli ? nginx.BROTLI_STATIC_MODULE : undefined,
    });
    // A whole nginx.conf for `nginx -p DIR`: written there.
    out ??= join(standalone, 'nginx.conf');
  }
  if (out) {
    writeFileSync(out, text);
    console.error(`Wrote ${out}`);
  } else process.stdout.write(text);
  if (options.mode === 'static') {
    for (const [name, file] of Object.entries(nginx.staticHostFiles(root))) {
      writeFileSync(join(root, name), file);
    }
  }
}

export function hostingCommands(program: Command) {
  program
    .command('hosting:nginx')
    .summary("write an nginx configuration from the site's tables")
    .description(
      'Writes an nginx configuration from the same tables the Node server uses (redirects, pages, cache rules, security headers, the CSP origins of remotes.json). Run it again (and nginx -s reload) after remotes.json names a new origin.',
    )
    .addOption(
      new Option('--mode <mode>', 'static: the prerender alone; proxy: pages from Node')
        .choices(['static', 'proxy'])
        .default('static'),
    )
    .option('--listen <port>', 'the port nginx listens on', '8080')
    .option('--root <dir>', 'static mode: the prerendered site', join(workspace, 'static-site'))
    .option('--upstream <hosts>', 'proxy mode: the Node servers, host:port,…', '127.0.0.1:8080')
    .option(
      '--owner <host:port>',
      "proxy mode: the owner's console /owner goes to (off: none, /owner is a 404)",
      '127.0.0.1:8090',
    )
    .option('--out <file>', 'write it there (default: standard output)')
    .option('--standalone <dir>', 'a whole nginx.conf for nginx -p DIR, written into DIR')
    .option('--user <name>', 'with --standalone: the user nginx workers run as')
    .option('--cache <dir>', 'proxy mode: the page cache (default /var/cache/nginx/pharmacy)')
    .addOption(
      new Option('--brotli <on|off>', 'off: an nginx without brotli_static')
        .choices(['on', 'off'])
        .default('on'),
    )
    .option(
      '--fallback <dir>',
      'proxy mode: where Node fails and the cache has no copy, the prerendered copy the Node servers keep in DIR/current (default: their FALLBACK_SITE, <release folder>/fallback; off: none, a 502)',
    )
    .option('--tls-cert <file>', 'HTTPS: the certificate with its intermediates (PEM)')
    .option('--tls-key <file>', 'HTTPS: its private key (PEM)')
    .option('--tls-chain <file>', "HTTPS: the issuer's chain, to verify stapled OCSP answers")
    .option('--letsencrypt <domain>', "HTTPS with certbot's files in /etc/letsencrypt/live/DOMAIN/")
    .option(
      '--tls-listen <address>',
      'where HTTPS listens; --listen then only redirects to it',
      '443',
    )
    .option(
      '--acme-root <dir>',
      "the ACME client's webroot, served over HTTP under /.well-known/acme-challenge/",
    )
    .addHelpText(
      'after',
      examples(
        'pnpm hosting:nginx --mode proxy --upstream 10.0.0.5:8080,10.0.0.6:8080 --standalone /srv/nginx',
        'pnpm prerender && pnpm hosting:nginx --out /etc/nginx/sites-enabled/pharmacy.conf',
        'pnpm hosting:nginx --mode proxy --listen 80 --letsencrypt pharmacy.example --out /etc/nginx/sites-enabled/pharmacy.conf',
      ),
    )
    .action(writeNginx);

  program
    .command('hosting:varnish')
    .summary('write a Varnish configuration (VCL 4.1) for the site in front of its Node servers')
    .description(
      "Writes VCL from the live composition (the pages and the query parameters each declares) and the server's tables: the Node servers as backends probed on /readyz, pages kept for their stale-if-error and served from there while every backend is sick. Run it again (and load the new VCL) after a release adds a page that declares query parameters.",
    )
    .option('--backend <hosts>', 'the Node servers, host:port,…', '127.0.0.1:8080')
    .option(
      '--static <host:port>',
      'the static host serving the prerendered copy while every Node server is down (pnpm hosting:nginx --mode static --root <release folder>/fallback/current); off: none',
      '127.0.0.1:8081',
    )
    .option('--probe-interval <seconds>', 'how often each is probed on /readyz', '2')
    .option('--out <file>', 'write it there (default: standard output)')
    .addHelpText(
      'after',
      examples(
        'pnpm hosting:varnish --backend 10.0.0.5:8080,10.0.0.6:8080 --static 127.0.0.1:8081 --out /etc/varnish/pharmacy.vcl',
        'pnpm hosting:nginx --mode static --root release/fallback/current --listen 127.0.0.1:8081 --out /etc/nginx/conf.d/pharmacy-copy.conf',
      ),
    )
    .action(
      async (options: { backend: string; static: string; probeInterval: string; out?: string }) => {
        const backends = options.backend.split(',').filter(Boolean);
        const copy = options.static === 'off' ? undefined : options.static;
        for (const backend of [...backends, ...(copy ? [copy] : [])]) {
          if (!/^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):\d{1,5}$/.test(backend)) {
            throw new UsageError(
              `--backend takes host:port[,host:port…] and --static host:port, not "${backend}"`,
            );
          }
        }
        if (backends.length === 0) throw new UsageError('--backend names no server');
        const probeInterval = Number(options.probeInterval);
        if (!(probeInterval > 0 && probeInterval <= 60)) {
          throw new UsageError('--probe-interval is 1 to 60 seconds');
        }
        const config = readConfig();
        const { readSite } = await import('site-server/composition/read-site');
        const live = await readSite({ config });
        if (!live.shell) {
          throw new UsageError(
            `no shell release at ${config.paths.shellDist}: run "pnpm start" (or "pnpm build" then "pnpm release --all") first`,
          );
        }
        const { declaredPages, varnishConfig } = await import('../hosting/varnish.ts');
        const vcl = varnishConfig({
          backends,
          copy,
          probeInterval,
          pages: declaredPages({
            shellPages: live.shell.site.shellPages,
            remotePages: Object.values(live.composition.described).map(({ pages }) => pages),
          }),
        });
        if (options.out) writeFileSync(options.out, vcl);
        else process.stdout.write(vcl);
      },
    );
}
