// The owner console's end-to-end tests in Debian's Chromium with a virtual passkey
// (`pnpm test:owner-e2e`, part of `pnpm test`). owner.spec.ts starts its own console on a
// fresh database and release folder; public-site.spec.ts runs `pnpm start` (site built).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
});
