import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { islandFilePattern, withIslandExpose } from './build-preset/src/island-expose';

/** What both projects below compile and resolve alike. */
const shared = {
  // The *.css.ts style files, as the builds compile them (class names; CSS in the DOM).
  plugins: [
    vanillaExtractPlugin(),
    // Each island named after its file, as the builds name it (build-preset's island-expose.ts).
    {
      name: 'site:island-exposes',
      enforce: 'pre' as const,
      transform: (code: string, id: string) =>
        islandFilePattern.test(id.split('?')[0] ?? id) ? withIslandExpose(code, id) : undefined,
    },
  ],
  oxc: { jsx: { runtime: 'automatic' as const, importSource: 'react' } },
} satisfies TestProjectInlineConfiguration;

// Slow: `pnpm test:scaffold` runs it (and `pnpm test`, so CI).
const exclude = [...configDefaults.exclude, 'scripts/*.scaffold.test.ts'];

export default defineConfig({
  test: {
    // Two projects: the components' tests in happy-dom with testing-library set up
    // (vitest.setup.ts), and the tests of Node code (the server, the tools, the scripts,
    // the content) in Node without either, which a test file pays for otherwise (about
    // half a second of a core each, here). A file can still pick its environment with
    // `// @vitest-environment node`.
    projects: [
      {
        ...shared,
        test: {
          name: 'dom',
          include: [
            '{shell,mf-*,ui-kit,test-kit}/src/**/*.test.{ts,tsx}',
            'shell/build/**/*.test.{ts,mjs}',
          ],
          exclude,
          environment: 'happy-dom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'node',
          include: [
            '{shared-content,build-preset,node-kit}/src/**/*.test.{ts,tsx}',
            'server/src/**/*.test.ts',
            'tools/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/site/**/*.test.ts',
            'owner/src/**/*.test.{ts,tsx}',
          ],
          exclude,
          environment: 'node',
          // @fastify/autoload imports the server's plugins and routes by path: transformed
          // by Vitest, it can import their TypeScript sources.
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
    ],
    // The production server's tests start its built JavaScript, and the root scripts'
    // tests the tools' CLI: each built once, first (the tools import the server's build).
    // Here, not in a project: each project would run its own.
    globalSetup: ['./server/src/testing/build-server.ts', './tools/src/testing/build-tools.ts'],
    pool: 'threads',
    maxWorkers: 2,
  },
});
