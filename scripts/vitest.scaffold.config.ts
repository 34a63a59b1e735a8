import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:scaffold`: the slow tests on a copy of the workspace: `pnpm new:remote`,
 * `new:page` and `new:island` (a copy, an install or linked dependencies, the changed
 * package's build), and every CLI command with no build. Run after `pnpm build`: the
 * new:remote copy reuses the workspace's builds of the packages it leaves unchanged.
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
