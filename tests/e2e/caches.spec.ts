// Caches in front of the Node servers carry the site while every Node server is down:
// nginx (`pnpm hosting:nginx --fallback`) answers from the prerendered copy the server
// keeps current (FALLBACK_SITE) even with a cold cache.
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { localDateTimeOf } from 'shared-content/logic';
import { type NginxProcess, securityHeaderNames, startNginx } from './hosting';
import { getOnce, releaseRoot, type SiteProcess, startSite } from './servers';

const ports = { nginx: { node: 8444, front: 8445 } };
const alert = {
  en: 'Our phone lines are down this afternoon.',
  es: 'Nuestras líneas telefónicas no funcionan esta tarde.',
};

/** Publishes an alert on the owner's notices file (write, then rename), in force for an hour. */
function publishAlert(file: string) {
  const now = Date.now();
  writeFileSync(
    `${file}.new`,
    JSON.stringify({
      alerts: [
        {
          id: 'phones-down',
          severity: 'warning',
          starts: localDateTimeOf(new Date(now - 60_000)),
          ends: localDateTimeOf(new Date(now + 3_600_000)),
          text: alert,
        },
      ],
    }),
  );
  renameSync(`${file}.new`, file);
}

/** Every page of the sitemap (both languages), as paths. */
async function sitemapPaths(base: string) {
  const xml = (await getOnce(`${base}/sitemap.xml`)).text;
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  expect(paths.length).toBeGreaterThan(20);
  expect(paths.some((path) => path.startsWith('/es'))).toBe(true);
  return paths;
}

test.describe('nginx answers from the prerendered copy where Node is down and its cache is cold', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const folder = mkdtempSync(join(tmpdir(), 'pharmacy-fallback-'));
  const noticesFile = join(folder, 'notices.json');
  const fallbackDir = join(folder, 'fallback');
  let node: SiteProcess;
  let front: NginxProcess;

  test.beforeAll(async () => {
    node = await startSite(ports.nginx.node, {
      NOTICES_FILE: noticesFile,
      FALLBACK_SITE: fallbackDir,
    });
    front = await startNginx({
      mode: 'proxy',
      port: ports.nginx.front,
      upstreams: [`127.0.0.1:${ports.nginx.node}`],
      env: { RELEASE_ROOT: releaseRoot },
      args: ['--fallback', fallbackDir],
    });
  });

  test.afterAll(async () => {
    await Promise.all([front?.stop(), node?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  test('every sitemap route answers 200 with its heading, the alert published before the stop and the page headers', async () => {
    publishAlert(noticesFile);
    // The server remakes its copy in the background after the publish.
    const copied = join(fallbackDir, 'current', 'about', 'index.html');
    await expect
      .poll(
        () => {
          try {
            return readFileSync(copied, 'utf8').includes(alert.en);
          } catch {
            return false;
          }
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(true);
    const paths = await sitemapPaths(node.url);
    const fromNode = await getOnce(`${node.url}/about`);
    await node.stop();

    // nginx has never been asked for a page: nothing in its cache.
    for (const path of paths) {
      const answer = await getOnce(`${front.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['x-served-from'], path).toBe('prerendered');
      expect(answer.text, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(answer.text, path).toContain(path.startsWith('/es') ? alert.es : alert.en);
      expect(answer.text, path).not.toContain('This page is not available right now');
    }
    // The same headers as the page it stands for: Node's security headers (its policy but
    // for the hashes of the styles it put inline: the copy links them), revalidated always.
    const fromCopy = await getOnce(`${front.url}/about`);
    for (const name of securityHeaderNames) {
      const policy = (value: unknown) => String(value).replace(/ 'sha256-[^']+'/g, '');
      expect(policy(fromCopy.headers[name]), name).toBe(policy(fromNode.headers[name]));
    }
    expect(fromCopy.headers['cache-control']).toBe('no-cache');
    // The browser's own reads: the composition and the notices, as the copy was made.
    const remotes = await getOnce(`${front.url}/remotes.json`);
    expect(remotes.status).toBe(200);
    expect(Object.keys(JSON.parse(remotes.text))).toContain('mf-medpack');
    expect((await getOnce(`${front.url}/notices.json`)).text).toContain(alert.en);
  });
});
