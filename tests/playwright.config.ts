import { devices } from '@playwright/test';
import { playwrightConfig } from './playwright.base.ts';
import { e2eReleaseRoot } from './release-root.mjs';

const port = Number(process.env.E2E_PORT ?? 8080);
/** The specs that mostly wait (no browser, little CPU): the `waiting` project's. */
const waitingSpecs = /[/\\]tests[/\\]e2e[/\\]freshness\.spec\.ts$/;

export default playwrightConfig({
  // The site-wide specs here, and each team's spec in its own package (`mf-*/e2e/`).
  testDir: '..',
  testMatch: /(?:^|[/\\])(?:tests[/\\]e2e|mf-[a-z-]+[/\\]e2e)[/\\][^/\\]+\.spec\.ts$/,
  testIgnore: /[/\\]node_modules[/\\]/,
  fullyParallel: true,
  // Two workers for the browser specs (CI has 2 cores), and a third that only the
  // `waiting` project uses: a spec there spends most of its time waiting on a clock
  // (freshness.spec.ts waits out the caches' 60 s page window, about 75 s), so it runs
  // beside the two instead of holding one of them idle for a minute.
  workers: 3,
  timeout: 30_000,
  use: { baseURL: `http://localhost:${port}` },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/[/\\]node_modules[/\\]/, waitingSpecs],
      workers: 2,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'waiting',
      testMatch: waitingSpecs,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
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
