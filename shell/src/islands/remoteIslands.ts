// What the hydrator needs only for a remote's island: the composition the page was served
// with and the federation runtime's loading of a remote's expose. A chunk of its own
// (hydrate.tsx imports it when such an island wakes), so a page whose islands are the
// shell's (the contact form, the newsletter) loads none of it.
import type { RemoteName } from 'shared-content/remotes';
import { remoteEntryIn } from '../federation/composition';
import { adoptRemotesConfig } from '../federation/loadRemote';
import { loadWithRetries } from '../federation/useRemoteComponent';
import type { SsrData } from '../ssrData';

let adopted = false;

/** Loads `expose` of the remote `owner`, with the composition the server rendered the page with. */
export function loadRemoteIsland(
  data: SsrData | null,
  owner: string,
  expose: string,
  retry: boolean,
) {
  if (!adopted && data) adoptRemotesConfig(data.remotes, data.entries);
  adopted = true;
  return loadWithRetries(owner as RemoteName, expose, retry, () => true);
}

/** The address of a remote's manifest in the page's composition (`/remotes/<name>/<version>/…`). */
export const manifestOf = (data: SsrData | null, owner: string) =>
  remoteEntryIn(data?.remotes, owner as RemoteName).entry?.manifest ?? `/remotes/${owner}/`;
