import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { e2eReleaseRoot } from './release-root.mjs';

const port = Number(process.env.E2E_PORT ?? 8080);

export default defineConfig({
  // The site-wide specs here, and each team's spec in its own package (`mf-*/e2e/`).
  testDir: '..',
  testMatch: /(?:^|[/\\])(?:tests[/\\]e2e|mf-[a-z-]+[/\\]e2e)[/\\][^/\\]+\.spec\.ts$/,
  testIgnore: /[/\\]node_modules[/\\]/,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The server serves a release folder: the workspace's builds are released into one first.
    command: 'node ../server/dist/cli.js release --all && node ../server/dist/cli.js serve',
    url: `http://localhost:${port}/`,
    // No prerendered copy: the specs that need one start a server of their own with it.
    env: { PORT: String(port), RELEASE_ROOT: e2eReleaseRoot(port), FALLBACK_SITE: 'off' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
