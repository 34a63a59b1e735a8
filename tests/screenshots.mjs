// `pnpm screenshots`: pictures of the production site for the README, taken from the
// current build (`pnpm start` first rebuilds what changed) into docs/screenshots/.
// Viewport-sized PNGs with motion reduced, so carousels hold still and files stay small.
// Usage: pnpm screenshots   (PORT sets the server's port, default 8181)
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { workspace } from '../scripts/workspace.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = Number(process.env.PORT ?? 8181);
const base = `http://localhost:${port}`;
const outDir = join(workspace, 'docs/screenshots');
mkdirSync(outDir, { recursive: true });

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const shots = [
  { file: 'home-desktop.png', path: '/', device: desktop, ready: 'What Our Patients Say' },
  { file: 'home-phone.png', path: '/', device: phone },
  { file: 'location-parlin.png', path: '/locations/parlin', device: desktop },
  {
    // The server renders /locations itself, so a page load keeps its server HTML when the
    // browser cannot load the remote: the panel shows on a move inside the site (from
    // `via`, by the footer's link), when the browser has to load the section.
    file: 'failure-panel.png',
    path: '/locations',
    via: '/',
    device: desktop,
    block: '**/remotes/mf-locations/**',
    ready: 'This page is not available right now',
  },
];

console.log(`Starting the production server on ${base} (rebuilds what changed)…`);
const server = spawn('node', [join(workspace, 'server/dist/cli.js'), 'start'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
/** @type {Promise<void>} */
const listening = new Promise((resolve, reject) => {
  server.stdout.on('data', (/** @type {Buffer} */ chunk) => {
    if (String(chunk).includes(`localhost:${port}`)) resolve();
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
await listening;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  for (const shot of shots) {
    const context = await browser.newContext({ ...shot.device, reducedMotion: 'reduce' });
    const page = await context.newPage();
    if (shot.block) await page.route(shot.block, (route) => route.abort());
    if (shot.via) {
      await page.goto(base + shot.via, { waitUntil: 'networkidle' });
      await page
        .locator('html[data-hydrated][data-content-hydrated]')
        .waitFor({ state: 'attached' });
      await page.locator(`footer a[href="${shot.path}"]`).first().click();
      await page.waitForURL(base + shot.path);
      await page.mouse.move(0, 0);
    } else {
      await page.goto(base + shot.path, { waitUntil: 'networkidle' });
    }
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (shot.ready) await page.getByRole('heading', { name: shot.ready }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const file = join(outDir, shot.file);
    await page.screenshot({ path: file, animations: 'disabled' });
    console.log(`  ${shot.file}  ${shot.path}  ${Math.round(statSync(file).size / 1024)} KiB`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
