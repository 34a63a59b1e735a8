import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:scaffold`: the slow tests on a copy of the workspace: `pnpm new:remote` and
 * `new:page` (a copy, an install, a build), and every CLI command with no build.
 */
export default defineConfig({
  test: {
    include: ['scripts/*.scaffold.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Two files at once: much of a file's time is spent waiting on an install, a build's
    // single-threaded steps or a server, so the others run beside new-remote's on 2 cores.
    maxWorkers: 2,
  },
});
