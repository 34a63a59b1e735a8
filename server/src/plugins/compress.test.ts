// @vitest-environment node
// How a page's HTML is sent: in brotli to a client that prefers it, in gzip to one that
// takes only gzip, as it is to one that takes neither, the same page in each.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INDEX_HTML, siteApp } from '../testing/site.ts';

describe('page compression', () => {
  const { app } = siteApp();
  const page = (acceptEncoding?: string, url = '/contact') =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli to a browser that accepts it, and the page reads the same', async () => {
    // A page with a query is compressed faster, less tightly: it reads the same too.
    for (const url of ['/contact', '/contact?pharmacy=parlin']) {
      const answer = await page('gzip, deflate, br, zstd', url);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers.vary, url).toContain('accept-encoding');
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('sends gzip where brotli is refused or not offered, and the page as it is otherwise', async () => {
    for (const header of ['gzip', 'br;q=0, gzip', '*;q=0.5, br;q=0']) {
      const answer = await page(header);
      expect(answer.headers['content-encoding'], header).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString(), header).toBe(INDEX_HTML);
    }
    for (const header of [undefined, 'identity']) {
      const answer = await page(header);
      expect(answer.headers['content-encoding'], header).toBeUndefined();
      expect(answer.body, header).toBe(INDEX_HTML);
    }
  });
});
