import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noNotices } from 'shared-content/logic';
import { readNotices } from 'shared-content/notices';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { watchNoticesFile } from './notices-file.ts';

const folder = mkdtempSync(join(tmpdir(), 'notices-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const closure = (id: string) => ({
  id,
  locations: ['parlin'],
  from: '2026-12-15',
  reason: { en: 'weather' },
});

/** Publishes as the README says: write a temporary file, then rename it over the live one. */
function publish(file: string, contents: string) {
  writeFileSync(`${file}.tmp`, contents);
  renameSync(`${file}.tmp`, file);
}

describe('watchNoticesFile', async () => {
  it('gives no notices while there is no file, then each published version', async () => {
    const file = join(folder, 'published.json');
    const log = { warn: vi.fn(), info: vi.fn() };
    const watched = watchNoticesFile({ file, readNotices, noNotices, log });
    expect((await watched.current()).notices.closures).toEqual([]);

    publish(file, JSON.stringify({ closures: [closure('first')] }));
    // The watch of its folder takes a publish up by itself.
    await vi.waitFor(async () =>
      expect((await watched.current()).notices.closures).toHaveLength(1),
    );
    const first = await watched.current();
    expect(first.notices.closures.map((entry: { id: string }) => entry.id)).toEqual(['first']);

    publish(file, JSON.stringify({ closures: [closure('second')] }));
    await vi.waitFor(async () =>
      expect((await watched.current()).notices.closures[0]?.id).toBe('second'),
    );
    const second = await watched.current();
    expect(second.notices.closures.map((entry: { id: string }) => entry.id)).toEqual(['second']);
    expect(second.version).not.toBe(first.version);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('keeps the last good notices when the file is broken, saying so once', async () => {
    const file = join(folder, 'broken.json');
    const log = { warn: vi.fn(), info: vi.fn() };
    const watched = watchNoticesFile({ file, readNotices, noNotices, log });
    publish(file, JSON.stringify({ closures: [closure('good')] }));
    await vi.waitFor(async () =>
      expect((await watched.current()).notices.closures).toHaveLength(1),
    );
    const good = await watched.current();

    publish(file, '{ "closures": [');
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(2));
    expect(await watched.current()).toEqual(good);
    expect(await watched.current()).toEqual(good);
    expect(log.warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/not valid JSON/),
      expect.stringMatching(/is not usable; keeping the last good notices$/),
    ]);
  });

  it('ignores one bad entry with one line naming it, keeping the others', async () => {
    const file = join(folder, 'one-bad.json');
    const log = { warn: vi.fn(), info: vi.fn() };
    publish(
      file,
      JSON.stringify({ closures: [closure('good'), { ...closure('bad'), from: 'tomorrow' }] }),
    );
    const { notices } = await watchNoticesFile({ file, readNotices, noNotices, log }).current();
    expect(notices.closures.map((entry: { id: string }) => entry.id)).toEqual(['good']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/closures\[1\] \("bad"\) ignored, field "from"/);
  });
});

describe("the notices file's place", () => {
  it('is beside the shell build folder unless NOTICES_FILE says otherwise', () => {
    const noticesFile = (env: NodeJS.ProcessEnv) => readConfig(env).paths.noticesFile;
    expect(noticesFile({ SHELL_DIST: '/srv/pharmacy/shell' })).toBe('/srv/pharmacy/notices.json');
    // `pnpm start` serves ./release: its file is release/notices.json.
    expect(noticesFile({ RELEASE_ROOT: '/srv/site/release' })).toBe(
      '/srv/site/release/notices.json',
    );
    expect(noticesFile({ NOTICES_FILE: '/etc/notices.json' })).toBe('/etc/notices.json');
  });
});
