// Not the `shared-content` barrel: the shell's entry uses this module before any shared
// module is available (see `adoptRemotesConfig`).
import { containerName, type ExposedModule, type RemoteName } from 'shared-content/remotes';
import { recordEvent } from '../observe/events';
import { compatibilityProblems } from './compatibility';
import { remoteEntryIn } from './composition';
import { remoteEntryUrl } from './entryUrl';
import { loadExposedModule, RemoteLoadError, registerRemote } from './remoteModule';

let config: Promise<Record<string, unknown>> | undefined;
/**
 * The entry script of each remote the server rendered the page with: it read the remote's
 * manifest and refused it if it could not run with the shell's singletons, so the browser
 * loads the entry at once, without the manifest.
 */
let vouched: Partial<Record<RemoteName, string>> = {};
/** The entry each remote is registered with in the federation runtime. */
const registered = new Map<RemoteName, string>();

/** The global array a remote's chunks register in (the Rsbuild plugin's `chunk_<name>`). */
const loadedChunksGlobal = (name: RemoteName) => `chunk_${containerName(name)}`;

const absolute = (url: string) => new URL(url, window.location.href).href;

function checked(remotes: unknown): Record<string, unknown> {
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new RemoteLoadError('remotes.json', 'not an object of remote URLs');
  }
  return remotes as Record<string, unknown>;
}

/**
 * Reads `/remotes.json` (beside the shell, never cached); a remote it gives no usable URL
 * fails alone, when a page needs it.
 */
function remotesConfig(): Promise<Record<string, unknown>> {
  config ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new RemoteLoadError('remotes.json', `HTTP ${response.status}`);
      return checked(await response.json());
    })
    .catch((error: unknown) => {
      config = undefined; // let the next attempt fetch it again
      throw error;
    });
  return config;
}

/** `remotes.json`, or undefined when it cannot be read (remotes then own their default prefixes). */
export const readRemotesConfig = () => remotesConfig().catch(() => undefined);

/**
 * Uses the `remotes.json` the server rendered the page with, and the entry scripts of the
 * remotes it rendered (both from the page's data block), so the browser waits for no
 * request to find its remotes.
 */
export function adoptRemotesConfig(value: unknown, entries: unknown = {}) {
  try {
    config = Promise.resolve(checked(value));
  } catch {
    // Not usable: the first remote to load fetches /remotes.json instead.
    return;
  }
  if (typeof entries !== 'object' || entries === null) return;
  vouched = Object.fromEntries(
    Object.entries(entries).filter(([, url]) => typeof url === 'string'),
  ) as Record<RemoteName, string>;
}

const warned = new Set<string>();

/**
 * Refuses, before any of its code runs, a remote built against singletons the shell
 * cannot provide (say React 20 against the shell's 19): its sections show the failure
 * panel, and the console gets one warning naming each package and both versions.
 */
function refuseIncompatible(remote: RemoteName, manifest: unknown) {
  const problems = compatibilityProblems(remote, manifest);
  if (problems.length === 0) return;
  const reason = problems.join('; ');
  if (!warned.has(reason)) {
    warned.add(reason);
    console.warn(
      `${remote} was not loaded: ${reason}. Its pages show the failure panel until it is rebuilt against the shell's versions or the shell is updated.`,
    );
  }
  throw new RemoteLoadError(remote, reason);
}

/**
 * A remote's entry script found by the browser itself, from the manifest `remotes.json`
 * names (where the page gave none, and on every retry: the remote may have moved or been
 * redeployed since the page was rendered), once it is known to run with the shell.
 */
async function entryFromManifest(remote: RemoteName, manifestUrl: string, fresh: boolean) {
  let manifest: unknown;
  try {
    const response = await fetch(manifestUrl, { cache: fresh ? 'no-cache' : 'default' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = await response.json();
  } catch (error) {
    recordEvent({ kind: 'load-failed', remote });
    const reason = error instanceof Error ? error.message : String(error);
    throw new RemoteLoadError(remote, `its manifest could not be read (${reason})`);
  }
  refuseIncompatible(remote, manifest);
  const entry = remoteEntryUrl(manifestUrl, manifest);
  if (!entry) throw new RemoteLoadError(remote, 'its manifest names no remote entry');
  return absolute(entry);
}

/**
 * Loads one exposed module of a remote through the federation runtime. With `retry`,
 * `remotes.json` and the remote's manifest are read again and the remote is registered
 * again, which drops whatever the runtime cached from a failed attempt, so a remote that
 * answers again (or moved) can load.
 */
export async function loadRemoteModule(
  remote: RemoteName,
  expose: string,
  { retry = false } = {},
): Promise<ExposedModule> {
  if (retry) {
    config = undefined;
    vouched = {};
  }
  const remotes = await remotesConfig();
  const { entry: composed, problem } = remoteEntryIn(remotes, remote);
  if (!composed) throw new RemoteLoadError(remote, `remotes.json: ${problem}`);
  const given = vouched[remote];
  const entry = given
    ? absolute(given)
    : await entryFromManifest(remote, absolute(composed.manifest), retry);
  if (retry || registered.get(remote) !== entry) {
    // A new build of the remote starts with an empty list of loaded chunks: its chunks
    // keep their names across builds, and the old build's would be taken as its own.
    if (registered.has(remote)) Reflect.deleteProperty(window, loadedChunksGlobal(remote));
    registerRemote(remote, entry);
    registered.set(remote, entry);
  }
  return loadExposedModule<ExposedModule>(remote, expose);
}
