// Helpers of the hosting tests: Debian's nginx started with the configuration that
// `pnpm hosting:nginx` writes, and a rebuilt remote with a visible change.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDateTimeOf } from 'shared-content/logic';
import { getOnce, remoteNames, stopped, waitUntilAnswering, workspace } from './servers';

/** Pages rendered by Node carry a cache window; the numbers differ by the second. */
export const cachingRule = (value: unknown) => String(value).replace(/=\d+/g, '=N');
export const siteTables = {
  ...(JSON.parse(readFileSync(join(workspace, 'shell/dist/site.json'), 'utf8')) as {
    redirects: Record<string, string>;
  }),
  remoteNames,
};
export const securityHeaderNames = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];
const fileIn = (folder: string, pattern: RegExp) => {
  const name = readdirSync(join(workspace, folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`No file like ${pattern} in ${folder}`);
  return name;
};

/** URLs whose answer nginx must give exactly as the Node server does. */
export const sameAnswerPaths = [
  '/',
  '/about',
  `/static/js/${fileIn('shell/dist/static/js', /^index\.[0-9a-f]+\.js$/)}`,
  '/remotes.json',
  '/remotes/mf-medpack/mf-manifest.json',
  `/remotes/mf-medpack/static/js/${fileIn('mf-medpack/dist/static/js', /^mf_medpack\.[0-9a-f]+\.js$/)}`,
  '/static/js/gone.js',
  '/remotes/mf-medpack/gone.json',
  '/remotes/unknown/x.js',
  '/remotes/mf-medpack/server/mf-manifest.json',
  '/server/index.js',
  '/index.html',
  '/no/such/page',
  ...Object.keys(siteTables.redirects),
];

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxProcess {
  url: string;
  /** With `tls`: the site over HTTPS (`url` then only redirects to it). */
  httpsUrl?: string;
  /** The folder of its configuration (nginx.conf), pid and page cache. */
  dir: string;
  stop: () => Promise<void>;
}

/** A certificate for the hosting tests: `localhost` and 127.0.0.1, issued by a throwaway CA. */
export interface TestCertificates {
  /** The CA's certificate, for a client to trust (NODE_EXTRA_CA_CERTS, `ca`). */
  ca: string;
  certificate: string;
  key: string;
}

/**
 * A throwaway CA and a server certificate it issued for localhost and 127.0.0.1 (openssl,
 * P-256, valid two days), in `dir`.
 */
export function makeTestCertificates(dir: string): TestCertificates {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-noenc'];
  openssl(
    ...['req', '-x509', ...newKey, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2'],
    ...['-subj', '/CN=Pharmacy hosting tests CA'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  );
  openssl('req', ...newKey, '-keyout', 'site.key', '-out', 'site.csr', '-subj', '/CN=localhost');
  writeFileSync(
    join(dir, 'site.ext'),
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '',
    ].join('\n'),
  );
  openssl(
    ...['x509', '-req', '-in', 'site.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key'],
    ...['-CAcreateserial', '-days', '2', '-extfile', 'site.ext', '-out', 'site.pem'],
  );
  return {
    ca: join(dir, 'ca.pem'),
    certificate: join(dir, 'site.pem'),
    key: join(dir, 'site.key'),
  };
}

/**
 * nginx on a loopback port with the generated configuration: mode 'static' serves the
 * prerender folder `root`, mode 'proxy' the builds found through `env` (SHELL_DIST,
 * REMOTES_ROOT) with page HTML from the Node servers `upstreams` (host:port). `tls`: the
 * site over HTTPS on `tls.port` with that certificate, `port` redirecting to it. The
 * configuration passes `nginx -t` first.
 */
export async function startNginx(options: {
  mode: 'static' | 'proxy';
  port: number;
  root?: string;
  upstreams?: string[];
  env?: Record<string, string>;
  tls?: { certificate: string; key: string; port: number; acmeRoot?: string };
  /** More options of `pnpm hosting:nginx` (`--fallback DIR`). */
  args?: string[];
}): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-nginx-'));
  const config = join(dir, 'nginx.conf');
  const args = ['tools/dist/cli.js', 'hosting:nginx', '--mode', options.mode];
  args.push('--listen', `127.0.0.1:${options.port}`, '--standalone', dir, '--out', config);
  if (options.root) args.push('--root', options.root);
  if (options.upstreams) args.push('--upstream', options.upstreams.join(','));
  args.push(...(options.args ?? []));
  if (options.tls) {
    const { certificate, key, port, acmeRoot } = options.tls;
    args.push('--tls-cert', certificate, '--tls-key', key, '--tls-listen', `127.0.0.1:${port}`);
    if (acmeRoot) args.push('--acme-root', acmeRoot);
  }
  // As root (CI containers), nginx's workers would run as nobody, who may not read the
  // checkout; they run as the user who started them.
  if (process.getuid?.() === 0) args.push('--user', 'root');
  execFileSync(process.execPath, args, {
    cwd: workspace,
    env: { ...process.env, ...options.env },
    stdio: 'pipe',
  });
  // nginx's own check of the configuration (its message says what it refuses).
  execFileSync(nginxBinary, ['-t', '-q', '-p', dir, '-c', config], { stdio: 'pipe' });
  const child = spawn(nginxBinary, ['-p', dir, '-c', config], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  if (options.tls) {
    // Plain HTTP only redirects (to a certificate this process does not trust): answering
    // at all is enough.
    const deadline = Date.now() + 15_000;
    while (!(await getOnce(`${url}/robots.txt`).catch(() => undefined))) {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill();
        throw new Error(`nginx on port ${options.port} did not start`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  } else {
    await waitUntilAnswering(url, child, `nginx on port ${options.port}`);
  }
  return {
    url,
    httpsUrl: options.tls && `https://localhost:${options.tls.port}`,
    dir,
    stop: () => stopAndRemove(child, dir),
  };
}

/**
 * Builds mf-medpack from a copy of its source whose `file` (its section.ts by default) is
 * changed by `change`, with the package's own federation config; what it exposes is
 * derived from the copy's files. Returns the dist folder. `copyName` keeps tests that
 * run at once apart.
 */
export function buildMedpackVariant(
  copyName: string,
  change: (source: string) => string,
  file = 'src/section.ts',
  /** More to do to the copy (its folder) before it is built. */
  prepare?: (copy: string) => void,
) {
  const copy = join(workspace, 'mf-medpack', copyName);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  cpSync(join(workspace, 'mf-medpack/src'), join(copy, 'src'), { recursive: true });
  // Its texts.ts reads the section's name from the package.json beside src/.
  cpSync(join(workspace, 'mf-medpack/package.json'), join(copy, 'package.json'));
  const changed = join(copy, file);
  writeFileSync(changed, change(readFileSync(changed, 'utf8')));
  prepare?.(copy);
  writeFileSync(
    join(copy, 'rsbuild.config.ts'),
    `import { remoteConfig } from 'build-preset';
import { section } from './src/section';
export default remoteConfig({
  name: 'mf-medpack',
  section,
  sectionFile: './${copyName}/src/section.ts',
  srcDir: './${copyName}/src',
  distRoot: '${copyName}/dist',
});
`,
  );
  execFileSync(
    join(workspace, 'mf-medpack/node_modules/.bin/rsbuild'),
    ['build', '--config', `${copyName}/rsbuild.config.ts`],
    { cwd: join(workspace, 'mf-medpack'), stdio: 'pipe' },
  );
  return join(copy, 'dist');
}

/**
 * Its section.ts, with every page shown by `wrap` (`(page) => element`): `createElement`
 * and `Fragment` of React are in scope.
 */
export const withPagesShown = (section: string, wrap: string) =>
  `import { createElement, Fragment } from 'react';\n${section}
const pagesBefore = section.pagesIn;
const shown = new Map();
section.pagesIn = (lang) => {
  if (!shown.has(lang)) {
    const wrap = ${wrap};
    const pages = Object.entries(pagesBefore(lang)).map(([path, Page]) => [path, () => wrap(Page)]);
    shown.set(lang, Object.fromEntries(pages));
  }
  return shown.get(lang);
};
`;

/** The note a variant shows above each page. */
export const noteAbove = (note: string) =>
  `(Page) => createElement(Fragment, null, createElement('p', { role: 'note' }, ${JSON.stringify(note)}), createElement(Page))`;

/** mf-medpack with a visible change: a note above its pages. */
export const buildMedpackWithNote = (note: string, copyName: string) =>
  buildMedpackVariant(copyName, (section) => withPagesShown(section, noteAbove(note)));

const varnishBinary = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

/**
 * Debian's varnishd in the foreground on a loopback port, with the VCL `pnpm
 * hosting:varnish` writes for the Node servers `backends` (host:port), probing them
 * every second; `copy`: the static host of the prerendered copy (none by default).
 */
export async function startVarnish(options: {
  port: number;
  backends: string[];
  copy?: string;
  env?: Record<string, string>;
}): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-varnish-'));
  // Started as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(dir, 0o755);
  const vcl = join(dir, 'site.vcl');
  execFileSync(
    process.execPath,
    [
      'tools/dist/cli.js',
      'hosting:varnish',
      ...['--backend', options.backends.join(','), '--probe-interval', '1', '--out', vcl],
      ...['--static', options.copy ?? 'off'],
    ],
    { cwd: workspace, env: { ...process.env, ...options.env }, stdio: 'pipe' },
  );
  const child = spawn(
    varnishBinary,
    [
      ...['-F', '-n', join(dir, 'work'), '-f', vcl, '-a', `127.0.0.1:${options.port}`],
      ...['-s', 'malloc,64m', '-p', 'thread_pool_min=5', '-p', 'thread_pool_max=50'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // varnishd -F tells its life on stderr: kept, and shown only if it does not start.
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    said = `${said}${chunk}`.slice(-4000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 20_000;
  while (!(await getOnce(`${url}/robots.txt`).catch(() => undefined))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`varnishd on port ${options.port} did not start:\n${said}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    dir,
    stop: () => stopAndRemove(child, dir),
  };
}

/** Stops a front server (nginx, varnishd) with SIGTERM, then removes its folder. */
async function stopAndRemove(child: ChildProcess, dir: string) {
  await stopped(child);
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Publishes an alert on the owner's notices file as the owner does (write, then rename),
 * in force from a minute ago for an hour.
 */
export function publishAlert(file: string, text: Record<string, string>) {
  const now = Date.now();
  writeFileSync(
    `${file}.new`,
    JSON.stringify({
      alerts: [
        {
          id: 'phones-down',
          severity: 'warning',
          starts: localDateTimeOf(new Date(now - 60_000)),
          ends: localDateTimeOf(new Date(now + 3_600_000)),
          text,
        },
      ],
    }),
  );
  renameSync(`${file}.new`, file);
}
