// docs/notices.md's recipe for a `pnpm start` user, run exactly as written: the shell
// blocks marked `<!-- tested: tests/e2e/docs-notice.spec.ts -->` are taken from the page
// and run with bash against a production server on a release folder of its own
// (RELEASE_ROOT, as `release/` is for `pnpm start`). The closure they publish must show on
// /locations/parlin and /es/locations/parlin, so a recipe that names a file the server
// does not read fails here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getOnce, runScript, type SiteProcess, startSite, workspace } from './servers';

const port = 8102;
const marker = '<!-- tested: tests/e2e/docs-notice.spec.ts -->';

/** The shell blocks of docs/notices.md marked for this spec, in order. */
function markedBlocks() {
  const text = readFileSync(join(workspace, 'docs/notices.md'), 'utf8');
  const blocks: string[] = [];
  for (const part of text.split(marker).slice(1)) {
    const block = /^\s*```(?:sh|bash)\n([\s\S]*?)\n```/.exec(part);
    if (!block?.[1]) throw new Error(`docs/notices.md: "${marker}" is not followed by a sh block`);
    blocks.push(block[1]);
  }
  return blocks;
}

/** The reason's text in one language, as the recipe writes it. */
function reasonIn(block: string, lang: 'en' | 'es') {
  const found = new RegExp(`"reason":\\s*\\{[^}]*"${lang}":\\s*"([^"]+)"`).exec(block);
  if (!found?.[1]) throw new Error(`the recipe's closure has no "${lang}" reason`);
  return found[1];
}

test.describe("docs/notices.md's recipe, run as written", () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let root: string;
  let site: SiteProcess;
  const env = () => ({ ...process.env, RELEASE_ROOT: root, PORT: String(port) });
  const run = (block: string) =>
    spawnSync('bash', ['-e', '-o', 'pipefail', '-c', block], {
      cwd: workspace,
      env: env(),
      encoding: 'utf8',
      timeout: 60_000,
    });

  test.beforeAll(async () => {
    // Where the server reads notices must come from the release folder alone, as with a
    // plain `pnpm start`: no override of the file or of the shell's folder.
    for (const name of ['NOTICES_FILE', 'SHELL_DIST', 'REMOTES_ROOT']) {
      expect(process.env[name], `${name} must not be set for this spec`).toBeUndefined();
    }
    root = mkdtempSync(join(tmpdir(), 'pharmacy-docs-notice-'));
    const released = runScript('server/dist/cli.js', ['release', '--all', '--root', root]);
    expect(released.code, released.output).toBe(0);
    site = await startSite(port, { RELEASE_ROOT: root });
  });
  test.afterAll(async () => {
    await site?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('a closure for today, published as the page says, shows on Parlin in both languages', async ({
    page,
  }) => {
    const blocks = markedBlocks();
    expect(blocks, 'the recipe (publish) and the check (curl)').toHaveLength(2);
    const [publish = '', check = ''] = blocks;
    const closedEn = `Closed today: ${reasonIn(publish, 'en')}`;
    const closedEs = `Cerrado hoy: ${reasonIn(publish, 'es')}`;

    expect((await getOnce(`${site.url}/locations/parlin`)).text).not.toContain(closedEn);

    const published = run(publish);
    expect(published.status, `${published.stdout}${published.stderr}`).toBe(0);
    expect(published.stdout).toContain('Closed: ');

    // "Within a minute": the server reads the file it watches within seconds.
    await expect
      .poll(async () => (await getOnce(`${site.url}/locations/parlin`)).text.includes(closedEn), {
        timeout: 60_000,
        intervals: [250],
      })
      .toBe(true);
    await page.goto(`${site.url}/locations/parlin`);
    await expect(page.locator('main')).toContainText(closedEn);
    await page.goto(`${site.url}/es/locations/parlin`);
    await expect(page.locator('main')).toContainText(closedEs);

    const checked = run(check);
    expect(checked.status, `${checked.stdout}${checked.stderr}`).toBe(0);
    expect(checked.stdout).toContain(closedEn);
    expect(checked.stdout).toContain(closedEs);
  });
});
