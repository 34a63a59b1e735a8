import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { islandFilePattern, withIslandExpose } from './build-preset/src/island-expose';

export default defineConfig({
  // The *.css.ts style files, as the builds compile them (class names; CSS in the DOM).
  plugins: [
    vanillaExtractPlugin(),
    // Each island named after its file, as the builds name it (build-preset's island-expose.ts).
    {
      name: 'site:island-exposes',
      enforce: 'pre',
      transform: (code, id) =>
        islandFilePattern.test(id.split('?')[0] ?? id) ? withIslandExpose(code, id) : undefined,
    },
  ],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    include: [
      '{shell,mf-*,shared-content,ui-kit,test-kit,build-preset,node-kit}/src/**/*.test.{ts,tsx}',
      'shell/build/**/*.test.{ts,mjs}',
      'server/src/**/*.test.ts',
      'tools/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/site/**/*.test.ts',
      'owner/src/**/*.test.{ts,tsx}',
    ],
    // Slow: `pnpm test:scaffold` runs it (and `pnpm test`, so CI).
    exclude: [...configDefaults.exclude, 'scripts/*.scaffold.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // The production server's tests start its built JavaScript, and the root scripts'
    // tests the tools' CLI: each built once, first (the tools import the server's build).
    globalSetup: ['./server/src/testing/build-server.ts', './tools/src/testing/build-tools.ts'],
    // @fastify/autoload imports the server's plugins and routes by path: transformed by
    // Vitest, it can import their TypeScript sources.
    server: { deps: { inline: ['@fastify/autoload'] } },
    pool: 'threads',
    maxWorkers: 2,
  },
});
