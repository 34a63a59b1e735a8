// Freshness benchmark: how long after a change visitors see it through each cache in
// front of the Node server (nginx's page cache, `pnpm hosting:nginx --mode proxy`;
// Varnish, `pnpm hosting:varnish`). On loopback: a release folder of the workspace's
// builds, one Node server with the production page window (PAGE_CACHE_SECONDS, 60 by
// default), nginx and Varnish in front of it, every benchmark route warm in both caches.
// Then, one at a time:
//   1. the owner publishes an alert on the notices file (write, then rename);
//   2. mf-medpack is released (`pnpm release mf-medpack --from …`) with a visible note;
// and for each cache and route, the seconds until the route shows it. Goal: under 60 s;
// it exits 1 when a route misses it. `--together` makes both changes at once and waits
// for both (one window, about a minute: tests/e2e/freshness.spec.ts runs it so in CI).
//
// Usage: pnpm bench:freshness [--port 8460] [--timeout 120] [--together]
// (needs `pnpm build`, Debian's nginx and varnish; ports --port to --port+2; about
// three minutes, most of it waiting for the caches' windows)
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspace } from '../../scripts/workspace.mjs';
import { benchOptions } from './cli.mjs';

/** @import { ChildProcess } from 'node:child_process' */

const { values: options } = benchOptions({
  name: 'bench:freshness',
  usage: 'Usage: pnpm bench:freshness [--port 8460] [--timeout 120] [--together]',
  options: {
    port: { type: 'string', default: '8460' },
    timeout: { type: 'string', default: '120' },
    together: { type: 'boolean', default: false },
  },
});
const firstPort = Number(options.port);
const timeoutS = Number(options.timeout);
if (!(firstPort > 1024 && firstPort < 65_000) || !(timeoutS > 0)) {
  console.error('bench:freshness: --port is a free port above 1024, --timeout seconds above 0');
  process.exit(2);
}
const ports = { node: firstPort, nginx: firstPort + 1, varnish: firstPort + 2 };
/** Routes of every kind: shell pages, a remote's pages, both languages. */
const routes = ['/', '/about', '/locations/parlin', '/medpack', '/best-prices', '/es/best-prices'];
/** The routes mf-medpack renders (its release shows there). */
const medpackRoutes = ['/medpack', '/best-prices', '/es/best-prices'];
/** The server's command-line tool, `command` and what follows. */
const cli = (/** @type {string} */ command) => [join(workspace, 'server/dist/cli.js'), command];
/** The tools' command-line tool (the hosting generators), `command` and what follows. */
const tool = (/** @type {string} */ command) => [join(workspace, 'tools/dist/cli.js'), command];

const folder = mkdtempSync(join(tmpdir(), 'bench-freshness-'));
chmodSync(folder, 0o755);
const root = join(folder, 'release');
const noticesFile = join(folder, 'notices.json');
/** @type {ChildProcess[]} */
const children = [];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function start(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: workspace,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  children.push(child);
  return child;
}

/**
 * Resolves when `url` answers `status` (any when undefined), or fails after 30 s.
 * @param {string} url
 * @param {number} [status]
 */
async function waitFor(url, status) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await fetch(url, { redirect: 'manual' });
      if (status === undefined || answer.status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** @param {string} text */
function publishAlert(text) {
  const now = new Date();
  /** @param {Date} date */
  const local = (date) =>
    new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  writeFileSync(
    `${noticesFile}.new`,
    JSON.stringify({
      alerts: [
        {
          id: `freshness-${now.getTime()}`,
          severity: 'info',
          starts: local(new Date(now.getTime() - 60_000)),
          ends: local(new Date(now.getTime() + 3_600_000)),
          text: { en: text, es: text },
        },
      ],
    }),
  );
  renameSync(`${noticesFile}.new`, noticesFile);
}

/**
 * mf-medpack built from a copy of its source with a visible note above its pages.
 * @param {string} note
 */
function buildMedpackWithNote(note) {
  const copyName = '.freshness-bench';
  const copy = join(workspace, 'mf-medpack', copyName);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  cpSync(join(workspace, 'mf-medpack/src'), join(copy, 'src'), { recursive: true });
  // Its texts.ts reads the section's name from the package.json beside src/.
  cpSync(join(workspace, 'mf-medpack/package.json'), join(copy, 'package.json'));
  // Every page shown below the note (the same variant as tests/e2e/hosting.ts' withPagesShown).
  const sectionFile = join(copy, 'src/section.ts');
  writeFileSync(
    sectionFile,
    `import { createElement, Fragment } from 'react';
${readFileSync(sectionFile, 'utf8')}
// note: ${note}
const pagesBefore = section.pagesIn;
const shown = new Map();
section.pagesIn = (lang) => {
  if (!shown.has(lang)) {
    const pages = Object.entries(pagesBefore(lang)).map(([path, Page]) => [
      path,
      () => createElement(Fragment, null, createElement('p', { role: 'note' }, ${JSON.stringify(note)}), createElement(Page)),
    ]);
    shown.set(lang, Object.fromEntries(pages));
  }
  return shown.get(lang);
};
`,
  );
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
  return { dist: join(copy, 'dist'), remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * The seconds from `since` until every route shows `text` through each cache (null: not
 * within the timeout).
 * @param {Record<string, string>} caches name → base URL
 * @param {string[]} paths
 * @param {string} text
 * @param {number} since
 */
async function secondsUntilShown(caches, paths, text, since) {
  /** @type {Map<string, number | null>} */
  const shown = new Map();
  const pending = new Set(
    Object.keys(caches).flatMap((cache) => paths.map((path) => `${cache} ${path}`)),
  );
  const deadline = since + timeoutS * 1000;
  while (pending.size > 0 && Date.now() < deadline) {
    await Promise.all(
      [...pending].map(async (key) => {
        const [cache, path] = key.split(' ');
        try {
          const html = await (await fetch(`${caches[cache]}${path}`)).text();
          if (html.includes(text)) {
            shown.set(key, (Date.now() - since) / 1000);
            pending.delete(key);
          }
        } catch {
          // counted as not shown yet
        }
      }),
    );
    await new Promise((done) => setTimeout(done, 250));
  }
  for (const key of pending) shown.set(key, null);
  return shown;
}

/**
 * @param {string} change
 * @param {Map<string, number | null>} shown
 */
function report(change, shown) {
  console.log(`\n${change}`);
  /** @type {Map<string, number>} */
  const worst = new Map();
  for (const [key, seconds] of [...shown.entries()].sort()) {
    const [cache, path] = key.split(' ');
    console.log(
      `  ${cache.padEnd(8)} ${path.padEnd(20)} ${seconds === null ? `not within ${timeoutS} s` : `${seconds.toFixed(1)} s`}`,
    );
    worst.set(cache, Math.max(worst.get(cache) ?? 0, seconds ?? Number.POSITIVE_INFINITY));
  }
  for (const [cache, seconds] of worst) {
    console.log(
      `  ${cache}: every route within ${seconds.toFixed(1)} s ${seconds < 60 ? '(goal met: under 60 s)' : '(GOAL MISSED: 60 s)'}`,
    );
  }
  return [...worst.values()].every((seconds) => seconds < 60);
}

let met = true;
const medpack = buildMedpackWithNote(`Freshness release ${Date.now()}`);
try {
  execFileSync(process.execPath, [...cli('release'), '--root', root, '--all', '--no-watch'], {
    cwd: workspace,
    stdio: 'pipe',
  });
  const env = { RELEASE_ROOT: root, NOTICES_FILE: noticesFile, LOG_LEVEL: 'warn' };
  start(process.execPath, cli('serve'), { ...env, PORT: String(ports.node) });
  await waitFor(`http://127.0.0.1:${ports.node}/readyz`, 200);

  const nginxDir = join(folder, 'nginx');
  mkdirSync(nginxDir);
  execFileSync(
    process.execPath,
    [
      ...tool('hosting:nginx'),
      ...['--mode', 'proxy', '--listen', `127.0.0.1:${ports.nginx}`],
      ...['--upstream', `127.0.0.1:${ports.node}`, '--standalone', nginxDir],
      ...['--out', join(nginxDir, 'nginx.conf')],
      ...(process.getuid?.() === 0 ? ['--user', 'root'] : []),
    ],
    { cwd: workspace, env: { ...process.env, RELEASE_ROOT: root }, stdio: 'pipe' },
  );
  start('/usr/sbin/nginx', ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')]);
  const vcl = join(folder, 'site.vcl');
  execFileSync(
    process.execPath,
    [...tool('hosting:varnish'), '--backend', `127.0.0.1:${ports.node}`, '--out', vcl],
    { cwd: workspace, env: { ...process.env, RELEASE_ROOT: root }, stdio: 'pipe' },
  );
  start('/usr/sbin/varnishd', [
    ...['-F', '-n', join(folder, 'varnish'), '-f', vcl, '-a', `127.0.0.1:${ports.varnish}`],
    ...['-s', 'malloc,64m'],
  ]);
  const caches = {
    nginx: `http://127.0.0.1:${ports.nginx}`,
    varnish: `http://127.0.0.1:${ports.varnish}`,
  };
  await waitFor(`${caches.nginx}/about`, 200);
  await waitFor(`${caches.varnish}/about`, 200);
  // Every route in both caches, as visitors leave them.
  for (const base of Object.values(caches)) {
    for (const path of routes) await fetch(`${base}${path}`);
  }
  console.log(
    `Node on ${ports.node} (page window ${process.env.PAGE_CACHE_SECONDS ?? 60} s), nginx on ${ports.nginx}, Varnish on ${ports.varnish}; routes warm.`,
  );

  const alert = `Freshness notice ${Date.now()}`;
  const published = Date.now();
  publishAlert(alert);
  const noticeShown = secondsUntilShown(caches, routes, alert, published);
  if (!options.together) met = report('A notice published', await noticeShown) && met;

  const note = readFileSync(join(medpack.dist, '..', 'src/section.ts'), 'utf8').match(
    /^\/\/ note: (.+)$/m,
  )?.[1];
  if (!note) throw new Error('The variant of mf-medpack has no note');
  execFileSync(
    process.execPath,
    [...cli('release'), '--root', root, 'mf-medpack', '--from', medpack.dist, '--no-watch'],
    { cwd: workspace, stdio: 'pipe' },
  );
  const released = Date.now();
  const releaseShown = await secondsUntilShown(caches, medpackRoutes, note, released);
  if (options.together) met = report('A notice published', await noticeShown) && met;
  met = report("A remote's release (mf-medpack)", releaseShown) && met;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  medpack.remove();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
