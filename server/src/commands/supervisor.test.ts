// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { supervise } from './supervisor.ts';

const folder = mkdtempSync(join(tmpdir(), 'supervise-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('supervise', () => {
  it('starts the server again when it exits on its own, and stops it on request', async () => {
    const starts = join(folder, 'starts.log');
    const script = join(folder, 'server.mjs');
    // A server that crashes on its first start, then runs until it is told to stop. It
    // notes each start once it is ready for SIGTERM, so the test never signals too early.
    writeFileSync(
      script,
      `import { appendFileSync, readFileSync, existsSync } from 'node:fs';
       const n = existsSync(${JSON.stringify(starts)}) ? readFileSync(${JSON.stringify(starts)}, 'utf8').length : 0;
       if (n === 0) { appendFileSync(${JSON.stringify(starts)}, 'x'); process.exit(1); }
       process.on('SIGTERM', () => process.exit(0));
       setInterval(() => {}, 1000);
       appendFileSync(${JSON.stringify(starts)}, 'x');`,
    );
    const log = { warn: vi.fn(), error: vi.fn() };
    const supervisor = supervise({ script, log, pausesMs: [50] });
    await vi.waitFor(() => expect(supervisor.restarts()).toBe(1), { timeout: 5000 });
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/exited \(code 1\); starting it again/),
    );
    await vi.waitFor(() => expect(readFileSync(starts, 'utf8')).toBe('xx'), { timeout: 5000 });
    expect(await supervisor.stop()).toBe(0);
    expect(supervisor.restarts()).toBe(1);
  });

  it('gives up on a server that keeps exiting', async () => {
    const script = join(folder, 'broken.mjs');
    writeFileSync(script, 'process.exit(3);');
    const log = { warn: vi.fn(), error: vi.fn() };
    const supervisor = supervise({ script, log, pausesMs: [10], maxRestartsPerMinute: 2 });
    expect(await supervisor.exited).toBe(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/giving up/));
  });
});
