import type { RemoteName } from 'shared-content';
import type { RemoteModuleRef } from '../federation/routeModules';
import type { ServerRemote } from './remotes';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `<link rel="preload">` for the shell's own scripts the page needs (its bootstrap and
 * its page's chunk), and for the manifests of the page's remotes (those that did not
 * fail on the server), so the browser has
 * them when the shell's entry starts (which then starts loading the remotes' scripts).
 *
 * Not the remotes' scripts: Chromium keeps a failed script preload for the page's
 * lifetime and answers later loads of that URL with the same failure, so Retry could
 * never recover a remote that was down when the page loaded. A failed fetch preload
 * is not kept.
 */
export function preloadLinks(
  modules: RemoteModuleRef[],
  remotes: Partial<Record<RemoteName, ServerRemote>>,
  shellScripts: string[] = [],
): string {
  const links = new Set<string>(
    shellScripts.map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`),
  );
  for (const { remote } of modules) {
    const browser = remotes[remote]?.browser;
    if (!browser) continue;
    // The runtime fetch()es the manifest: a CORS-mode preload matches that request.
    links.add(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(browser.url)}">`,
    );
  }
  return [...links].join('');
}
