// How long `pnpm dev` (server-rendered, as production) takes to show an edit: seconds from
// saving a file to the changed text on the open dev page (the watch build, the release,
// the server taking it up, the page's reload and its new server render), for an edit of a
// section's content and one of an island. Restores the files.
// Usage: pnpm bench:dev-reload [rounds] (with `pnpm dev` running; else it starts one, in
// its own process group, and stops it at the end).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { devPorts, remoteNames, workspace } from '../../scripts/workspace.mjs';
import { benchOptions } from './cli.mjs';

const base = process.env.BASE_URL ?? `http://localhost:${devPorts.shell}`;
const { positionals } = benchOptions({
  name: 'bench:dev-reload',
  usage: 'Usage: pnpm bench:dev-reload [rounds]   (with `pnpm dev` running, or it starts one)',
  positionals: true,
});
const rounds = Number(positionals[0] ?? 3);
if (!Number.isInteger(rounds) || rounds < 1 || positionals.length > 1) {
  console.error(
    'bench:dev-reload: rounds is a whole number from 1. Usage: pnpm bench:dev-reload [rounds]',
  );
  process.exit(2);
}
const path = '/best-prices';
/** @type {{ what: string, file: string, from: string, to: (mark: string) => string, shows: string }[]} */
const edits = [
  {
    what: 'text edit (mf-medpack/src/content/prices.ts)',
    file: 'mf-medpack/src/content/prices.ts',
    from: "heading: 'Find the Best Prices',",
    to: (mark) => `heading: 'Find the Best Prices ${mark}',`,
    shows: 'h1',
  },
  {
    what: 'island edit (mf-medpack/src/islands/PriceSearch.tsx)',
    file: 'mf-medpack/src/islands/PriceSearch.tsx',
    from: 'title={form.title}',
    to: (mark) => `title={\`\${form.title} ${mark}\`}`,
    shows: '#price-finder h2',
  },
];

/** Whether the dev site answers with every section of the workspace. */
const devSiteUp = () =>
  fetch(`${base}/remotes.json`)
    .then((response) => (response.ok ? response.json() : {}))
    .then((remotes) => remoteNames.every((name) => name in remotes))
    .catch(() => false);

/** @type {import('node:child_process').ChildProcess | undefined} */
let dev;
if (!(await devSiteUp())) {
  console.log('Starting pnpm dev…');
  dev = spawn('pnpm', ['dev'], { cwd: workspace, detached: true, stdio: 'ignore' });
  const deadline = Date.now() + 300_000;
  while (!(await devSiteUp())) {
    if (Date.now() > deadline) throw new Error('pnpm dev did not start within 5 minutes');
    await new Promise((done) => setTimeout(done, 500));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.goto(base + path);

/**
 * Seconds from `change()` until the page's `selector` reads `text`.
 * @param {string} selector
 * @param {string} text
 * @param {() => void} change
 */
async function timeUntil(selector, text, change) {
  const started = performance.now();
  change();
  await page.waitForFunction(
    ([query, expected]) => document.querySelector(query)?.textContent === expected,
    [selector, text],
    { timeout: 60_000, polling: 50 },
  );
  return (performance.now() - started) / 1000;
}

try {
  for (const edit of edits) {
    const original = await page.locator(edit.shows).first().textContent();
    const file = join(workspace, edit.file);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(edit.from) || original === null) {
      throw new Error(`${edit.file} no longer contains ${edit.from}, or ${path} no ${edit.shows}`);
    }
    const times = [];
    try {
      for (let round = 1; round <= rounds; round += 1) {
        const mark = `(edit ${round})`;
        const edited = source.replace(edit.from, edit.to(mark));
        times.push(
          await timeUntil(edit.shows, `${original} ${mark}`, () => writeFileSync(file, edited)),
        );
        times.push(await timeUntil(edit.shows, original, () => writeFileSync(file, source)));
        console.log(`  ${edit.what}: ${times.slice(-2).map((s) => `${s.toFixed(2)} s`)}`);
      }
    } finally {
      writeFileSync(file, source);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${edit.what} on the dev page after: best ${sorted[0].toFixed(2)} s, median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s, worst ${sorted[sorted.length - 1].toFixed(2)} s (${times.length} saves)`,
    );
  }
} finally {
  await browser.close();
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
}
