// What every Playwright config here shares (the site's, tests/playwright.config.ts, and the
// owner's console's, owner/e2e/playwright.config.ts): Debian's Chromium, one retry on CI,
// the list reporter, no traces. Each config adds its own specs, workers and server.
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

export function playwrightConfig({ use, ...config }: PlaywrightTestConfig) {
  return defineConfig({
    retries: process.env.CI ? 1 : 0,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    ...config,
    use: {
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      trace: 'off',
      ...use,
    },
  });
}
