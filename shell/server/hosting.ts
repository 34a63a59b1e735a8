// `pnpm hosting:nginx`: writes an nginx configuration for the site (hosting-config.ts).
//
//   --mode static   nginx serves the `pnpm prerender` folder (--root) alone; also writes
//                   `_redirects` and `_headers` into that folder for static hosts
//   --mode proxy    nginx serves the built files and proxies page HTML to --upstream a:port,b:port
//   --out FILE      write it there instead of to stdout
//   --cache DIR     proxy mode: the page cache's folder (default /var/cache/nginx/pharmacy,
//                   with --standalone DIR/page-cache)
//   --brotli off    no brotli_static (an nginx without libnginx-mod-http-brotli-static)
//   --fallback DIR  proxy mode: where Node fails and the page cache has no copy, the
//                   prerendered copy in DIR/current (a Node server's FALLBACK_SITE=DIR)
//   --standalone DIR [--user NAME]   a whole nginx.conf for `nginx -p DIR`
//
// HTTPS (either --tls-cert and --tls-key, or --letsencrypt DOMAIN):
//   --tls-cert FILE     the certificate with its intermediates (PEM)
//   --tls-key FILE      its private key (PEM)
//   --tls-chain FILE    the issuer's chain, to verify stapled OCSP answers
//   --letsencrypt DOMAIN   certbot's files: /etc/letsencrypt/live/DOMAIN/{fullchain,privkey,chain}.pem
//   --tls-listen ADDR   where HTTPS listens (default 443); --listen then only redirects to it
//   --acme-root DIR     the ACME client's webroot, served under /.well-known/acme-challenge/
//                       over plain HTTP (default /var/www/letsencrypt)
//
// A mistake on the command line prints one line and exits 2.
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BROTLI_STATIC_MODULE,
  letsEncryptFiles,
  nginxSiteConfig,
  nginxStandaloneConfig,
  staticHostFiles,
  type TlsOptions,
} from './hosting-config.ts';
import { readComposition } from './remotes-config.ts';
import { remoteFileReader } from './site-info.ts';
import { readSiteJson, sitePaths, workspace } from './site-paths.ts';

/** A mistake on the command line: one line, exit 2. */
const usage = (message: string): never => {
  console.error(`hosting:nginx: ${message}`);
  process.exit(2);
};

const options = {
  options: {
    mode: { type: 'string', default: 'static' },
    listen: { type: 'string', default: '8080' },
    root: { type: 'string', default: join(workspace, 'static-site') },
    upstream: { type: 'string', default: '127.0.0.1:8080' },
    out: { type: 'string' },
    standalone: { type: 'string' },
    // Only with --standalone: who nginx's workers run as (when started as root).
    user: { type: 'string' },
    cache: { type: 'string' },
    brotli: { type: 'string', default: 'on' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'tls-chain': { type: 'string' },
    'tls-listen': { type: 'string', default: '443' },
    letsencrypt: { type: 'string' },
    'acme-root': { type: 'string' },
    fallback: { type: 'string' },
  },
} as const;
const { values } = (() => {
  try {
    return parseArgs(options);
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();
if (values.mode !== 'static' && values.mode !== 'proxy') {
  usage(`--mode is static or proxy, not "${values.mode}"`);
}
if (values.brotli !== 'on' && values.brotli !== 'off') usage('--brotli is on or off');
if (values.fallback && values.mode !== 'proxy') usage('--fallback is for --mode proxy');
if (values.letsencrypt && (values['tls-cert'] || values['tls-key'])) {
  usage('give either --letsencrypt or --tls-cert and --tls-key, not both');
}
if (Boolean(values['tls-cert']) !== Boolean(values['tls-key'])) {
  usage('--tls-cert and --tls-key go together');
}
for (const option of ['tls-cert', 'tls-key', 'tls-chain'] as const) {
  const file = values[option];
  if (file && !existsSync(file)) usage(`--${option}: no file at ${resolve(file)}`);
}

/**
 * Whether the certificate names an OCSP responder (else stapling has nothing to fetch).
 * A certificate not there yet (issued after the configuration is written): stapling on,
 * which nginx skips with a warning for a certificate without a responder.
 */
function ocspStapling(file: string) {
  try {
    return /^OCSP - URI:/m.test(new X509Certificate(readFileSync(file)).infoAccess ?? '');
  } catch {
    return !existsSync(file);
  }
}

const files = values.letsencrypt
  ? letsEncryptFiles(values.letsencrypt)
  : values['tls-cert'] && values['tls-key']
    ? {
        certificate: values['tls-cert'],
        key: values['tls-key'],
        trustedCertificate: values['tls-chain'],
      }
    : undefined;
const tls: TlsOptions | undefined = files && {
  ...files,
  listen: values['tls-listen'],
  stapling: ocspStapling(files.certificate),
  acmeRoot: values['acme-root'],
};
const { shellDist, remoteDir, remotesRoot, remotesFile } = sitePaths();
const root = resolve(values.root);
if (!existsSync(join(values.mode === 'static' ? root : shellDist, 'site.json'))) {
  console.error(
    values.mode === 'static'
      ? `No prerendered site at ${root}: run "pnpm prerender" first.`
      : 'No production build found. Run "pnpm build" first.',
  );
  process.exit(1);
}
// In proxy mode, the remotes of the live composition (remotes.json and the descriptions
// it points to), whose files nginx serves itself.
const { remotes } =
  values.mode === 'proxy'
    ? await readComposition({
        file: remotesFile,
        remotesRoot,
        read: remoteFileReader({ remoteDir }).read,
        shellSlots: readSiteJson(shellDist).shellSlots ?? {},
      })
    : { remotes: {} };
const brotli = values.brotli !== 'off';
const site = nginxSiteConfig({
  mode: values.mode,
  listen: values.listen,
  root,
  shellDist,
  remoteDirs: Object.fromEntries(Object.keys(remotes).map((name) => [name, remoteDir(name)])),
  upstreams: values.upstream.split(','),
  cacheDir:
    values.cache ??
    (values.standalone ? join(resolve(values.standalone), 'page-cache') : undefined),
  brotli,
  tls,
  fallbackDir: values.fallback,
});
let config = site;
if (values.standalone) {
  const dir = resolve(values.standalone);
  mkdirSync(dir, { recursive: true });
  config = nginxStandaloneConfig(dir, site, {
    user: values.user,
    brotliModule: brotli ? BROTLI_STATIC_MODULE : undefined,
  });
}
if (values.out) writeFileSync(values.out, config);
else process.stdout.write(config);
if (values.mode === 'static') {
  for (const [name, text] of Object.entries(staticHostFiles(root))) {
    writeFileSync(join(root, name), text);
  }
}
