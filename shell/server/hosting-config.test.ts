import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticHostFiles } from './hosting-config.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A prerender folder: hashed chunks, an entry chunk beside them, tables. */
function prerendered() {
  root = mkdtempSync(join(tmpdir(), 'hosting-test-'));
  const file = (path: string, text = '') => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  file(
    'site.json',
    JSON.stringify({
      redirects: { '/refill': 'https://portal.example/refill' },
      remoteNames: ['mf-medpack'],
      frameOrigins: ['https://maps.example'],
    }),
  );
  file('remotes.json', JSON.stringify({ 'mf-medpack': 'https://cdn.example/mf-manifest.json' }));
  file('static/js/index.0123456789.js');
  file('static/js/index.0123456789.js.gz');
  file('remotes/mf-medpack/mf-manifest.json');
  file('remotes/mf-medpack/static/js/mf_medpack.0123456789.js');
  file('remotes/mf-medpack/static/js/async/1.0123456789.js');
  file('remotes/mf-medpack/static/js/async/1.0123456789.js.LICENSE.txt');
  return root;
}

describe('files for static hosts', () => {
  it('_redirects holds the redirect table', () => {
    expect(staticHostFiles(prerendered())._redirects).toBe(
      '/refill https://portal.example/refill 302\n',
    );
  });

  it('_headers: security headers everywhere, immutable only where every file is hashed', () => {
    const headers = staticHostFiles(prerendered())._headers;
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: [^\n]*https:\/\/cdn\.example/);
    expect(headers).toContain('frame-src https://maps.example');
    const immutable = [
      ...headers.matchAll(/^(\S+)\n {2}Cache-Control: public, max-age=31536000, immutable$/gm),
    ].map((match) => match[1]);
    // mf_medpack.<hash>.js is an entry file (revalidated), so its folder is not immutable.
    expect(immutable.sort()).toEqual(['/remotes/mf-medpack/static/js/async/*', '/static/*']);
  });
});
