// Server-rendering throughput and latency of the production server, on loopback only
// and bounded in time: a cached page (the same URL again) and an uncached one (a query
// string bypasses the page cache, so every request renders), 50 connections each.
// Usage: pnpm bench:ssr   (starts its own server on PORT, default 8085, from the build)
//        DURATION=10 CONNECTIONS=50
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 8085);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['shell/server/serve.mjs'], {
  cwd: workspace,
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill();
process.on('exit', stop);

async function waitForServer() {
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The server did not start on port ${port}`);
}

function run(title, options) {
  process.stderr.write(`${title}: ${duration} s at ${connections} connections…\n`);
  return autocannon({ connections, duration, ...options }).then((result) => ({
    page: title,
    'req/s': Math.round(result.requests.average),
    'p50 (ms)': result.latency.p50,
    'p99 (ms)': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }));
}

await waitForServer();
// Warm up: every remote loaded once on the server.
for (const path of ['/', '/locations/parlin', '/best-prices', '/support/hours', '/partners']) {
  await fetch(base + path);
}
let counter = 0;
const rows = [
  await run('cached /locations/parlin', { url: `${base}/locations/parlin` }),
  await run('uncached /locations/parlin', {
    url: base,
    requests: [
      { setupRequest: (request) => ({ ...request, path: `/locations/parlin?n=${counter++}` }) },
    ],
  }),
  await run('cached /', { url: `${base}/` }),
];
stop();
console.log(`Server rendering on ${base}, ${connections} connections, ${duration} s each`);
console.table(rows);
