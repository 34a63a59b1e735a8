// A second client that keeps a steady load on a running site while a test changes it
// (replay.spec.ts): it asks for `paths` in turn, two requests at a time, each on a
// connection of its own, and counts the answers per path. Run as a child process (so
// that the test's own work, a build say, never pauses it); the parent asks for the
// counts with the message 'report' (answered with { counts } and the counts reset) and
// ends it with 'stop'. Bounded: each request times out after 10 s, and it stops by
// itself after `maxMinutes`.
//
//   node load-client.mjs <base URL> <path>,<path>,… [maxMinutes]
import { get } from 'node:http';

const [base, list, maxMinutes = '10'] = process.argv.slice(2);
const paths = list.split(',');
/** @type {Record<string, { ok: number, failed: number, statuses: Record<string, number> }>} */
let counts = {};
let running = true;
setTimeout(() => process.exit(0), Number(maxMinutes) * 60_000).unref();

/** @param {string} path */
const ask = (path) =>
  new Promise((resolve) => {
    const request = get(`${base}${path}`, { agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
      response.on('error', () => resolve('aborted'));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(`error: ${error.message}`));
  });

/** @param {number} lane */
async function loop(lane) {
  let index = lane;
  while (running) {
    const path = paths[index % paths.length];
    index += 2;
    const status = await ask(path);
    counts[path] ??= { ok: 0, failed: 0, statuses: {} };
    const entry = counts[path];
    // A redirect or a page is an answer; a 4xx/5xx or no answer is a failed request.
    if (/^[23]\d\d$/.test(status)) entry.ok += 1;
    else entry.failed += 1;
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    await new Promise((done) => setTimeout(done, 25));
  }
}

process.on('message', (message) => {
  if (message === 'report') {
    process.send?.({ counts });
    counts = {};
  } else if (message === 'stop') {
    running = false;
    process.disconnect?.();
  }
});
void loop(0);
void loop(1);
