// What the live composition is made of, read at run time from each remote's deploy:
// its manifest, `build-info.json` and `pages.json` (beside the manifest that remotes.json
// names; remotes-config.ts makes the one snapshot of them), and where its server build
// is. The sitemap, `/version.json`, the page renderer and the prerender use it.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserManifest } from 'shell/server';
import type { Locale, RemoteEntry } from './shared-content.ts';
import { defaultLocale, locales, pathIn } from './shared-content.ts';
import type {
  Composition,
  LiveServerRemote,
  OwnedPages,
  RemoteFile,
  ServerManifest,
  SiteJson,
} from './types.ts';

export type { LiveServerRemote, RemoteFile, SiteJson } from './types.ts';

/** How long a file fetched from another origin is reused before it is fetched again. */
const REFETCH_MS = 5000;

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);

/**
 * A remote's deployed files, beside the manifest remotes.json names: read from disk when
 * this server serves it (`/remotes/<name>/…`), else fetched from its origin. The one
 * reader of a remote's files, for its pages, versions and server build.
 */
export function remoteFileReader({
  remoteDir,
  fetchTimeoutMs,
}: {
  remoteDir: (name: string) => string;
  /** How long a remote's origin may take to answer: the render budget of a remote. */
  fetchTimeoutMs: number;
}) {
  const fetched: Map<string, { at: number; value: RemoteFile }> = new Map();

  /**
   * The folder on this machine that holds the manifest; undefined when the remote is
   * served from another origin. Throws for a path of this site outside the remote's folder.
   */
  const folderOf = (name: string, manifestUrl: string) => {
    if (!manifestUrl.startsWith('/')) return undefined;
    const prefix = `/remotes/${name}/`;
    const root = remoteDir(name);
    const folder = manifestUrl.startsWith(prefix)
      ? join(root, dirname(manifestUrl.slice(prefix.length).split('?')[0]))
      : '';
    if (!`${folder}${sep}`.startsWith(`${root}${sep}`)) {
      throw new Error(`${manifestUrl} is not under ${prefix}`);
    }
    return folder;
  };

  // Parsed again only when the file changes: the page renderer asks on every render.
  // Read when the composition is made again (a watch event), never per request.
  const readLocal = (path: string): RemoteFile => {
    const text = readFileSync(path, 'utf8');
    return { text, value: JSON.parse(text) as unknown };
  };

  const readRemote = async (url: string): Promise<RemoteFile> => {
    const hit = fetched.get(url);
    if (hit && Date.now() - hit.at < REFETCH_MS) return hit.value;
    const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const text = await response.text();
    const value = { text, value: JSON.parse(text) as unknown };
    fetched.set(url, { at: Date.now(), value });
    return value;
  };

  /**
   * A JSON file beside a remote's manifest (`file` relative to it), or an error; its
   * content is not checked.
   */
  const read = async (name: string, manifestUrl: string, file: string): Promise<RemoteFile> => {
    const folder = folderOf(name, manifestUrl);
    return folder ? readLocal(join(folder, file)) : readRemote(new URL(file, manifestUrl).href);
  };

  return {
    folderOf,
    read,
    /**
     * Where a remote's server build is, found beside its browser manifest:
     * `<folder>/mf-manifest.json` → `<folder>/server/mf-manifest.json` → its remote entry.
     */
    serverBuild: async (name: string, entry: RemoteEntry): Promise<LiveServerRemote> => {
      const [browser, server] = await Promise.all([
        read(name, entry.manifest, 'mf-manifest.json'),
        read(name, entry.manifest, 'server/mf-manifest.json'),
      ]);
      const { path = '', name: file } = (server.value as ServerManifest).metaData.remoteEntry;
      const entryPath = `server/${path ? `${path}/` : ''}${file}`;
      const folder = folderOf(name, entry.manifest);
      // The browser manifest names content-hashed files: it changes with every deploy.
      const version = hashOf(browser.text);
      const local = folder ? join(folder, entryPath) : undefined;
      return {
        entry: local ? pathToFileURL(local).href : new URL(entryPath, entry.manifest).href,
        version: local ? `${version}:${statSync(local).mtimeMs}` : version,
        browser: { url: entry.manifest, manifest: browser.value as BrowserManifest['manifest'] },
        browserSource: folder
          ? pathToFileURL(join(folder, 'mf-manifest.json')).href
          : new URL('mf-manifest.json', entry.manifest).href,
      };
    },
  };
}

/**
 * The site's pages and versions as deployed now, from the one snapshot of the live
 * composition (`composition()`) and the live shell (`shellDist()`, `site()`: they change
 * when the shell is released).
 */
export function createSiteInfo({
  shellDist,
  composition,
  site,
}: {
  shellDist: () => string;
  composition: () => Composition;
  site: () => SiteJson;
}) {
  /**
   * The shell's `build-info.json`, as its build wrote it.
   */
  const shellBuild = (): unknown => {
    try {
      return JSON.parse(readFileSync(join(shellDist(), 'build-info.json'), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  };

  /**
   * A live remote's pages (those under the prefixes it owns here).
   */
  const pagesOf = (name: string): OwnedPages | undefined => composition().described[name]?.pages;

  /** Every canonical page: the shell's and each live remote's. */
  const canonicalPaths = () => [
    ...site()
      .shellPages.filter((route) => !route.canonical)
      .map((route) => route.path),
    ...Object.values(composition().described).flatMap((described) => described.pages.pages),
  ];

  /** Every page in every language, each with the links to its twins (hreflang). */
  const sitemapXml = () => {
    const { origin } = site();
    const href = (path: string, lang: Locale) => new URL(pathIn(path, lang), origin).href;
    const urls = canonicalPaths().flatMap((path) => {
      const alternates = [
        ...locales.map((lang) => [lang, href(path, lang)]),
        ['x-default', href(path, defaultLocale)],
      ]
        .map(([lang, url]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`)
        .join('\n');
      return locales.map(
        (lang) => `  <url>\n    <loc>${href(path, lang)}</loc>\n${alternates}\n  </url>`,
      );
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  };

  /** `/version.json`: the shell's build and, per live remote, what is live and where it came from. */
  const versions = () => {
    const { remotes, described } = composition();
    const shell = shellBuild() as Record<string, unknown> | undefined;
    return {
      shell: shell
        ? {
            ...shell,
            pages: site()
              .shellPages.filter((route) => !route.canonical)
              .map((route) => route.path),
            slots: site().shellSlots ?? {},
          }
        : null,
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([name, entry]) => {
          const live = described[name];
          return [
            name,
            {
              url: entry.manifest,
              version: live?.buildVersion ?? null,
              prefixes: entry.prefixes,
              pages: live?.pages.pages ?? null,
              aliases: live?.pages.aliases ?? null,
              fills: entry.fills ?? [],
              build: live?.build ?? null,
              shared: (live?.shared ?? []).map(
                ({ name: pkg, version, singleton, requiredVersion }) => ({
                  name: pkg,
                  version,
                  singleton,
                  requiredVersion,
                }),
              ),
            },
          ];
        }),
      ),
    };
  };

  /**
   * The server build of one remote as the live composition found it (no file is read
   * here), or why there is none.
   */
  const serverRemoteOf = (name: string) =>
    composition().described[name]?.server ?? { problem: `${name} is not in the composition` };

  return { pagesOf, serverRemoteOf, canonicalPaths, sitemapXml, versions };
}

/**
 * The shell build's `site.json`, or an error saying what to do.
 */
export function readSiteJson(shellDist: string): SiteJson {
  try {
    return JSON.parse(readFileSync(join(shellDist, 'site.json'), 'utf8')) as SiteJson;
  } catch {
    throw new Error(
      `No shell release at ${shellDist}: run "pnpm start" (builds and releases everything), or "pnpm build" then "pnpm release --all".`,
    );
  }
}
