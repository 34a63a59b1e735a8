// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of assets, not of small files, HTML or remotes.json', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'static/js'), { recursive: true });
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(join(dist, 'static/js/index.0123456789.js'), script);
    writeFileSync(join(dist, 'static/js/tiny.0123456789.js'), 'export {};');
    writeFileSync(join(dist, 'remotes.json'), JSON.stringify({ a: 'x'.repeat(2000) }));
    writeFileSync(join(dist, 'index.html'), `<p>${'page '.repeat(500)}</p>`);

    expect(await precompressFolder(dist)).toBe(1);

    const js = join(dist, 'static/js/index.0123456789.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dist, 'static/js/tiny.0123456789.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'remotes.json.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
  });
});
