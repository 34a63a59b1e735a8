// Measures how long the composed page on the shell's dev server takes to show an edit
// made in a remote: from saving the file to the new text on the page, for an edit of a
// remote's page component and one of its content in shared-content. Restores the files.
// Usage: pnpm dev (in another terminal), then pnpm bench:dev-reload [rounds]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { devPorts, workspace } from '../../scripts/workspace.mjs';

const base = process.env.BASE_URL ?? `http://localhost:${devPorts.shell}`;
const rounds = Number(process.argv[2] ?? 3);
const path = '/best-prices';
/** @type {{ what: string, file: string, from: string, to: (mark: string) => string }[]} */
const edits = [
  {
    what: 'remote page edit (mf-medpack/src/pages/BestPrices.tsx)',
    file: 'mf-medpack/src/pages/BestPrices.tsx',
    from: 'heading={page.heading}',
    to: (mark) => `heading={\`\${page.heading} ${mark}\`}`,
  },
  {
    what: 'content edit (mf-medpack/src/content/prices.ts)',
    file: 'mf-medpack/src/content/prices.ts',
    from: "heading: 'Find the Best Prices',",
    to: (mark) => `heading: 'Find the Best Prices ${mark}',`,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.goto(base + path);
const heading = page.getByRole('heading', { level: 1 });
await heading.waitFor({ timeout: 60_000 });

/**
 * Seconds from `change()` until the page's heading reads `text`.
 * @param {string | null} text
 * @param {() => void} change
 */
async function timeUntilHeading(text, change) {
  const started = performance.now();
  change();
  await page.waitForFunction(
    (expected) => document.querySelector('h1')?.textContent === expected,
    text,
    { timeout: 60_000, polling: 50 },
  );
  return (performance.now() - started) / 1000;
}

const original = await heading.textContent();
console.log(`composed page ${base}${path}, heading "${original}"`);
try {
  for (const edit of edits) {
    const file = join(workspace, edit.file);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(edit.from))
      throw new Error(`${edit.file} no longer contains ${edit.from}`);
    const times = [];
    try {
      for (let round = 1; round <= rounds; round += 1) {
        const mark = `(edit ${round})`;
        times.push(
          await timeUntilHeading(`${original} ${mark}`, () =>
            writeFileSync(file, source.replace(edit.from, edit.to(mark))),
          ),
        );
        times.push(await timeUntilHeading(original, () => writeFileSync(file, source)));
        console.log(
          `  ${edit.what}: ${times
            .slice(-2)
            .map((s) => `${s.toFixed(2)} s`)
            .join(', ')}`,
        );
      }
    } finally {
      writeFileSync(file, source);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${edit.what} shown on the composed page after: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s, worst ${sorted[sorted.length - 1].toFixed(2)} s (${times.length} saves)`,
    );
  }
} finally {
  await browser.close();
}
