// Each team sees its section live, by version, and a bad release rolls itself back: a
// production server on a release folder of its own (metrics listener on, a short watch),
// a client asking for pages all along, and a browser viewing /medpack again and again.
// (1) mf-medpack released with browser code that throws on /best-prices: the browsers'
// reports arrive (each view a visitor of its own address, X-Forwarded-For from the
// loopback proxy the server trusts), `pnpm status mf-medpack` shows the new version's
// error rate, and the servers roll it back by the default rule (errors from 3 visitors
// within a minute) within seconds; the version before serves again and no request failed. (2) A healthy build released is kept once its watch is over, and a page view
// whose reports the browser blocks works as before.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildMedpackVariant, buildMedpackWithNote } from './hosting';
import { runScript as run, stopped, waitUntilAnswering, workspace } from './servers';

const port = 8802;
const metricsPort = 8803;
const base = `http://localhost:${port}`;
const metrics = `http://127.0.0.1:${metricsPort}`;
/** The watch rule as it ships, checked more often than every 5 s. */
const rule = { RELEASE_WATCH_CHECK_MS: '500' };

type Counts = Record<string, { ok: number; failed: number; statuses: Record<string, number> }>;

test.describe('a section seen live, by version, and a bad release rolled back by itself', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let root: string;
  let server: ChildProcess;
  let serverLog = '';
  let load: ChildProcess;

  const release = (...args: string[]) =>
    run('server/dist/cli.js', ['release', '--root', root, ...args]);
  const status = () => run('server/dist/cli.js', ['status', 'mf-medpack', '--site', metrics]);
  /** The manifest URL remotes.json points mf-medpack at (an entry or its URL). */
  const liveMedpack = () => {
    const entry = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'))['mf-medpack'];
    return String(typeof entry === 'string' ? entry : entry.manifest);
  };
  const loadCounts = () =>
    new Promise<Counts>((resolve) => {
      load.once('message', (message) => resolve((message as { counts: Counts }).counts));
      load.send('report');
    });

  /** One page view: until its reporter is on, then away (the page is hidden: it reports). */
  async function view(page: Page, path: string) {
    await page.goto(`${base}${path}`);
    // The visitor reaches for the page's parts: islands that wake at a first touch load.
    const islands = page.locator('site-island');
    for (let index = 0; index < (await islands.count()); index++) {
      await islands.nth(index).dispatchEvent('pointerover');
    }
    await expect(
      page.locator('site-island:not([data-island-state="hydrated"], [data-island-state="failed"])'),
    ).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('html[data-reporting="on"]')).toBeAttached({ timeout: 15_000 });
    await page.goto('about:blank');
  }

  /**
   * Another visitor's report of one page view of `path` with an error of mf-medpack's
   * `version`, as its browser sends it, from its own address (the documentation range,
   * as the trusted loopback proxy forwards it: a browser's beacon cannot be given one).
   */
  const otherVisitor = (visitor: number, path: string, version: string) =>
    fetch(`${base}/_report`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': `198.51.100.${visitor}` },
      body: JSON.stringify({
        route: path,
        lang: 'en',
        view: true,
        sections: [{ remote: 'mf-medpack', version }],
        events: [{ kind: 'load-failed', remote: 'mf-medpack', version }],
        vitals: {},
      }),
    });

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pharmacy-observe-'));
    const released = release('--all');
    expect(released.code, released.output).toBe(0);
    server = spawn(process.execPath, ['server/dist/cli.js', 'serve'], {
      cwd: workspace,
      env: {
        ...process.env,
        ...rule,
        RELEASE_ROOT: root,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [server.stdout, server.stderr]) {
      stream?.on('data', (chunk) => {
        serverLog += chunk;
      });
    }
    await waitUntilAnswering(base, server, 'The observed server');
    load = fork(join(workspace, 'tests/e2e/load-client.mjs'), [
      base,
      '/medpack,/best-prices,/es/medpack',
    ]);
  });

  test.afterAll(async () => {
    load?.send('stop');
    load?.kill();
    await stopped(server);
    rmSync(root, { recursive: true, force: true });
    for (const copy of ['observe-throws', 'observe-healthy']) {
      rmSync(join(workspace, 'mf-medpack', copy), { recursive: true, force: true });
    }
  });

  test('a release whose browser code throws on /best-prices is reported, shown by pnpm status and rolled back', async ({
    page,
  }) => {
    const before = liveMedpack();
    // The section's texts module throws in the browser: every island of mf-medpack fails.
    const built = buildMedpackVariant(
      'observe-throws',
      (texts) =>
        `if (typeof window !== 'undefined' && window.location.pathname === '/best-prices') throw new Error('broken release');\n${texts}`,
      'src/texts.ts',
    );
    await loadCounts();
    const released = release('mf-medpack', '--from', built);
    expect(released.code, released.output).toBe(0);
    expect(released.output).toMatch(/watched until/);
    const broken = liveMedpack();
    expect(broken).not.toBe(before);
    const version = /\/remotes\/mf-medpack\/([^/]+)\//.exec(broken)?.[1] ?? '';
    const started = Date.now();
    // One visitor loads /best-prices again and again: its islands fail, and its browser
    // reports each view. One noisy visitor is not enough to judge a release by.
    for (let views = 0; views < 4; views += 1) await view(page, '/best-prices');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(liveMedpack()).toBe(broken);
    // Two more visitors see the same within the minute: it goes back at once.
    const others = Date.now();
    await otherVisitor(1, '/best-prices', version);
    await otherVisitor(2, '/best-prices', version);
    await expect.poll(liveMedpack, { timeout: 20_000 }).toBe(before);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `rolled back ${seconds.toFixed(1)} s after the release, ${((Date.now() - others) / 1000).toFixed(1)} s after the third visitor's report`,
    );
    const shown = status();
    expect(shown.code, shown.output).toBe(0);
    console.log(shown.output);
    expect(shown.output).toContain(`rolled back: ${version}`);
    expect(shown.output).not.toContain(`before:   ${version}`);
    expect(shown.output).toMatch(/errors \d+ \(\d+(\.\d)? per thousand views\)/);
    expect(shown.output).toContain(`${version} rolled back`);
    expect(serverLog).toContain(`mf-medpack: rolled back from ${version}`);
    // The version before serves again, and the client's requests all succeeded.
    await page.goto(`${base}/medpack`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'This page is not available right now',
    );
    const counts = await loadCounts();
    for (const [path, count] of Object.entries(counts)) {
      expect(count.failed, `${path}: ${JSON.stringify(count.statuses)}`).toBe(0);
      expect(count.ok, path).toBeGreaterThan(0);
    }
    // The metrics counted the broken version's failures (its islands' modules failing to
    // load) under its own label.
    const text = await (await fetch(`${metrics}/metrics`)).text();
    expect(text).toMatch(
      new RegExp(
        `pharmacy_browser_events_total\\{remote="mf-medpack",version="${version}",kind="(?:error|load-failed)"\\} [1-9]`,
      ),
    );
  });

  test('a healthy release is kept after its watch, and blocked reports change nothing for the visitor', async ({
    page,
  }) => {
    const note = 'MedPack, a healthy release';
    const built = buildMedpackWithNote(note, 'observe-healthy');
    const released = run(
      'server/dist/cli.js',
      ['release', '--root', root, 'mf-medpack', '--from', built],
      { RELEASE_WATCH_MINUTES: '0.25' },
    );
    expect(released.code, released.output).toBe(0);
    const healthy = liveMedpack();
    // This release is watched for 15 s only.
    const watchFile = join(root, 'watches/mf-medpack.json');
    const watch = JSON.parse(readFileSync(watchFile, 'utf8'));
    expect(watch.version).toBe(/\/remotes\/mf-medpack\/([^/]+)\//.exec(healthy)?.[1]);
    for (let views = 0; views < 5; views += 1) await view(page, '/medpack');
    // A browser that blocks the reports: the page works as before.
    await page.route('**/_report', (route) => route.abort());
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await view(page, '/medpack');
    await page.goto(`${base}/medpack`);
    await expect(page.getByRole('note').filter({ hasText: note })).toBeVisible();
    expect(problems).toEqual([]);
    await expect
      .poll(() => JSON.parse(readFileSync(watchFile, 'utf8')).outcome?.kind, { timeout: 30_000 })
      .toBe('kept');
    expect(liveMedpack()).toBe(healthy);
    expect(status().output).toMatch(/kept at/);
  });
});
