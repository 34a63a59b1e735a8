// The owner console's end-to-end tests in Debian's Chromium with a virtual passkey
// (`pnpm test:owner-e2e`, part of `pnpm test`). owner.spec.ts starts its own console on a
// fresh database and release folder; public-site.spec.ts runs `pnpm start` (site built).
import { playwrightConfig } from '../../tests/playwright.base.ts';

export default playwrightConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  workers: 1,
  timeout: 60_000,
});
