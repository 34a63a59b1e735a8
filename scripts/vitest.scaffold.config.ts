import { defineConfig } from 'vitest/config';

/** `pnpm test:scaffold`: the slow test of `pnpm new:remote` (a copy, an install, a build). */
export default defineConfig({
  test: {
    include: ['scripts/*.scaffold.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
