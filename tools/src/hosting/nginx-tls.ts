// HTTPS in the nginx recipe (nginx.ts): the server block that sends plain HTTP to HTTPS
// (but for the ACME challenge files), and the HTTPS listener with Mozilla's
// "intermediate" TLS and, where the certificate names a responder, OCSP stapling.
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError } from 'site-server/usage';
import { quote } from './nginx-directives.ts';

/** HTTPS for the nginx recipe: where nginx listens, the certificate and what it allows. */
export type TlsOptions = {
  /** The HTTPS listen address (`443`, `127.0.0.1:8443`). */
  listen: string;
  /** The certificate with its intermediates (PEM; Let's Encrypt's fullchain.pem). */
  certificate: string;
  /** Its private key (PEM). */
  key: string;
  /** OCSP stapling: only where the certificate names an OCSP responder (see ocspStapling). */
  stapling?: boolean;
  /** The issuer's chain, to verify stapled OCSP answers (Let's Encrypt's chain.pem). */
  trustedCertificate?: string;
  /** Where the ACME client writes its challenge files (its webroot). */
  acmeRoot?: string;
};

/** Debian's certbot writes the webroot challenge here (`certbot certonly --webroot -w`). */
const ACME_ROOT = '/var/www/letsencrypt';

/** The certificate files of Let's Encrypt's layout (certbot) for `domain`. */
const letsEncryptFiles = (domain: string, root = '/etc/letsencrypt') => ({
  certificate: join(root, 'live', domain, 'fullchain.pem'),
  key: join(root, 'live', domain, 'privkey.pem'),
  trustedCertificate: join(root, 'live', domain, 'chain.pem'),
});

/**
 * Mozilla's "intermediate" server-side TLS for nginx (ssl-config.mozilla.org, guidelines
 * 5.7+: TLS 1.2 and 1.3, ECDHE with AES-GCM or ChaCha20 only, the client's preference).
 */
const MOZILLA_INTERMEDIATE = [
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_ecdh_curve X25519:prime256v1:secp384r1;',
  'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
  'ssl_prefer_server_ciphers off;',
  'ssl_session_timeout 1d;',
  'ssl_session_cache shared:pharmacy_tls:10m;',
  'ssl_session_tickets off;',
];

/** The port of a listen address (`443`, `127.0.0.1:8443`, `[::]:443`), or undefined. */
const portOf = (listen: string) => listen.match(/(?:^|:)(\d+)$/)?.[1];

/** The plain-HTTP server: the same URL over HTTPS (301), but for the ACME challenge files. */
export function httpsRedirectServer(tls: TlsOptions, listen: string): string[] {
  const port = portOf(tls.listen);
  const authority = port === undefined || port === '443' ? '$host' : `$host:${port}`;
  return [
    '# Plain HTTP: the same URL over HTTPS (301), but for the ACME challenge files.',
    'server {',
    `  listen ${listen};`,
    '  server_tokens off;',
    `  location ^~ /.well-known/acme-challenge/ { root ${quote(resolve(tls.acmeRoot ?? ACME_ROOT))}; default_type text/plain; try_files $uri =404; }`,
    `  location / { return 301 https://${authority}$request_uri; }`,
    '}',
  ];
}

/** The site's server block listening for HTTPS, HTTP/2, with its certificate. */
export function httpsListen(tls: TlsOptions): string[] {
  return [
    `listen ${tls.listen} ssl http2;`,
    `ssl_certificate ${quote(resolve(tls.certificate))};`,
    `ssl_certificate_key ${quote(resolve(tls.key))};`,
    '# Mozilla\'s "intermediate" configuration: TLS 1.2 and 1.3.',
    ...MOZILLA_INTERMEDIATE,
    ...(tls.stapling
      ? [
          '# The certificate names an OCSP responder: its answer is stapled to the handshake.',
          'ssl_stapling on;',
          'ssl_stapling_verify on;',
          ...(tls.trustedCertificate
            ? [`ssl_trusted_certificate ${quote(resolve(tls.trustedCertificate))};`]
            : []),
        ]
      : []),
  ];
}

/**
 * Whether the certificate names an OCSP responder (else stapling has nothing to fetch). A
 * certificate not there yet (issued after the configuration is written): stapling on,
 * which nginx skips with a warning for a certificate without a responder.
 */
function ocspStapling(file: string) {
  try {
    return /^OCSP - URI:/m.test(new X509Certificate(readFileSync(file)).infoAccess ?? '');
  } catch {
    return !existsSync(file);
  }
}

/**
 * The HTTPS `pnpm hosting:nginx`'s options ask for, if any; a UsageError for options that do
 * not go together.
 */
export type TlsCommandOptions = {
  tlsCert?: string;
  tlsKey?: string;
  tlsChain?: string;
  tlsListen: string;
  letsencrypt?: string;
  acmeRoot?: string;
};

export function tlsOf(options: TlsCommandOptions): TlsOptions | undefined {
  if (options.letsencrypt && (options.tlsCert || options.tlsKey)) {
    throw new UsageError('give either --letsencrypt or --tls-cert and --tls-key, not both');
  }
  if (Boolean(options.tlsCert) !== Boolean(options.tlsKey)) {
    throw new UsageError('--tls-cert and --tls-key go together');
  }
  for (const [option, file] of [
    ['--tls-cert', options.tlsCert],
    ['--tls-key', options.tlsKey],
    ['--tls-chain', options.tlsChain],
  ] as const) {
    if (file && !existsSync(file)) throw new UsageError(`${option}: no file at ${resolve(file)}`);
  }
  const files = options.letsencrypt
    ? letsEncryptFiles(options.letsencrypt)
    : options.tlsCert && options.tlsKey
      ? { certificate: options.tlsCert, key: options.tlsKey, trustedCertificate: options.tlsChain }
      : undefined;
  return (
    files && {
      ...files,
      listen: options.tlsListen,
      stapling: ocspStapling(files.certificate),
      acmeRoot: options.acmeRoot,
    }
  );
}
