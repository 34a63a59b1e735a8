// Server-rendering throughput, latency and memory of the production server, on loopback
// only and bounded in time, 50 connections each: a cached page, the same page reached by
// marketing links (a new `?utm_source=…&fbclid=…` on every request: must be as fast as
// cached), declared parameters with random values (`/locations?pharmacy=<random>`: an
// enumerated one, as fast as cached; `/best-prices?name=<random>…`: a bounded text, each
// one a render), and renders (a second server with its page cache off), then the server's
// resident memory (its render workers included) before, after the traffic, and after a
// quiet minute.
// Usage: pnpm bench:ssr   (releases the build into a folder of its own and serves it on PORT
//        and PORT+1, default 8085)
//        DURATION=10 CONNECTIONS=50 IDLE=60 SSR_WORKERS=<render workers, default one per core>
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { workspace } from '../../scripts/workspace.mjs';
import { benchOptions } from './cli.mjs';

benchOptions({
  name: 'bench:ssr',
  usage:
    'Usage: pnpm bench:ssr   (PORT; releases the build into a folder of its own and serves it)',
});

const port = Number(process.env.PORT ?? 8085);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const idleSeconds = Number(process.env.IDLE ?? 60);

// The server serves a release folder, never a build: the workspace's builds are released
// into a folder of the bench's own (the live ./release is left as it is).
const releaseRoot = mkdtempSync(join(tmpdir(), 'pharmacy-bench-ssr-'));
execFileSync(process.execPath, ['server/dist/cli.js', 'release', '--all', '--root', releaseRoot], {
  cwd: workspace,
  stdio: ['ignore', 'ignore', 'inherit'],
});

/**
 * Starts a production server; resolves when it answers.
 * @param {number} serverPort
 * @param {Record<string, string>} [env]
 */
async function startServer(serverPort, env = {}) {
  const child = spawn(process.execPath, ['server/dist/cli.js', 'serve'], {
    cwd: workspace,
    // No render limit: one client here stands for the 50 visitors it measures.
    env: {
      ...process.env,
      RELEASE_ROOT: releaseRoot,
      SSR_RENDERS_PER_MINUTE: '0',
      PORT: String(serverPort),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => child.kill());
  const base = `http://127.0.0.1:${serverPort}`;
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  // Warm up: every remote loaded once in each render worker.
  for (let round = 0; round < 4; round += 1) {
    for (const path of ['/', '/locations/parlin', '/best-prices', '/support/hours', '/partners']) {
      await fetch(`${base}${path}?warm=${round}`);
    }
  }
  return { base, child };
}

/**
 * Resident memory of a process in MB (its worker threads are part of it).
 * @param {number | undefined} pid
 */
const residentMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

/**
 * @param {string} title
 * @param {import('autocannon').Options} options
 */
function run(title, options) {
  process.stderr.write(`${title}: ${duration} s at ${connections} connections…\n`);
  return autocannon({ connections, duration, ...options }).then((result) => ({
    traffic: title,
    'req/s': Math.round(result.requests.average),
    'p50 (ms)': result.latency.p50,
    'p99 (ms)': result.latency.p99,
    'max (ms)': result.latency.max,
    errors: result.errors + result.timeouts + result['4xx'] + result['5xx'],
    redirects: result['3xx'],
  }));
}

const cached = await startServer(port);
const uncached = await startServer(port + 1, { SSR_CACHE_ENTRIES: '0' });
/** @type {{ start: number, afterTraffic?: number, afterIdle?: number }} */
const memory = { start: residentMb(cached.child.pid) };
let counter = 0;
/** A random lowercase word of 5 to 12 letters (a medication nobody has searched yet). */
const randomWord = () =>
  Array.from({ length: 5 + Math.floor(Math.random() * 8) }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
/**
 * autocannon's requests, each to a new path.
 * @param {() => string} path
 * @returns {import('autocannon').Request[]}
 */
const everyRequest = (path) => [{ setupRequest: (request) => ({ ...request, path: path() }) }];
const rows = [
  await run('cached /locations/parlin', { url: `${cached.base}/locations/parlin` }),
  await run('marketing links /locations/parlin?utm_source=…&fbclid=<new>', {
    url: cached.base,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/locations/parlin?utm_source=newsletter&fbclid=${counter++}`,
        }),
      },
    ],
  }),
  await run('/locations?pharmacy=<random>', {
    url: cached.base,
    requests: everyRequest(() => `/locations?pharmacy=${randomWord()}`),
  }),
  await run('/best-prices?name=<random>&… (a search each)', {
    url: cached.base,
    requests: everyRequest(
      () => `/best-prices?name=${randomWord()}&strength=10mg&zip=08859&type=generic&search=1`,
    ),
  }),
  await run('rendered /locations/parlin (page cache off)', {
    url: `${uncached.base}/locations/parlin`,
  }),
  await run('cached /', { url: `${cached.base}/` }),
];
memory.afterTraffic = residentMb(cached.child.pid);
const uncachedAfter = residentMb(uncached.child.pid);
uncached.child.kill();
process.stderr.write(`Quiet for ${idleSeconds} s…\n`);
await new Promise((done) => setTimeout(done, idleSeconds * 1000));
memory.afterIdle = residentMb(cached.child.pid);
cached.child.kill();

console.log(`Server rendering, ${connections} connections, ${duration} s each (loopback)`);
console.table(rows);
console.log(
  `Resident memory of the cached server (render workers included): ${memory.start} MB at start, ${memory.afterTraffic} MB after the traffic, ${memory.afterIdle} MB after ${idleSeconds} s quiet; the page-cache-off server: ${uncachedAfter} MB after its renders`,
);
