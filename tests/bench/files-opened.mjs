// The files a request for /best-prices and /locations/parlin opens, in the server process and its render workers:
// the production server (a release of the workspace's builds, in a folder of its own) runs
// under strace, and the files opened while it answers one request are listed, for a page
// it has to render (a search nobody made yet) and for the same page from its cache. Goal
// (issue 36): at most 8; nothing is read per request once the composition, the notices
// and each remote's server build are loaded.
// Usage: pnpm bench:files   (PORT, default 9100; needs strace, Debian's `strace` package)
//        SERVE='<a server's script> [its arguments]' RELEASE_ROOT=<a release folder>: another server
//        (an older checkout's, to compare) on a release folder of its own
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspace } from '../../scripts/workspace.mjs';
import { benchOptions } from './cli.mjs';

benchOptions({
  name: 'bench:files',
  usage:
    "Usage: pnpm bench:files   (PORT, default 9100; SERVE='<script> [args]' RELEASE_ROOT=<folder> for another server; needs strace)",
});

const port = Number(process.env.PORT ?? 9100);
const GOAL = 8;
const folder = mkdtempSync(join(tmpdir(), 'pharmacy-files-opened-'));
const releaseRoot = process.env.RELEASE_ROOT ?? join(folder, 'release');
const serve = (process.env.SERVE ?? 'server/dist/cli.js serve').split(' ');
const trace = join(folder, 'strace.log');
if (!process.env.RELEASE_ROOT) {
  execFileSync(
    process.execPath,
    ['server/dist/cli.js', 'release', '--all', '--root', releaseRoot],
    {
      cwd: workspace,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

// -f: the render workers are threads of the process; every call that names a file (open,
// stat, readlink, access…), failed ones included.
const child = spawn(
  'strace',
  ['-f', '-qq', '-e', 'trace=%file', '-o', trace, process.execPath, ...serve],
  {
    cwd: workspace,
    env: { ...process.env, RELEASE_ROOT: releaseRoot, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: stopping it stops the server too (strace, signalled alone,
    // detaches and leaves the server running, and this script waiting on it).
    detached: true,
  },
);
const stop = () => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

const base = `http://127.0.0.1:${port}`;
/** @param {number} ms */
const pause = (ms) => new Promise((done) => setTimeout(done, ms));
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (tries > 300) throw new Error('The server did not get ready within 60 s');
  await pause(200);
}
// Every remote loaded in every worker once, as after a while in production.
for (let round = 0; round < 4; round += 1) await fetch(`${base}/best-prices?warm=${round}`);
await pause(500);

/**
 * The paths opened while `path` is requested (strace's lines written meanwhile).
 * @param {string} path
 */
async function filesOpenedBy(path) {
  const before = readFileSync(trace, 'utf8').length;
  const response = await fetch(`${base}${path}`);
  await response.text();
  await pause(300);
  const lines = readFileSync(trace, 'utf8').slice(before).split('\n');
  return {
    status: response.status,
    files: lines.flatMap((line) => {
      const call = /^\d+\s+(\w+)\([^"]*"([^"]+)".*\)\s*=\s*(-?\d+)/.exec(line);
      return call ? [`${call[1]} ${call[2]}${Number(call[3]) < 0 ? ' (failed)' : ''}`] : [];
    }),
  };
}

// The trace works: the server's start-up and warm-up opened files (modules, builds).
const atStart = readFileSync(trace, 'utf8').match(/^\d+\s+\w+\(/gm)?.length ?? 0;
console.log(`Start-up and warm-up: ${atStart} file calls traced (strace -f: process and workers)`);
const search = `/best-prices?name=files${Date.now()}&strength=10mg&zip=08859&type=generic&search=1`;
/** @type {[string, { status: number, files: string[] }][]} */
const rows = [
  ['rendered (a search nobody made yet)', await filesOpenedBy(search)],
  ['from the page cache (the same search again)', await filesOpenedBy(search)],
  ['/best-prices from the page cache', await filesOpenedBy('/best-prices')],
  ['/locations/parlin, rendered (its first request)', await filesOpenedBy('/locations/parlin')],
  ['/locations/parlin from the page cache', await filesOpenedBy('/locations/parlin')],
];
let over = false;
for (const [title, { status, files }] of rows) {
  const opened = files.filter((file) => file.startsWith('open')).length;
  console.log(
    `GET ${title.startsWith('/') ? '' : '/best-prices, '}${title}: ${status}; ${opened} file(s) opened, ${files.length} file call(s) in all`,
  );
  for (const file of files) console.log(`  ${file}`);
  if (opened > GOAL) over = true;
}
stop();
await pause(500);
rmSync(folder, { recursive: true, force: true });
if (over) {
  console.error(`More than ${GOAL} files opened by one request.`);
  process.exit(1);
}
