// The prerender (`pnpm prerender`, commands/prerender.ts): writes the composed site as static files, for hosts without Node
// (nginx, object storage behind a CDN): every page route as `<path>/index.html`,
// rendered by the same code as the production server, beside the shell's and the
// remotes' browser builds (never their server builds).
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { readSite } from '../composition/read-site.ts';
import { locales, pathIn } from '../composition/shared-content.ts';
import type { Config } from '../config.ts';
import { createPageRenderer } from '../rendering/renderer.ts';
import { serverNotices } from '../serving/live-site.ts';
import { oneOf } from '../usage.ts';

/**
 * A server build: `server/`, or a versioned release's `<version>/server/`.
 */
const isServerBuild = (path: string) => path.split(sep).includes('server');

/**
 * Copies a build folder (a release symlink: what it points at) without its server builds.
 */
const copyBrowserBuild = (from: string, to: string) => {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, {
    recursive: true,
    dereference: true,
    filter: (source) => !isServerBuild(relative(from, source)),
  });
};

/**
 * Writes the site (or, with `only`, one remote's files and pages) into `out`; resolves to
 * the paths of the pages written.
 */
export async function prerender({
  out,
  only,
  config,
  log = console.log,
}: {
  out: string;
  only?: string;
  config: Config;
  log?: (message: string) => void;
}) {
  // The live site, as the server reads it.
  const live = await readSite({ config, serverBuilds: true, requireShell: true });
  const { composition, siteInfo, remoteDir } = live;
  if (!live.shell) throw new Error('No shell release');
  const { dir: shellDist, site } = live.shell;
  const { remotes } = composition;
  if (only) oneOf(only, Object.keys(remotes), 'a live section');
  // The shell's pages and each remote's published pages and aliases; with --only, that
  // remote's pages and the shell pages whose slots it fills.
  const remoteRoutes = Object.keys(remotes).map((name) => {
    const declared = siteInfo.pagesOf(name);
    const paths = [...(declared?.pages ?? []), ...Object.keys(declared?.aliases ?? {})];
    return paths.map((path) => ({ path, owner: name }));
  });
  const filled = new Set((remotes[only ?? '']?.fills ?? []).map((fill) => fill.page));
  const routes = [...site.shellPages, ...remoteRoutes.flat()]
    .filter((route) => !only || route.owner === only || filled.has(route.path))
    // Every page in each language (`/es/locations/parlin` beside `/locations/parlin`).
    .flatMap((route) => locales.map((lang) => ({ ...route, path: pathIn(route.path, lang) })));

  mkdirSync(out, { recursive: true });
  if (!only) copyBrowserBuild(shellDist, out);
  for (const name of only ? [only] : Object.keys(remotes)) {
    copyBrowserBuild(remoteDir(name), join(out, 'remotes', name));
  }

  // The owner's notices now, baked into the pages; the browser reads the file again after
  // hydration, so a page prerendered before a later publish still shows the newest.
  const { noticesFile } = config.paths;
  const noticesNow = (await serverNotices(shellDist, noticesFile, console, false)?.current()) ?? {
    notices: undefined,
    version: 0,
  };
  const renderer = createPageRenderer({
    shellDist,
    settings: config.render,
    live: { composition, notices: noticesNow },
    noticesLive: false,
    // The static hosts' CSP is written once (`_headers`, the nginx recipe): no page's own.
    inlineStyles: false,
    // Failed pages are collected below and reported once, at the end; a render worker
    // that fails on its own is still printed.
    log: { warn: () => {}, info: () => {}, error: console.error },
  });
  const problems: string[] = [];
  for (const route of routes) {
    // Each page is rendered once, uncached.
    const result = await renderer.render(route.path);
    if (result.kind !== 'page' || result.status !== 200) {
      problems.push(
        `${route.path}: ${result.kind === 'page' ? result.failures.join('; ') : 'redirect'}`,
      );
      continue;
    }
    const file = join(out, route.path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, result.html);
  }
  writeFileSync(join(out, 'sitemap.xml'), siteInfo.sitemapXml());
  // /notices.json as Node answers it (the notices in force, none published: none).
  if (noticesNow.notices !== undefined) {
    writeFileSync(join(out, '.notices.json.next'), JSON.stringify(noticesNow.notices));
  } else if (existsSync(noticesFile)) {
    copyFileSync(noticesFile, join(out, '.notices.json.next'));
  }
  if (existsSync(join(out, '.notices.json.next'))) {
    renameSync(join(out, '.notices.json.next'), join(out, 'notices.json'));
  }
  // Last: remotes.json, which may now point at a new release of the remote.
  // The composition as the server serves it (the browser reads it from /remotes.json).
  writeFileSync(join(out, '.remotes.json.next'), `${JSON.stringify(remotes, null, 2)}\n`);
  renameSync(join(out, '.remotes.json.next'), join(out, 'remotes.json'));
  await renderer.close();
  if (problems.length > 0) {
    throw new Error(`Not prerendered (fix, rebuild, and run again):\n  ${problems.join('\n  ')}`);
  }
  log(`Prerendered ${routes.length} pages into ${out}${only ? ` (${only} only)` : ''}.`);
  return routes.map((route) => route.path);
}
