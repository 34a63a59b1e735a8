// What the page's data block tells the browser of the remotes the server rendered with.
import type { RemoteName } from 'shared-content/remotes';
import { compatibilityProblems } from '../federation/compatibility';
import { remoteEntryUrl } from '../federation/entryUrl';
import type { ServerRemote } from './remotes';

/**
 * The browser entry script of each remote the page was rendered with, from the manifest
 * the server read; none for a remote that failed or cannot run with the shell's singletons
 * (the browser reads that one's manifest itself, and refuses it).
 */
export function browserEntries(
  remotes: Partial<Record<RemoteName, ServerRemote>>,
  failed: RemoteName[],
): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    Object.entries(remotes).flatMap(([name, remote]) => {
      const browser = remote?.browser;
      if (!browser || failed.includes(name)) return [];
      if (compatibilityProblems(name, browser.manifest).length > 0) return [];
      const entry = remoteEntryUrl(browser.url, browser.manifest);
      return entry ? [[name, entry]] : [];
    }),
  );
}
