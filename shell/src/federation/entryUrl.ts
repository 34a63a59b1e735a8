// Where a remote's browser entry script is, as its `mf-manifest.json` names it: the one
// rule for the server (which gives the page the entry of each remote it rendered with,
// server/browserEntries.ts) and the browser (which reads a manifest itself only where the page
// gave no entry, loadRemote.ts). The browser's federation runtime is then given the entry
// script, never the manifest: it carries no snapshot (manifest) code (build-preset,
// `disableSnapshot`).
// Not the `shared-content` barrel: the shell's entry uses this module before any shared
// module is available.
import { besideManifest, isObject } from 'shared-content/remote-entry';

/**
 * The URL of the remote entry the manifest at `manifestUrl` names (a path on this site when
 * the manifest is one, else absolute), or undefined when the manifest names none. Its files
 * are beside the manifest (`publicPath: "auto"`, how every remote is built) or under the
 * public path the build wrote.
 */
export function remoteEntryUrl(manifestUrl: string, manifest: unknown): string | undefined {
  const meta = isObject(manifest) ? manifest.metaData : undefined;
  const entry = isObject(meta) ? meta.remoteEntry : undefined;
  if (!isObject(entry) || typeof entry.name !== 'string' || !/\.m?js$/.test(entry.name)) {
    return undefined;
  }
  const folder = typeof entry.path === 'string' && entry.path ? `${entry.path}/` : '';
  const publicPath = isObject(meta) ? meta.publicPath : undefined;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : manifestUrl;
  return besideManifest(base, `${folder}${entry.name}`.replace(/^\/+/, ''));
}
