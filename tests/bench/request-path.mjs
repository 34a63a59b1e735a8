// The server modules a page request passes (issue 60: a page in one call, the route asking
// the renderer once: at most 6 for a rendered page and 4 for a cached one, and one crossing
// to a render worker each way for a render, none for a cached page; a render's figures per
// section version are recorded in observation/metrics.ts, the sixth). "Passes" means: a
// module of server/src (run as its build, server/dist/) with a function that ran while the
// request was answered, in the server process or in a render worker; from the request's first hook to its answer, every plugin's hooks on that
// request included. Measured with V8's precise coverage (call counts, reset before the
// request) in the accepting thread and, through the inspector's NodeWorker domain, in every
// render worker. Shell and remote code (the render itself) and libraries are not counted.
// Usage: pnpm bench:path   (releases the workspace's builds into a folder of its own and
//        serves it in this process on PORT, default 9150; exits 1 over the goal)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { workspace } from '../../scripts/workspace.mjs';
import { benchOptions } from './cli.mjs';

benchOptions({
  name: 'bench:path',
  usage: 'Usage: pnpm bench:path   (PORT, default 9150; exits 1 over the goal)',
});

/** The most server modules a rendered page and a cached page may pass. */
const GOAL = { rendered: 6, cached: 4 };
/**
 * Modules whose timers tick on their own, whatever the requests, and may fall inside a
 * request's window: the release watch's check (every RELEASE_WATCH_CHECK_MS, 5 s). Shown,
 * never counted.
 */
const BACKGROUND = new Set(['releases/watch.ts']);
const port = Number(process.env.PORT ?? 9150);
const built = join(workspace, 'server', 'dist');
const folder = mkdtempSync(join(tmpdir(), 'pharmacy-request-path-'));
execFileSync(process.execPath, ['server/dist/cli.js', 'release', '--all', '--root', folder], {
  cwd: workspace,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

/** Each render worker's inspector, through the main thread's session. */
/** @type {Map<string, unknown>} */
const workers = new Map();
let nextId = 1;
/** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
const pending = new Map();
/**
 * A command to a worker's inspector; resolves to its result.
 * @param {string} sessionId
 * @param {string} method
 * @param {Record<string, unknown>} [params]
 * @returns {Promise<any>}
 */
const toWorker = (sessionId, method, params = {}) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    session
      .post('NodeWorker.sendMessageToWorker', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      })
      .catch(reject);
  });
session.on('NodeWorker.receivedMessageFromWorker', ({ params }) => {
  const message = JSON.parse(params.message);
  const waiting = message.id && pending.get(message.id);
  if (!waiting) return;
  pending.delete(message.id);
  if (message.error) waiting.reject(new Error(message.error.message));
  else waiting.resolve(message.result);
});
/**
 * Counts the messages a thread posts (every crossing between threads is one: piscina posts
 * a task and its answer on a MessagePort) in `globalThis.postedMessages`.
 */
function countPosts() {
  const counter = /** @type {{ postedMessages: number }} */ (/** @type {unknown} */ (globalThis));
  counter.postedMessages = 0;
  const prototype = /** @type {{ postMessage: (...args: unknown[]) => void }} */ (
    /** @type {unknown} */ (MessagePort.prototype)
  );
  const post = prototype.postMessage;
  prototype.postMessage = function (...args) {
    counter.postedMessages += 1;
    return post.apply(this, args);
  };
}
const COUNT_POSTS = `(${countPosts})()`;
session.on('NodeWorker.attachedToWorker', async ({ params }) => {
  const { sessionId } = params;
  workers.set(sessionId, params.workerInfo);
  await toWorker(sessionId, 'Runtime.evaluate', { expression: COUNT_POSTS });
  await toWorker(sessionId, 'Profiler.enable');
  await toWorker(sessionId, 'Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await toWorker(sessionId, 'Runtime.runIfWaitingForDebugger');
});
session.on('NodeWorker.detachedFromWorker', ({ params }) => workers.delete(params.sessionId));
await session.post('NodeWorker.enable', { waitForDebuggerOnStart: true });

countPosts();

/** The messages posted so far: by this thread (to workers) and by the render workers. */
async function posted() {
  let fromWorkers = 0;
  for (const sessionId of workers.keys()) {
    const { result } = await toWorker(sessionId, 'Runtime.evaluate', {
      expression: 'globalThis.postedMessages',
      returnByValue: true,
    });
    fromWorkers += Number(result.value ?? 0);
  }
  const counter = /** @type {{ postedMessages: number }} */ (/** @type {unknown} */ (globalThis));
  return { toWorkers: counter.postedMessages, fromWorkers };
}

/** Every thread's coverage since the last take: `thread → module → functions that ran`. */
async function take() {
  /** @type {[string, import('node:inspector').Profiler.TakePreciseCoverageReturnType][]} */
  const threads = [['server process', await session.post('Profiler.takePreciseCoverage')]];
  for (const sessionId of workers.keys()) {
    threads.push(['render worker', await toWorker(sessionId, 'Profiler.takePreciseCoverage')]);
  }
  /** @type {Map<string, string[]>} */
  const ran = new Map();
  for (const [thread, { result }] of threads) {
    for (const script of result) {
      if (!script.url.startsWith(pathToFileURL(built).href)) continue;
      const functions = script.functions.filter((fn) => fn.ranges[0].count > 0);
      if (functions.length === 0) continue;
      const name = relative(built, fileURLToPath(script.url)).replace(/\.js$/, '.ts');
      const key = `${name} (${thread})`;
      // (An async function is counted again at each await it resumes from.)
      const names = functions.map(
        (fn) => `${fn.functionName || '(anonymous)'}×${fn.ranges[0].count}`,
      );
      ran.set(key, [...(ran.get(key) ?? []), ...names]);
    }
  }
  return ran;
}

process.env.RELEASE_ROOT = folder;
process.env.LOG_LEVEL = 'warn';
process.env.METRICS_PORT = 'off';
process.env.SSR_WORKERS = '2';
// No fallback copy: it is prerendered in the background after the start (for a proxy in
// front, plugins/fallback-site.ts), which would fall inside the first requests' windows.
process.env.FALLBACK_SITE = 'off';
const { startServer } = await import(pathToFileURL(join(built, 'app.js')).href);
const server = await startServer({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;
/** @param {number} ms */
const pause = (ms) => new Promise((done) => setTimeout(done, ms));
for (let tries = 0; !(await fetch(`${base}/readyz`)).ok; tries += 1) {
  if (tries > 300) throw new Error('The server did not get ready within 60 s');
  await pause(200);
}
// Every page kind rendered in each worker first, as after a while in production.
for (let round = 0; round < 4; round += 1) {
  await fetch(
    `${base}/best-prices?name=warm${round}&strength=10mg&zip=08859&type=generic&search=1`,
  );
}

/**
 * The server modules that ran while `path` was requested, and the messages between threads.
 * @param {string} path
 */
async function modulesPassedBy(path) {
  await pause(300);
  await take();
  const before = await posted();
  const response = await fetch(`${base}${path}`);
  await response.text();
  await pause(100);
  const after = await posted();
  return {
    status: response.status,
    ran: await take(),
    crossings: {
      toWorkers: after.toWorkers - before.toWorkers,
      fromWorkers: after.fromWorkers - before.fromWorkers,
    },
  };
}

// A search nobody made yet (a render), then the same search (from the page cache).
const search = `/best-prices?name=path${Date.now()}&strength=10mg&zip=08859&type=generic&search=1`;
const rows = [
  ['/best-prices, a search nobody made yet (rendered)', search],
  ['/best-prices, the same search again (from the page cache)', search],
  ['/locations/parlin (rendered)', '/locations/parlin'],
  ['/locations/parlin again (from the page cache)', '/locations/parlin'],
];
let over = false;
for (const [title, path] of rows) {
  const { status, ran, crossings } = await modulesPassedBy(path);
  const modules = new Set(
    [...ran.keys()]
      .map((key) => key.replace(/ \(.*\)$/, ''))
      .filter((name) => !BACKGROUND.has(name)),
  );
  console.log(
    `GET ${title}: ${status}; ${modules.size} server module(s); messages to a render worker: ${crossings.toWorkers}, back: ${crossings.fromWorkers}`,
  );
  for (const [key, names] of [...ran.entries()].sort()) {
    const background = BACKGROUND.has(key.replace(/ \(.*\)$/, ''));
    console.log(
      `  ${key}: ${names.join(', ')}${background ? ' (a timer of its own: not counted)' : ''}`,
    );
  }
  const rendered = title.endsWith('(rendered)');
  if (modules.size > (rendered ? GOAL.rendered : GOAL.cached)) over = true;
  const expected = rendered ? 1 : 0;
  if (crossings.toWorkers !== expected || crossings.fromWorkers !== expected) over = true;
}
server.close();
await pause(500);
rmSync(folder, { recursive: true, force: true });
if (over) {
  console.error(
    `More than ${GOAL.rendered} server modules for a rendered page or ${GOAL.cached} for a cached one, or not one crossing each way for a render.`,
  );
  process.exit(1);
}
process.exit(0);
