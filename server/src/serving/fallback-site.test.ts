// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFallbackSite } from './fallback-site.ts';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in for the prerender: writes the key it is told (PRERENDER_KEY) into its folder, or fails. */
function fakePrerender() {
  folder = mkdtempSync(join(tmpdir(), 'fallback-site-'));
  const script = join(folder, 'prerender.mjs');
  writeFileSync(
    script,
    `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const out = process.argv[3];
const key = readFileSync(process.env.KEY_FILE, 'utf8');
if (key === 'broken') { console.error('Not prerendered: /about'); process.exit(1); }
mkdirSync(out, { recursive: true });
writeFileSync(out + '/index.html', key);
`,
  );
  return script;
}

describe('the prerendered fallback copy', () => {
  it('is made again after every change, switched whole, the one before kept; a failed prerender keeps it', async () => {
    const command = [fakePrerender()];
    const keyFile = join(folder, 'key');
    const dir = join(folder, 'fallback');
    const log = { info: vi.fn(), warn: vi.fn() };
    let key = 'release 1';
    writeFileSync(keyFile, key);
    const site = keepFallbackSite({
      dir,
      env: { ...process.env, KEY_FILE: keyFile },
      liveKey: async () => key,
      log,
      checkMs: 20,
      command,
    });
    const served = () => {
      try {
        return readFileSync(join(dir, 'current', 'index.html'), 'utf8');
      } catch {
        return undefined;
      }
    };
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 250 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
      expect(done()).toBe(true);
    };
    try {
      await until(() => served() === 'release 1');
      // A release, then a notices change: each made again.
      for (const next of ['release 2', 'notices 2']) {
        key = next;
        writeFileSync(keyFile, key);
        await until(() => served() === next);
      }
      expect(site.made()).toBe(3);
      // The copy served and the one before; older ones are gone.
      expect(readdirSync(dir).filter((name) => !name.startsWith('.')).length).toBe(3);
      // A prerender that fails keeps the copy in place, and says why.
      key = 'broken';
      writeFileSync(keyFile, key);
      await until(() => log.warn.mock.calls.length > 0);
      expect(String(log.warn.mock.calls[0][0])).toContain('Not prerendered: /about');
      expect(served()).toBe('notices 2');
      // Tried again only at the next change, not in a loop.
      await new Promise((r) => setTimeout(r, 200));
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(existsSync(join(dir, 'current'))).toBe(true);
    } finally {
      await site.close();
    }
  });

  it('is not made again by a server started on a site that has not changed since (a restart, a second replica)', async () => {
    const command = [fakePrerender()];
    const keyFile = join(folder, 'key');
    writeFileSync(keyFile, 'release 1');
    const options = {
      dir: join(folder, 'fallback'),
      env: { ...process.env, KEY_FILE: keyFile },
      liveKey: async () => 'release 1',
      log: { info: vi.fn(), warn: vi.fn() },
      checkMs: 20,
      command,
    };
    const first = keepFallbackSite(options);
    for (let i = 0; i < 250 && first.made() === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await first.close();
    expect(first.made()).toBe(1);
    const restarted = keepFallbackSite(options);
    await new Promise((r) => setTimeout(r, 300));
    await restarted.close();
    expect(restarted.made()).toBe(0);
    expect(readFileSync(join(folder, 'fallback', 'current', 'index.html'), 'utf8')).toBe(
      'release 1',
    );
  });
});
