// Helpers of the cache failover tests (caches.spec.ts, caches-kill.spec.ts): the pages of
// the sitemap and the files they load, the prerendered copy the Node servers keep and the
// static host that serves it, hard kills, and a steady load through a cache.
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type NginxProcess, startNginx } from './hosting';
import { getOnce, releaseRoot, type SiteProcess, workspace } from './servers';

/** Every page of the sitemap (both languages), as paths. */
export async function sitemapPaths(base: string) {
  const xml = (await getOnce(`${base}/sitemap.xml`)).text;
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  expect(paths.length).toBeGreaterThan(20);
  expect(paths.some((path) => path.startsWith('/es'))).toBe(true);
  return paths;
}

type Manifest = {
  metaData: { remoteEntry: { name: string } };
  exposes?: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  shared?: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
};

/**
 * The files the pages at `paths` load, as Node answers them: every file a page names
 * (scripts, styles, images, icons: a path with an extension), remotes.json, notices.json,
 * each remote's manifest, its entry and the files its exposes and shared modules load first.
 */
export async function filesOfPages(base: string, paths: readonly string[]) {
  const files = new Set(['/remotes.json', '/notices.json']);
  for (const path of paths) {
    const html = (await getOnce(`${base}${path}`)).text;
    for (const [, file] of html.matchAll(
      /(?:src|href|data-[a-z-]+)="(\/[^"?#]*\/?[^"/?#]+\.[a-z0-9]+)"/g,
    )) {
      files.add(file);
    }
  }
  // Each entry names its manifest (or is its URL).
  const remotes = JSON.parse((await getOnce(`${base}/remotes.json`)).text) as Record<
    string,
    string | { manifest: string }
  >;
  for (const entry of Object.values(remotes)) {
    const url = typeof entry === 'string' ? entry : entry.manifest;
    const manifestPath = new URL(url, base).pathname;
    files.add(manifestPath);
    const folder = manifestPath.replace(/[^/]+$/, '');
    const manifest = JSON.parse((await getOnce(`${base}${manifestPath}`)).text) as Manifest;
    files.add(`${folder}${manifest.metaData.remoteEntry.name}`);
    for (const { assets } of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
      for (const file of [...assets.js.sync, ...assets.css.sync]) files.add(`${folder}${file}`);
    }
  }
  return [...files].sort();
}

/** Waits until the copy in `fallbackDir` exists (and holds `text` on /about, if given). */
export async function copyMade(fallbackDir: string, text?: string) {
  const about = join(fallbackDir, 'current', 'about', 'index.html');
  await expect
    .poll(() => existsSync(about) && (!text || readFileSync(about, 'utf8').includes(text)), {
      message: `the prerendered copy in ${fallbackDir}`,
      timeout: 90_000,
      intervals: [250],
    })
    .toBe(true);
}

/** The project's static host for the copy: `pnpm hosting:nginx --mode static` on it. */
export const startCopyHost = (port: number, fallbackDir: string): Promise<NginxProcess> =>
  startNginx({
    mode: 'static',
    port,
    root: join(fallbackDir, 'current'),
    env: { RELEASE_ROOT: releaseRoot },
  });

/** SIGKILL: no graceful stop, connections in flight cut. */
export async function killHard(site: SiteProcess) {
  if (site.pid && site.running()) process.kill(site.pid, 'SIGKILL');
  await expect.poll(() => site.running(), { timeout: 5_000 }).toBe(false);
}

type Counts = Record<string, { ok: number; failed: number; statuses: Record<string, number> }>;

/** load-client.mjs against `base`: two requests at a time over `paths`, each on its own connection. */
export function startLoad(base: string, paths: readonly string[]) {
  const child = fork(join(workspace, 'tests/e2e/load-client.mjs'), [base, paths.join(','), '3'], {
    stdio: 'ignore',
  });
  return {
    /** Every answer since the start, and the failed ones (a 4xx, a 5xx, no answer) by path. */
    stop: () =>
      new Promise<{ total: number; failed: Record<string, Record<string, number>> }>((done) => {
        child.once('message', (message: { counts: Counts }) => {
          child.send('stop');
          let total = 0;
          const failed: Record<string, Record<string, number>> = {};
          for (const [path, entry] of Object.entries(message.counts)) {
            total += entry.ok + entry.failed;
            if (entry.failed > 0) failed[path] = entry.statuses;
          }
          done({ total, failed });
        });
        child.send('report');
      }),
  };
}

/** Seconds until `page` through `base` is rendered by Node again (not a kept or prerendered copy). */
export async function secondsUntilLive(base: string, page: string, since: number) {
  await expect
    .poll(
      async () => {
        const answer = await getOnce(`${base}${page}`).catch(() => undefined);
        const renderedAt = Number(answer?.text.match(/"renderedAt":(\d+)/)?.[1] ?? 0);
        return renderedAt >= since;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  return (Date.now() - since) / 1000;
}
