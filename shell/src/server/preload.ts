import type { RemoteName } from 'shared-content';
import type { RemoteModuleRef } from '../federation/routeModules';
import type { ServerRemote } from './remotes';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `<link rel="preload">` for everything the browser needs of the page's remotes before
 * it can hydrate (the manifest, the remote entry and the exposed module's chunks), so
 * they are requested with the page instead of one after another.
 */
export function preloadLinks(
  modules: RemoteModuleRef[],
  remotes: Partial<Record<RemoteName, ServerRemote>>,
  failed: RemoteName[],
): string {
  const links = new Set<string>();
  for (const { remote, expose } of modules) {
    const browser = remotes[remote]?.browser;
    if (!browser || failed.includes(remote)) continue;
    const base = new URL('.', new URL(browser.url, 'http://site.invalid'));
    const href = (file: string) => {
      const url = new URL(file, base);
      return url.origin === 'http://site.invalid' ? url.pathname : url.href;
    };
    // The runtime fetch()es the manifest: a CORS-mode preload matches that request.
    links.add(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href(browser.url))}">`,
    );
    const { remoteEntry } = browser.manifest.metaData;
    links.add(
      `<link rel="preload" as="script" href="${escapeAttribute(href(`${remoteEntry.path}${remoteEntry.name}`))}">`,
    );
    const exposed = browser.manifest.exposes.find((item) => item.path === expose);
    for (const file of exposed?.assets.js.sync ?? []) {
      links.add(`<link rel="preload" as="script" href="${escapeAttribute(href(file))}">`);
    }
  }
  return [...links].join('');
}
