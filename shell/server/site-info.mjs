// What the live composition is made of, read at run time from each remote's deploy:
// its manifest, `build-info.json` and `pages.json` (beside the manifest that remotes.json
// names). The sitemap, `/version.json`, the page renderer and the prerender use it.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { underPrefix } from 'shared-content/remote-entry';

/** How long a file fetched from another origin is reused before it is fetched again. */
const REFETCH_MS = 5000;
const FETCH_TIMEOUT_MS = 1500;

/** Reads a JSON file beside a remote's manifest: from disk when it is served here, else fetched. */
export function remoteFileReader({ remoteDir }) {
  const fetched = new Map();
  const local = new Map();
  // Parsed again only when the file changes: the page renderer asks on every render.
  const readLocal = (path) => {
    try {
      const { mtimeMs, size } = statSync(path);
      const stamp = `${mtimeMs}:${size}`;
      const hit = local.get(path);
      if (hit?.stamp === stamp) return hit.value;
      const value = JSON.parse(readFileSync(path, 'utf8'));
      local.set(path, { stamp, value });
      return value;
    } catch {
      return undefined;
    }
  };
  return async function readBeside(name, manifestUrl, file) {
    const prefix = `/remotes/${name}/`;
    if (manifestUrl.startsWith(prefix)) {
      const folder = join(remoteDir(name), dirname(manifestUrl.slice(prefix.length).split('?')[0]));
      if (!`${folder}${sep}`.startsWith(`${remoteDir(name)}${sep}`)) return undefined;
      return readLocal(join(folder, file));
    }
    if (manifestUrl.startsWith('/')) return undefined;
    const url = new URL(file, manifestUrl).href;
    const hit = fetched.get(url);
    if (hit && Date.now() - hit.at < REFETCH_MS) return hit.value;
    let value;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      value = response.ok ? await response.json() : undefined;
    } catch {
      value = undefined;
    }
    fetched.set(url, { at: Date.now(), value });
    return value;
  };
}

/**
 * The site's pages and versions as deployed now. `remotesConfig()` returns the current,
 * normalized remotes.json (`{ name: { manifest, prefixes } }`).
 */
export function createSiteInfo({ shellDist, remoteDir, remotesConfig, site }) {
  const readBeside = remoteFileReader({ remoteDir });
  const shellBuild = () => {
    try {
      return JSON.parse(readFileSync(join(shellDist, 'build-info.json'), 'utf8'));
    } catch {
      return undefined;
    }
  };

  /** A remote's published pages, keeping only those under the prefixes it owns here. */
  const pagesOf = async (name, entry) => {
    const published = await readBeside(name, entry.manifest, 'pages.json');
    if (!published || !Array.isArray(published.pages)) return undefined;
    const owned = (path) => entry.prefixes.some((prefix) => underPrefix(path, prefix));
    const isNameList = (names) =>
      Array.isArray(names) && names.every((param) => typeof param === 'string');
    return {
      pages: published.pages.filter(owned),
      aliases: Object.fromEntries(
        Object.entries(published.aliases ?? {}).filter(([path]) => owned(path)),
      ),
      // The query parameters a page reads: the only ones that reach its render.
      queryParams: Object.fromEntries(
        Object.entries(published.queryParams ?? {}).filter(
          ([path, names]) => owned(path) && isNameList(names),
        ),
      ),
    };
  };

  /** Every canonical page: the shell's and each live remote's. */
  const canonicalPaths = async () => {
    const config = remotesConfig();
    const remotePages = await Promise.all(
      Object.entries(config).map(
        async ([name, entry]) => (await pagesOf(name, entry))?.pages ?? [],
      ),
    );
    return [
      ...site.shellPages.filter((route) => !route.canonical).map((route) => route.path),
      ...remotePages.flat(),
    ];
  };

  const sitemapXml = async () => {
    const urls = (await canonicalPaths())
      .map((path) => `  <url><loc>${new URL(path, site.origin).href}</loc></url>`)
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  };

  /** `/version.json`: the shell's build and, per remote, what is live and where it came from. */
  const versions = async () => {
    const config = remotesConfig();
    const remotes = {};
    await Promise.all(
      Object.entries(config).map(async ([name, entry]) => {
        const [manifest, build, pages] = await Promise.all([
          readBeside(name, entry.manifest, 'mf-manifest.json'),
          readBeside(name, entry.manifest, 'build-info.json'),
          pagesOf(name, entry),
        ]);
        remotes[name] = {
          url: entry.manifest,
          version: manifest?.metaData?.buildInfo?.buildVersion ?? null,
          prefixes: entry.prefixes,
          pages: pages?.pages ?? null,
          aliases: pages?.aliases ?? null,
          build: build ?? null,
          shared: (manifest?.shared ?? []).map(
            ({ name: pkg, version, singleton, requiredVersion }) => ({
              name: pkg,
              version,
              singleton,
              requiredVersion,
            }),
          ),
        };
      }),
    );
    return { shell: shellBuild() ?? null, remotes };
  };

  return { pagesOf, canonicalPaths, sitemapXml, versions };
}
