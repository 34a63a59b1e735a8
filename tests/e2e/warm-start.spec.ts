// Ready means warm, and a start is no outage: traffic from the server's first second (as a
// load balancer that does not wait, or a visitor's reload during a deploy) gets no 503 for
// a page that renders within the worker's deadline. A render worker's first page of a kind
// loads and compiles that section's code; it is given until the worker's deadline for that,
// not the short pass a warm worker gets; and /readyz says ready only once every worker has
// rendered the home page and a page of each section.
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { getOnce, releaseRoot, stopped, waitUntilAnswering, workspace } from './servers';

const port = 8106;
const base = `http://127.0.0.1:${port}`;
/** Pages of every section and the shell, long ones included, in both languages. */
const paths = [
  '/',
  '/testimonials',
  '/es/testimonials',
  '/partners',
  '/locations',
  '/es/locations/parlin',
  '/best-prices',
  '/medpack',
  '/support/faq',
  '/es/support/hours',
  '/about',
  '/es',
];

test.describe('a server under load from its first second', () => {
  test.describe.configure({ timeout: 60_000 });
  let server: ChildProcess | undefined;
  test.afterEach(async () => {
    await stopped(server);
  });

  test('answers every page, never 503, and says ready only once its workers are warm', async () => {
    server = spawn(process.execPath, ['server/dist/cli.js', 'serve'], {
      cwd: workspace,
      env: {
        ...process.env,
        PORT: String(port),
        RELEASE_ROOT: releaseRoot,
        SSR_WORKERS: '2',
        METRICS_PORT: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilAnswering(base, server, 'The server', 20_000);
    const readyAtStart = (await getOnce(`${base}/readyz`)).status;

    // 8 clients, each page after page, for 8 s or 400 pages: bounded.
    const statuses: string[] = [];
    const until = Date.now() + 8_000;
    let sent = 0;
    const client = async (offset: number) => {
      for (let index = offset; Date.now() < until && sent < 400; index += 1) {
        sent += 1;
        const path = paths[index % paths.length];
        const { status } = await getOnce(`${base}${path}`);
        if (status !== 200) statuses.push(`${path}: ${status}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, offset) => client(offset)));
    expect(sent).toBeGreaterThan(paths.length * 2);
    expect(statuses).toEqual([]);
    // Not ready the moment it listens (its workers were still cold), ready after.
    expect(readyAtStart).toBe(503);
    await expect
      .poll(async () => (await getOnce(`${base}/readyz`)).status, { timeout: 20_000 })
      .toBe(200);
  });
});
