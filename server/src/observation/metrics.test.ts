// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../app.ts';
import { readConfig } from '../config.ts';
import { startWatch, watchReleases } from '../releases/watch.ts';
import { createRenderPool } from '../rendering/pool.ts';
import { quietLog } from '../testing/log.ts';
import { countBrowserReport } from './browser-reports.ts';
import { createObserver } from './metrics.ts';
import { startMetricsListener } from './metrics-listener.ts';

const remoteNames = ['mf-locations', 'mf-services', 'mf-reviews', 'mf-medpack'];
const MEDPACK_VERSION = '0123456789ab';

/** A shell folder and remote folders, as a release describes them; pages rendered by a stub. */
function makeSite() {
  const root = mkdtempSync(join(tmpdir(), 'observe-test-'));
  const shell = join(root, 'shell');
  const remotes = join(root, 'remotes');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    join(shell, 'site.json'),
    JSON.stringify({
      origin: 'https://pharmacy.example',
      redirects: {},
      frameOrigins: [],
      shellPages: [],
    }),
  );
  writeFileSync(
    join(shell, 'remotes.json'),
    JSON.stringify(
      Object.fromEntries(
        remoteNames.map((name) => [
          name,
          name === 'mf-medpack'
            ? `/remotes/${name}/${MEDPACK_VERSION}/mf-manifest.json`
            : `/remotes/${name}/mf-manifest.json`,
        ]),
      ),
    ),
  );
  for (const name of remoteNames) {
    const dir = name === 'mf-medpack' ? join(remotes, name, MEDPACK_VERSION) : join(remotes, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'pages.json'),
      JSON.stringify({
        remote: name,
        prefixes: [`/${name.slice(3)}`],
        pages: [`/${name.slice(3)}`],
      }),
    );
    writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  }
  return { root, env: { SHELL_DIST: shell, REMOTES_ROOT: remotes } };
}

const baseOf = (server: Server) => {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/** What the observer's metrics listener (on a port of its own) serves at /metrics. */
async function scrape(observer: ReturnType<typeof createObserver>) {
  const listener = await startMetricsListener({
    port: 0,
    host: '127.0.0.1',
    observer,
    status: () => ({ ok: true }),
    log: quietLog(),
  });
  try {
    return await (await fetch(`${baseOf(listener as Server)}/metrics`)).text();
  } finally {
    listener?.close();
  }
}

const report = (overrides: Record<string, unknown> = {}) => ({
  route: '/medpack',
  lang: 'en',
  view: true,
  sections: [{ remote: 'mf-medpack', version: MEDPACK_VERSION }],
  events: [{ kind: 'error', remote: 'mf-medpack', version: MEDPACK_VERSION }],
  vitals: { lcp: 1200, inp: 80, cls: 0.02 },
  ...overrides,
});

const post = (base: string, body: string, type = 'text/plain;charset=UTF-8') =>
  fetch(`${base}/_report`, { method: 'POST', body, headers: { 'content-type': type } });

describe('the browser report endpoint', () => {
  const site = makeSite();
  let server: Server;
  let metrics: Server | undefined;
  let base: string;
  const pageHtml = '<!doctype html><p>The medpack page</p>';

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      env: { ...site.env, REPORT_PER_MINUTE: '8', METRICS_PORT: '0' },
      log: quietLog(),
      pageSource: () => ({ status: 200, html: pageHtml }),
    });
    base = baseOf(server);
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    metrics?.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  it('takes a report in its schema with 204, and counts it by route, language, remote and version', async () => {
    const answer = await post(base, JSON.stringify(report()));
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    // A route that is no page is counted as "other", never by its spelling.
    expect(
      (await post(base, JSON.stringify(report({ route: '/no/such/page', events: [] })))).status,
    ).toBe(204);
  });

  it('refuses a body over its limit, a wrong schema and a flood, and pages are served all along', async () => {
    const huge = JSON.stringify(report({ route: `/${'x'.repeat(9000)}` }));
    expect((await post(base, huge)).status).toBe(413);
    expect((await post(base, JSON.stringify({ ...report(), userAgent: 'Mozilla' }))).status).toBe(
      400,
    );
    expect((await post(base, JSON.stringify(report({ lang: 'fr' })))).status).toBe(400);
    expect((await post(base, 'not json')).status).toBe(400);
    expect((await post(base, JSON.stringify(report({ route: '/medpack?name=Jane' })))).status).toBe(
      400,
    );
    // REPORT_PER_MINUTE is 8 here; the earlier reports (all but the one over the limit) count too.
    const statuses = [];
    for (let sent = 0; sent < 8; sent += 1) {
      statuses.push((await post(base, JSON.stringify(report({ events: [] })))).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBe(6);
    const page = await fetch(`${base}/medpack`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(pageHtml);
    // Other methods stay refused everywhere else.
    expect((await fetch(`${base}/medpack`, { method: 'POST', body: '{}' })).status).toBe(405);
  });
});

describe('the metrics', () => {
  it('counts browser reports under bounded labels, and are served on their own listener only', async () => {
    const observer = createObserver({
      live: {
        composition: {
          remotes: { 'mf-medpack': `/remotes/mf-medpack/${MEDPACK_VERSION}/mf-manifest.json` },
        },
      },
    });
    countBrowserReport(observer, {
      route: '/medpack',
      lang: 'es',
      view: true,
      sections: [{ remote: 'mf-medpack', version: 'made-up-version' }],
      events: [
        { kind: 'error', remote: 'mf-medpack' },
        { kind: 'error', remote: 'mf-nothing' },
      ],
      vitals: { lcp: 2000 },
    });
    const text = await scrape(observer);
    expect(text).toContain(
      `pharmacy_browser_page_views_total{route="/medpack",lang="es",remote="mf-medpack",version="${MEDPACK_VERSION}"} 1`,
    );
    expect(text).toContain(
      `pharmacy_browser_events_total{remote="mf-medpack",version="${MEDPACK_VERSION}",kind="error"} 1`,
    );
    // A remote that is not live is no label: its error is the shell's.
    expect(text).toContain(
      'pharmacy_browser_events_total{remote="shell",version="unversioned",kind="error"} 1',
    );
    expect(text).not.toContain('made-up-version');
    expect(text).not.toContain('mf-nothing');
  });

  it('counts an INP and a layout shift under the part of the page that caused them', async () => {
    const observer = createObserver({
      live: {
        composition: {
          remotes: { 'mf-reviews': '/remotes/mf-reviews/ffeeddccbbaa/mf-manifest.json' },
        },
      },
    });
    // The home page is the shell's; its testimonials widget (mf-reviews) was slow to answer a tap.
    countBrowserReport(observer, {
      route: '/',
      lang: 'en',
      view: true,
      sections: [{ remote: 'mf-reviews', version: 'ffeeddccbbaa' }],
      events: [],
      vitals: { inp: 480, cls: 0.3 },
      parts: { inp: 'mf-reviews', cls: 'shell' },
    });
    const text = await scrape(observer);
    expect(text).toContain(
      'pharmacy_browser_inp_seconds_count{route="/",lang="en",remote="mf-reviews",version="ffeeddccbbaa"} 1',
    );
    expect(text).toContain(
      'pharmacy_browser_cls_count{route="/",lang="en",remote="shell",version="unversioned"} 1',
    );
    expect(text).not.toMatch(/pharmacy_browser_cls_count\{[^}]*remote="mf-reviews"/);
  });

  it('counts a looping remote’s render under that remote and version, scraped from the listener', async () => {
    const shellDist = mkdtempSync(join(tmpdir(), 'looping-shell-'));
    mkdirSync(join(shellDist, 'server'));
    // The chaos: a page with mf-medpack's server code loops forever.
    writeFileSync(
      join(shellDist, 'server/index.js'),
      `exports.renderPage = async (request) => {
        if (request.serverRemotes['mf-medpack']) while (true) {}
        return { kind: 'page', status: 503, html: 'panel', remoteVersions: {}, failures: ['mf-medpack could not be loaded on the server'], expiresAt: 0 };
      };\n`,
    );
    writeFileSync(join(shellDist, 'server/package.json'), '{"type":"commonjs"}');
    writeFileSync(join(shellDist, 'index.html'), '<!--ssr-head--><!--ssr-body-->');
    const observer = createObserver({
      live: {
        composition: {
          remotes: { 'mf-medpack': `/remotes/mf-medpack/${MEDPACK_VERSION}/mf-manifest.json` },
        },
      },
    });
    const pool = createRenderPool({
      shellDist,
      budget: readConfig({ SSR_REMOTE_BUDGET_MS: '400' }).render.budget,
      reportSample: 1,
      workers: 1,
      workerMemoryMb: 192,
      log: quietLog(),
      problems: { failed: vi.fn() },
      observer,
    });
    const listener = await startMetricsListener({
      port: 0,
      host: '127.0.0.1',
      observer,
      status: () => ({}),
      log: quietLog(),
    });
    try {
      const result = await pool.render({
        serverRemotes: { 'mf-medpack': { entry: '', version: '1' } },
      } as never);
      expect(result.status).toBe(503);
      const text = await (await fetch(`${baseOf(listener as Server)}/metrics`)).text();
      expect(text).toContain(
        `pharmacy_render_failures_total{remote="mf-medpack",version="${MEDPACK_VERSION}",kind="overrun"} 1`,
      );
      expect(text).toMatch(/pharmacy_render_worker_restarts_total 1/);
    } finally {
      listener?.close();
      await pool.close();
      rmSync(shellDist, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('the release watch', () => {
  /** A release folder where mf-medpack's v2 replaced v1. */
  function releaseFolder() {
    const root = mkdtempSync(join(tmpdir(), 'watch-test-'));
    for (const version of ['v1', 'v2']) {
      mkdirSync(join(root, 'remotes/mf-medpack', version), { recursive: true });
      writeFileSync(join(root, 'remotes/mf-medpack', version, 'mf-manifest.json'), '{}');
    }
    mkdirSync(join(root, 'releases'));
    writeFileSync(join(root, 'releases/mf-medpack.json'), JSON.stringify(['v1', 'v2']));
    writeFileSync(
      join(root, 'remotes.json'),
      JSON.stringify({ 'mf-medpack': '/remotes/mf-medpack/v2/mf-manifest.json' }),
    );
    return root;
  }
  const liveEntry = (root: string) =>
    JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'))['mf-medpack'];
  const settings = readConfig({
    ROLLBACK_MIN_SOURCES: '3',
    ROLLBACK_ERRORS_PER_THOUSAND: '50',
    RELEASE_WATCH_MINUTES: '1',
  }).releaseWatch;

  /**
   * mf-medpack's v2 just released over v1 and watched, on a clock the test moves; `view`
   * reports one page view of /medpack (a visitor's first report this minute), with a
   * browser error or without.
   */
  function watchedRelease() {
    const root = releaseFolder();
    const clock = { now: Date.parse('2026-01-01T10:00:00Z') };
    const observer = createObserver({
      // What the release folder's remotes.json says now (the releases below change it).
      live: {
        get composition() {
          return { remotes: { 'mf-medpack': liveEntry(root) } };
        },
      },
      now: () => clock.now,
    });
    startWatch({
      root,
      remote: 'mf-medpack',
      version: 'v2',
      previous: 'v1',
      minutes: settings.minutes,
      now: clock.now,
    });
    const log = quietLog();
    const watch = watchReleases({ root, settings, observer, log, now: () => clock.now });
    return {
      root,
      clock,
      log,
      watch,
      view: (withError: boolean) =>
        countBrowserReport(observer, {
          route: '/medpack',
          lang: 'en',
          view: true,
          sections: [{ remote: 'mf-medpack' }],
          events: withError ? [{ kind: 'error', remote: 'mf-medpack' }] : [],
          vitals: {},
        }),
      outcome: () =>
        JSON.parse(readFileSync(join(root, 'watches/mf-medpack.json'), 'utf8')).outcome,
      close() {
        watch.close();
        rmSync(root, { recursive: true, force: true });
      },
    };
  }

  it('rolls a release back once its browser errors pass the rule, and says why', async () => {
    const release = watchedRelease();
    const { root, clock, log, watch, view } = release;
    try {
      // Errors from two visitors only: too few to judge.
      for (let i = 0; i < 2; i += 1) view(true);
      await watch.check();
      expect(liveEntry(root)).toContain('/v2/');
      for (let i = 0; i < 20; i += 1) view(i % 3 === 0);
      clock.now += 10_000;
      await watch.check();
      expect(liveEntry(root)).toBe('/remotes/mf-medpack/v1/mf-manifest.json');
      const outcome = release.outcome();
      expect(outcome.kind).toBe('rolled back');
      expect(outcome.reason).toMatch(/^9 of 22 reporting visitors saw browser errors of v2/);
      expect(log.warn.mock.calls.join('\n')).toMatch(/mf-medpack: rolled back from v2 to v1/);
    } finally {
      release.close();
    }
  });

  it('keeps a healthy release once its watch is over', async () => {
    const release = watchedRelease();
    const { root, clock, watch, view } = release;
    try {
      for (let i = 0; i < 100; i += 1) view(i === 0);
      await watch.check();
      expect(release.outcome()).toBeUndefined();
      clock.now += 61_000;
      await watch.check();
      expect(liveEntry(root)).toContain('/v2/');
      expect(release.outcome().kind).toBe('kept');
    } finally {
      release.close();
    }
  });
});

describe('pnpm status', () => {
  it('prints each version’s figures, what changed and the watch, with an hour’s trend', async () => {
    const { sectionText, trend } = await import('./status-text.ts');
    const now = Date.parse('2026-01-01T10:30:30Z');
    const minute = (ago: number) => Math.floor(now / 60_000) * 60_000 - ago * 60_000;
    const line = trend(
      [
        { at: minute(2), views: 10, errors: 0, renderFailures: 0 },
        { at: minute(0), views: 10, errors: 10, renderFailures: 0 },
      ],
      now,
    );
    expect(line).toHaveLength(60);
    expect(line.endsWith(' _#')).toBe(true);
    const figures = (version: string, views: number, errors: number) => ({
      version,
      firstSeen: '2026-01-01T10:00:00.000Z',
      views,
      errors,
      sources: views,
      erroringSources: errors,
      erroringSourcesInAMinute: errors,
      errorsPerThousand: views ? (errors * 1000) / views : null,
      renders: 4,
      renderFailures: 0,
      lcpP75: 1234,
      inpP75: 56,
      renderP95: 78,
      minutes: [],
    });
    const text = sectionText(
      {
        name: 'mf-medpack',
        live: { ...figures('v1', 200, 1), since: '2026-01-01T09:00:00.000Z' },
        previous: figures('v2', 40, 20),
        changes: ['adds /medpack/faq'],
        watch: {
          remote: 'mf-medpack',
          version: 'v2',
          previous: 'v1',
          startedAt: '2026-01-01T10:00:00.000Z',
          until: '2026-01-01T10:10:00.000Z',
          outcome: {
            kind: 'rolled back',
            reason: 'too many errors',
            at: '2026-01-01T10:05:00.000Z',
          },
        },
      },
      now,
    );
    expect(text).toContain('live:     v1 since 2026-01-01T09:00:00.000Z');
    expect(text).toContain('page views 200, errors 1 (5 per thousand views)');
    // The version the watch rolled back is said so, not listed as the one before.
    expect(text).toContain('rolled back: v2 (released after v1, which serves again)');
    expect(text).not.toContain('before:');
    expect(text).toContain('reporting visitors 40 (each once a minute), 20 with errors');
    expect(text).toContain('page views 40, errors 20 (500 per thousand views)');
    expect(text).toContain('p75 LCP 1234 ms, p75 INP 56 ms, render p95 78 ms');
    expect(text).toContain('changed:  adds /medpack/faq');
    expect(text).toContain('v2 rolled back at 2026-01-01T10:05:00.000Z: too many errors');
  });
});

describe('the Grafana dashboard', () => {
  it('has a row per section and asks only for metrics the server exports', async () => {
    const dashboard = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../../deploy/grafana/sections-dashboard.json'),
        'utf8',
      ),
    );
    const rows = dashboard.panels.filter((panel: { type: string }) => panel.type === 'row');
    expect(rows.map((row: { title: string }) => row.title).sort()).toEqual(
      [...remoteNames, 'shell'].sort(),
    );
    const exported = new Set(
      (await createObserver().registry.getMetricsAsJSON()).map((metric) => metric.name),
    );
    const asked = JSON.stringify(dashboard).match(/pharmacy_[a-z_]+/g) ?? [];
    expect(asked.length).toBeGreaterThan(10);
    for (const name of asked) {
      expect(exported, name).toContain(name.replace(/_(bucket|count|sum)$/, ''));
    }
  });
});
