import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getLocation } from 'shared-content';
import { noteAbove, withPagesShown } from './hosting';
import { addMedpackFaq, buildRemoteCopy, workspaceCopy } from './remote-copy';
import { getOnce, runScript as run, stopped, waitUntilAnswering, workspace } from './servers';
import { openPage } from './support';

// The life of the teams, replayed against one running production server (issue 35, "Done
// when"): each change goes live by `pnpm release` alone, while a second client keeps a
// steady load on the sections that are not being changed; none of its requests may fail,
// and the server process is the same from the first step to the last.

const port = 8177;
const base = `http://localhost:${port}`;

/** Pages of each section the load client asks for, in both languages. */
const sections = {
  shell: ['/about', '/es/contact'],
  'mf-locations': ['/locations/parlin', '/es/locations'],
  'mf-services': ['/support/faq', '/es/legal/privacy'],
  'mf-reviews': ['/testimonials', '/es/partners'],
  'mf-medpack': ['/medpack', '/es/pet-medications'],
} as const;
type Section = keyof typeof sections;

type Counts = Record<string, { ok: number; failed: number; statuses: Record<string, number> }>;

/** Every figure of the replay, printed at the end (the closing note quotes them). */
const figures: Record<string, { requests: number; failed: number; seconds: number }> = {};

const edit = (file: string, change: (source: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

test.describe('a team ships on its own, by one gated release, under load', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let root: string;
  let server: ChildProcess;
  let serverLog = '';
  let pid: number | undefined;
  let load: ChildProcess;
  let started = Date.now();

  const release = (...args: string[]) =>
    run('server/dist/cli.js', ['release', '--root', root, ...args]);

  /** What the load client counted since the last report. */
  const report = () =>
    new Promise<Counts>((resolve) => {
      load.once('message', (message) => resolve((message as { counts: Counts }).counts));
      load.send('report');
    });

  /**
   * Starts a step: resets the load client's counts. Ends it: the requests for the
   * sections not being changed all answered (none failed), and the server is the same
   * process, still running.
   */
  async function step(name: string, changed: Section[], body: () => Promise<void>) {
    await report();
    started = Date.now();
    await body();
    const counts = await report();
    const unchanged = (Object.keys(sections) as Section[])
      .filter((section) => !changed.includes(section))
      .flatMap((section) => sections[section]);
    const asked = unchanged.map((path) => counts[path] ?? { ok: 0, failed: 0, statuses: {} });
    figures[name] = {
      requests: asked.reduce((sum, count) => sum + count.ok + count.failed, 0),
      failed: asked.reduce((sum, count) => sum + count.failed, 0),
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    for (const [index, path] of unchanged.entries()) {
      expect(asked[index].failed, `${path}: ${JSON.stringify(asked[index].statuses)}`).toBe(0);
    }
    // Steady load: every page of the other sections was asked for during the step.
    for (const [index, path] of unchanged.entries())
      expect(asked[index].ok, path).toBeGreaterThan(0);
    expect(server.exitCode, serverLog).toBeNull();
    expect(server.pid).toBe(pid);
    expect(serverLog).not.toMatch(/benched/);
  }

  /** Waits (for at most 20 s) until `read` gives what `check` wants. */
  const until = <T>(read: () => Promise<T>) =>
    expect.poll(read, { timeout: 20_000, intervals: [100, 250, 500] });

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pharmacy-replay-'));
    const released = release('--all');
    expect(released.code, released.output).toBe(0);
    server = spawn(process.execPath, ['server/dist/cli.js', 'serve'], {
      cwd: workspace,
      env: { ...process.env, RELEASE_ROOT: root, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      serverLog += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      serverLog += chunk;
    });
    await waitUntilAnswering(base, server, 'The replay server');
    pid = server.pid;
    load = fork(join(workspace, 'tests/e2e/load-client.mjs'), [
      base,
      Object.values(sections).flat().join(','),
    ]);
    await new Promise((done) => setTimeout(done, 500));
  });

  test.afterAll(async () => {
    console.log(
      `Replay figures (requests to the sections not changed):\n${JSON.stringify(figures, null, 2)}`,
    );
    load?.send('stop');
    load?.kill();
    await stopped(server);
    rmSync(root, { recursive: true, force: true });
  });

  test('a: a new section, scaffolded, built alone and released, is served in both languages, listed and linked from the navigation', async ({
    page,
  }) => {
    await step('a: new section', [], async () => {
      const checkout = workspaceCopy();
      execFileSync(
        process.execPath,
        ['tools/dist/cli.js', 'new:remote', 'vaccines', '--no-install'],
        { cwd: checkout.root, stdio: 'pipe' },
      );
      checkout.addPackage('mf-vaccines', 'mf-medpack');
      const built = checkout.build('mf-vaccines');
      expect((await getOnce(`${base}/vaccines`)).status).toBe(302);

      const released = release('mf-vaccines', '--from', built);
      expect(released.code, released.output).toBe(0);
      expect(released.output).toContain('is a new section: it owns /vaccines');
      await until(async () => (await getOnce(`${base}/vaccines`)).status).toBe(200);
      expect((await getOnce(`${base}/vaccines`)).text).toMatch(/<h1[^>]*>Vaccines<\/h1>/);
      expect((await getOnce(`${base}/es/vaccines`)).text).toMatch(/<h1[^>]*>Vaccines \(es\)<\/h1>/);
      const sitemap = (await getOnce(`${base}/sitemap.xml`)).text;
      expect(sitemap).toContain('/vaccines</loc>');
      expect(sitemap).toContain('/es/vaccines</loc>');
      rmSync(checkout.root, { recursive: true, force: true });

      // From the home page's navigation, in the browser.
      await openPage(page, `${base}/`, /./);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Vaccines' })
        .click();
      await expect(page).toHaveURL(/\/vaccines$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vaccines');
    });
  });

  test('b: a new page of mf-medpack, in both languages, is reported by deploy:check, released alone and served', async () => {
    await step('b: new page', ['mf-medpack'], async () => {
      const built = buildRemoteCopy('mf-medpack', addMedpackFaq);
      expect((await getOnce(`${base}/medpack/faq`)).status).toBe(302);
      const checked = run('server/dist/cli.js', [
        'deploy:check',
        'mf-medpack',
        '--site',
        base,
        '--dist',
        built,
      ]);
      expect(checked.code, checked.output).toBe(0);
      expect(checked.output).toContain('adds /medpack/faq (and /es/medpack/faq)');

      const released = release('mf-medpack', '--from', built);
      expect(released.code, released.output).toBe(0);
      await until(async () => (await getOnce(`${base}/medpack/faq`)).status).toBe(200);
      expect((await getOnce(`${base}/medpack/faq`)).text).toMatch(
        /<h1[^>]*>MedPack questions<\/h1>/,
      );
      expect((await getOnce(`${base}/es/medpack/faq`)).text).toMatch(
        /<h1[^>]*>Preguntas sobre MedPack<\/h1>/,
      );
      expect((await getOnce(`${base}/sitemap.xml`)).text).toContain('/es/medpack/faq</loc>');
    });
  });

  test('c: a text change built is not live until released, and rollback brings the old one back', async () => {
    const note = 'MedPack section, replayed release';
    await step('c: release and rollback', ['mf-medpack'], async () => {
      const built = buildRemoteCopy('mf-medpack', (copy) =>
        edit(join(copy, 'mf-medpack/src/section.ts'), (source) =>
          withPagesShown(source, noteAbove(note)),
        ),
      );
      // Built, not released: visitors get what was live.
      await new Promise((done) => setTimeout(done, 1000));
      expect((await getOnce(`${base}/medpack`)).text).not.toContain(note);

      const released = release('mf-medpack', '--from', built);
      expect(released.code, released.output).toBe(0);
      await until(async () => (await getOnce(`${base}/medpack`)).text.includes(note)).toBe(true);

      const rolledBack = run('server/dist/cli.js', ['rollback', '--root', root, 'mf-medpack']);
      expect(rolledBack.code, rolledBack.output).toBe(0);
      await until(async () => (await getOnce(`${base}/medpack`)).text.includes(note)).toBe(false);
      // The page the rollback brought back is the one before: the new page is still there.
      expect((await getOnce(`${base}/medpack/faq`)).status).toBe(200);
    });
  });

  test('d: a build with changed site-wide facts is refused by release and never reaches visitors', async () => {
    const oldPhone = getLocation('parlin').phone;
    const newPhone = '(732) 555-0177';
    await step('d: refused release', [], async () => {
      const live = JSON.parse((await getOnce(`${base}/version.json`)).text);
      const built = buildRemoteCopy('mf-locations', (copy) =>
        edit(join(copy, 'shared-content/src/site/locations.ts'), (source) =>
          source.replace(`phone: '${oldPhone}'`, `phone: '${newPhone}'`),
        ),
      );
      const refused = release('mf-locations', '--from', built);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('mf-locations was not released');
      expect(refused.output).toContain('site-wide facts');
      expect(refused.output).toContain('deploy the shell built from this commit first');
      await new Promise((done) => setTimeout(done, 1000));
      const now = JSON.parse((await getOnce(`${base}/version.json`)).text);
      expect(now.remotes['mf-locations'].url).toBe(live.remotes['mf-locations'].url);
      const html = (await getOnce(`${base}/locations/parlin`)).text;
      expect(html).toContain(oldPhone);
      expect(html).not.toContain(newPhone);
    });
  });

  test('e: the shell rebuilt and released while the site runs: no request fails, no remote benched', async () => {
    const marker = 'shell-release-replayed';
    await step('e: shell release', [], async () => {
      const checkout = workspaceCopy();
      edit(join(checkout.root, 'shell/src/index.html'), (source) =>
        source.replace('</head>', `<meta name="release" content="${marker}"></head>`),
      );
      const built = checkout.build('shell');
      const released = release('shell', '--from', built);
      expect(released.code, released.output).toBe(0);
      await until(async () => (await getOnce(`${base}/about`)).text.includes(marker)).toBe(true);
      for (const path of Object.values(sections).flat()) {
        const answer = await getOnce(`${base}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.text, path).toContain(marker);
      }
      rmSync(checkout.root, { recursive: true, force: true });
      // Requests go on for a while on the new shell's workers.
      await new Promise((done) => setTimeout(done, 2000));
    });
    expect(serverLog).toMatch(/Shell release .* is live/);
  });
});
