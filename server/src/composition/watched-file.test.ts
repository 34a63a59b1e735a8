// @vitest-environment node
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serialRuns, watchedFile } from './watched-file.ts';

const folder = mkdtempSync(join(tmpdir(), 'watched-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes a temporary file, then renames it over the live one (how files are published). */
function publish(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

const readNumber = (text: string) =>
  /^\d+$/.test(text.trim()) ? { value: Number(text) } : { problem: `not a number: ${text}` };

describe('watchedFile', () => {
  it('takes each published version up by itself, and keeps the last good one', async () => {
    const file = join(folder, 'number.txt');
    const log = { warn: vi.fn(), info: vi.fn() };
    const watched = watchedFile({ file, read: readNumber, missing: 0, log });
    try {
      await watched.ready;
      expect(watched.current()).toBe(0);
      publish(file, '1');
      await vi.waitFor(() => expect(watched.current()).toBe(1));
      const version = watched.version();

      publish(file, 'one');
      await vi.waitFor(() =>
        expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/not a number/)),
      );
      expect(watched.current()).toBe(1);
      expect(watched.version()).toBe(version);

      publish(file, '2');
      await vi.waitFor(() => expect(watched.current()).toBe(2));
      expect(watched.version()).toBeGreaterThan(version);

      rmSync(file);
      await vi.waitFor(() => expect(watched.current()).toBe(0));
      expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/removed/));
    } finally {
      watched.close();
    }
  });

  it('reads nothing while the file has not changed', async () => {
    const file = join(folder, 'still.txt');
    publish(file, '7');
    const read = vi.fn(readNumber);
    const watched = watchedFile({ file, read, missing: 0, log: { warn: vi.fn(), info: vi.fn() } });
    try {
      await watched.ready;
      await watched.refresh();
      await watched.refresh();
      expect(watched.current()).toBe(7);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      watched.close();
    }
  });
});

describe('serialRuns', () => {
  it('runs one at a time, and once more for any calls made during a run', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const run = serialRuns(async () => {
      running += 1;
      most = Math.max(most, running);
      runs += 1;
      await new Promise((done) => setTimeout(done, 20));
      running -= 1;
    });
    await Promise.all([run(), run(), run(), run()]);
    expect(most).toBe(1);
    expect(runs).toBe(2);
  });
});
