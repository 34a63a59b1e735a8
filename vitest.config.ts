import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // The *.css.ts style files, as the builds compile them (class names; CSS in the DOM).
  plugins: [vanillaExtractPlugin()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    include: [
      '{shell,mf-*,shared-content,ui-kit,test-kit,build-preset}/src/**/*.test.{ts,tsx}',
      'shell/{server,build}/**/*.test.{ts,mjs}',
      'scripts/**/*.test.ts',
      'tests/site/**/*.test.ts',
      'owner/src/**/*.test.{ts,tsx}',
    ],
    // Slow: `pnpm test:scaffold` runs it (and `pnpm test`, so CI).
    exclude: [...configDefaults.exclude, 'scripts/*.scaffold.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // The production server's tests start its built JavaScript: built once, first.
    globalSetup: ['./shell/server/test-build.ts'],
    pool: 'threads',
    maxWorkers: 2,
  },
});
