// The owner console's end-to-end test in Debian's Chromium with a virtual passkey
// (`pnpm --filter owner e2e`). The spec starts its own console on a fresh database and
// release folder, so it needs no build of the site.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
});
