// Load benchmark of the production server (loopback only, bounded in time and count).
// Starts `node server/dist/cli.js serve` as a child with the common default of 1,024 file
// descriptors, serving the built shell and a throw-away copy of every remote's build,
// then prints req/s, p50/p99 latency, errors and the server's resident memory for a few
// typical requests, 20,000 aborted downloads, and a remote redeployed under load.
//
// Usage: pnpm bench:server [--server 'path/to/cli.js serve'] [--port 8141] [--seconds 8]
// (needs `pnpm build`; --server lets you measure another version of the server)
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { workspace } from '../../scripts/workspace.mjs';
import { benchOptions } from './cli.mjs';

/** @import { ChildProcessByStdio } from 'node:child_process' */
/** @import { Readable } from 'node:stream' */
/**
 * The server's process, with how it ended and the last error it printed.
 * @typedef {ChildProcessByStdio<null, Readable, Readable> & {
 *   exited: Promise<NodeJS.Signals | number | null>,
 *   lastError: () => string,
 * }} ServerProcess
 */
/**
 * @typedef {{ headers?: Record<string, string>, requests?: autocannon.Request[],
 *   non2xxExpected?: boolean }} LoadOptions
 */
/** @typedef {autocannon.Result & { non2xxExpected: boolean }} LoadResult */

const { values: options } = benchOptions({
  name: 'bench:server',
  usage: "Usage: pnpm bench:server [--server 'path/to/cli.js serve'] [--port 8141] [--seconds 8]",
  options: {
    server: { type: 'string', default: `${join(workspace, 'server/dist/cli.js')} serve` },
    port: { type: 'string', default: '8141' },
    seconds: { type: 'string', default: '8' },
  },
});
const port = Number(options.port);
const seconds = Number(options.seconds);
const base = `http://127.0.0.1:${port}`;
const remoteNames = ['mf-locations', 'mf-services', 'mf-reviews', 'mf-medpack'];

// Each remote is served from a copy, so the deploy runs never touch the real build.
const deployRoot = mkdtempSync(join(tmpdir(), 'bench-server-'));
/**
 * @param {string} name
 * @param {number} n
 */
const release = (name, n) => join(deployRoot, `${name}.release-${n}`);
for (const name of remoteNames) {
  cpSync(join(workspace, name, 'dist'), release(name, 0), { recursive: true });
  symlinkSync(release(name, 0), join(deployRoot, name));
}

/** @param {string} dir */
const largestJs = (dir) =>
  readdirSync(dir)
    .filter((file) => /\.[0-9a-f]{8,}\.js$/.test(file))
    .map((file) => ({ file, size: statSync(join(dir, file)).size }))
    .sort((a, b) => b.size - a.size)[0].file;
const shellJs = `/static/js/${largestJs(join(workspace, 'shell/dist/static/js'))}`;
const medpackJs = `/remotes/mf-medpack/static/js/${largestJs(join(workspace, 'mf-medpack/dist/static/js'))}`;

/** @type {ServerProcess | undefined} */
let server;
/** The server started last; the runs below only happen once there is one. */
const running = () => {
  if (!server) throw new Error('The server has not been started');
  return server;
};
async function startServer() {
  const child = spawn('sh', ['-c', `ulimit -n 1024 && exec node ${options.server}`], {
    // A deploy target of its own: the workspace's shell and remotes swapped by symlink.
    env: {
      ...process.env,
      PORT: String(port),
      SHELL_DIST: join(workspace, 'shell/dist'),
      REMOTES_ROOT: deployRoot,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Promise<NodeJS.Signals | number | null>} */
  const exited = new Promise((done) => child.on('exit', (code, signal) => done(signal ?? code)));
  let stderr = '';
  /** @param {Buffer | string} chunk */
  const keep = (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => keep(`\nexited: ${signal ?? `code ${code}`}\n`));
  const lastError = () => {
    const lines = stderr.trim().split('\n');
    const error = lines.findLast((line) => /Error|EMFILE|ENOENT|SIGTERM/.test(line))?.trim();
    return [error, lines.at(-1)].filter(Boolean).join('; ');
  };
  server = Object.assign(child, { exited, lastError });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`The server did not start: ${lastError()}`);
}

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const alive = () => running().exitCode === null && running().signalCode === null;
const procStatus = () => readFileSync(`/proc/${running().pid}/status`, 'utf8');
const residentMb = () => {
  const kilobytes = procStatus().match(/VmRSS:\s+(\d+)/);
  if (!kilobytes) throw new Error(`No VmRSS in /proc/${running().pid}/status`);
  return Number(kilobytes[1]) / 1024;
};
const openFiles = () => readdirSync(`/proc/${running().pid}/fd`).length;

/** @type {Record<string, string | number>[]} */
const rows = [];
/**
 * @param {string} name
 * @param {LoadResult} result
 * @param {string} [extra]
 */
function report(name, result, extra = '') {
  const failed = result.errors + result.timeouts + (result.non2xxExpected ? 0 : result.non2xx);
  const row = {
    run: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    failed,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
    'RSS MB': extra,
    alive: alive() ? 'yes' : `NO (${running().lastError()})`,
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}

/**
 * 50 connections for `seconds`, stopped early after 300,000 responses.
 * @param {string} url
 * @param {LoadOptions} [options]
 * @returns {Promise<LoadResult>}
 */
function load(url, { headers = {}, requests, non2xxExpected = false } = {}) {
  return new Promise((done, fail) => {
    let responses = 0;
    const instance = autocannon(
      { url, connections: 50, duration: seconds, timeout: 5, headers, requests },
      (/** @type {unknown} */ error, result) =>
        error ? fail(error) : done({ ...result, non2xxExpected }),
    );
    instance.on('response', () => {
      if (++responses === 300_000) instance.stop();
    });
  });
}

let restarts = 0;
async function ensureServer() {
  if (alive()) return;
  restarts++;
  console.log(`server died (${running().lastError()}); starting it again for the next run`);
  await startServer();
}

/**
 * Requests a large file and closes the connection after about a millisecond. With a
 * Range header the server streams it from disk (a plain request may come from memory).
 * @param {string} path
 * @param {boolean} range
 * @returns {Promise<unknown>}
 */
function abortedDownload(path, range) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => {
      const rangeHeader = range ? 'Range: bytes=0-\r\n' : '';
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${rangeHeader}\r\n`);
      setTimeout(() => socket.destroy(), 1);
    });
    socket.on('error', () => {});
    socket.on('close', done);
  });
}

/**
 * @param {number} count
 * @param {number} [concurrency]
 */
async function abortedDownloads(count, concurrency = 50) {
  let started = 0;
  const worker = async () => {
    while (started < count && alive()) {
      started++;
      await abortedDownload(shellJs, started % 2 === 0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return started;
}

/**
 * Redeploys mf-medpack every 0.3 s while it is under load; returns the load result.
 * @param {string} kind
 */
async function deployUnderLoad(kind) {
  let deploying = true;
  let deploys = 0;
  const deployer = (async () => {
    while (deploying) {
      deploys++;
      const live = join(deployRoot, 'mf-medpack');
      if (kind === 'atomic') {
        // A new release folder, a symlink to it, renamed over the live one.
        cpSync(join(workspace, 'mf-medpack/dist'), release('mf-medpack', deploys), {
          recursive: true,
        });
        symlinkSync(release('mf-medpack', deploys), `${live}.next`);
        renameSync(`${live}.next`, live);
        rmSync(release('mf-medpack', deploys - 1), { recursive: true, force: true });
      } else {
        rmSync(live, { recursive: true, force: true });
        cpSync(join(workspace, 'mf-medpack/dist'), live, { recursive: true });
      }
      await sleep(300);
    }
  })();
  const result = await load(base, {
    requests: [
      { method: 'GET', path: '/remotes/mf-medpack/mf-manifest.json' },
      { method: 'GET', path: medpackJs, headers: { 'accept-encoding': 'br' } },
    ],
  });
  deploying = false;
  await deployer;
  return { result, deploys };
}

process.once('SIGINT', () => {
  server?.kill('SIGKILL');
  rmSync(deployRoot, { recursive: true, force: true });
  process.exit(130);
});

try {
  await startServer();
  const rssAtStart = residentMb();
  console.log(`server: ${options.server}`);
  console.log(
    `${seconds} s per run, 50 connections, loopback; RSS at start ${rssAtStart.toFixed(0)} MB; load average ${loadavg()[0].toFixed(1)} (client and server share the machine)`,
  );

  /** @type {[string, string, LoadOptions][]} */
  const runs = [
    ['/', `${base}/`, {}],
    ['page /locations/parlin', `${base}/locations/parlin`, {}],
    [`hashed JS, br`, `${base}${shellJs}`, { headers: { 'accept-encoding': 'br' } }],
    ['remotes.json', `${base}/remotes.json`, {}],
    ['404', `${base}/static/js/missing.0123456789.js`, { non2xxExpected: true }],
  ];
  for (const [name, url, runOptions] of runs) {
    await ensureServer();
    const before = residentMb();
    const result = await load(url, runOptions);
    report(name, result, alive() ? `${before.toFixed(0)} → ${residentMb().toFixed(0)}` : '');
  }

  await ensureServer();
  const fdsBefore = openFiles();
  const rssBefore = residentMb();
  const done = await abortedDownloads(20_000);
  await sleep(1000);
  const abortedRow = {
    run: `aborted downloads of ${shellJs} (half with Range)`,
    attempted: done,
    'fds before → after': alive() ? `${fdsBefore} → ${openFiles()}` : `${fdsBefore} → (dead)`,
    'RSS MB': alive() ? `${rssBefore.toFixed(0)} → ${residentMb().toFixed(0)}` : '',
    alive: alive() ? 'yes' : `NO (${running().lastError()})`,
  };
  rows.push(abortedRow);
  console.log(JSON.stringify(abortedRow));

  for (const kind of ['atomic', 'rm+cp']) {
    await ensureServer();
    const before = residentMb();
    const { result, deploys } = await deployUnderLoad(kind);
    report(
      `deploy under load (${kind}, ${deploys} deploys)`,
      result,
      alive() ? `${before.toFixed(0)} → ${residentMb().toFixed(0)}` : '',
    );
  }

  await ensureServer();
  await sleep(2000);
  console.log(
    `\nRSS at start ${rssAtStart.toFixed(0)} MB, after all runs (2 s idle) ${residentMb().toFixed(0)} MB; load average ${loadavg()[0].toFixed(1)}; server restarted after a crash: ${restarts} time(s)`,
  );
  console.table(rows);
} finally {
  server?.kill('SIGTERM');
  await Promise.race([server?.exited, sleep(12_000)]);
  rmSync(deployRoot, { recursive: true, force: true });
}
