// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { createRenderPool } from './pool.ts';

describe('a shell build that cannot be loaded', () => {
  const shellDist = mkdtempSync(join(tmpdir(), 'broken-shell-'));
  mkdirSync(join(shellDist, 'server'));
  writeFileSync(join(shellDist, 'server/index.js'), 'throw new Error("broken shell build");\n');
  writeFileSync(join(shellDist, 'server/package.json'), '{"type":"commonjs"}');
  afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

  it('fails its renders as the shell, never blaming or benching the remotes of the page', async () => {
    const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
    const problems = { failed: vi.fn() };
    const pool = createRenderPool({
      shellDist,
      budget: readConfig({ SSR_REMOTE_BUDGET_MS: '1000' }).render.budget,
      reportSample: 1,
      workers: 1,
      workerMemoryMb: 192,
      log,
      problems,
    });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await expect(
          pool.render({ serverRemotes: { 'mf-medpack': { entry: '', version: '1' } } } as never),
        ).rejects.toThrow(/^The shell's server build cannot be loaded .*broken shell build/);
      }
      const keys = problems.failed.mock.calls.map(([key]) => key);
      expect(new Set(keys)).toEqual(new Set(['shell (server build)']));
      expect(log.warn.mock.calls.join('\n')).not.toMatch(/benched/);
    } finally {
      await pool.close();
    }
  }, 20_000);
});
