import { registerRemotes } from '@module-federation/enhanced/runtime';
// Not the `shared-content` barrel: the shell's entry uses this module before any shared
// module is available (see `adoptRemotesConfig`).
import { containerName, type ExposedModule, type RemoteName } from 'shared-content/remotes';
import { compatibilityProblems } from './compatibility';
import { remoteEntryIn, remoteEntryProblem, remoteNamesIn } from './composition';
import { loadExposedModule, RemoteLoadError, registerRemote } from './remoteModule';

let config: Promise<Record<string, unknown>> | undefined;
const registered = new Set<RemoteName>();

/** The global array a remote's chunks register in (the Rsbuild plugin's `chunk_<name>`). */
const loadedChunksGlobal = (name: RemoteName) => `chunk_${containerName(name)}`;

const remoteEntry = (name: RemoteName, remotes: unknown) => ({
  name: containerName(name),
  entry: new URL(remoteEntryIn(remotes, name).entry?.manifest ?? '', window.location.href).href,
});

/** Registers every remote `remotes.json` gives a usable URL; the others fail alone. */
function registerUsable(remotes: unknown): Record<string, unknown> {
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new RemoteLoadError('remotes.json', 'not an object of remote URLs');
  }
  const usable = remoteNamesIn(remotes).filter(
    (name) => !registered.has(name) && !remoteEntryProblem(remotes, name),
  );
  registerRemotes(usable.map((name) => remoteEntry(name, remotes)));
  for (const name of usable) registered.add(name);
  return remotes as Record<string, unknown>;
}

/**
 * Reads `/remotes.json` (beside the shell, never cached) and registers every remote it
 * gives a usable URL; a remote without one fails alone, when a page needs it.
 */
function remotesConfig(): Promise<Record<string, unknown>> {
  config ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new RemoteLoadError('remotes.json', `HTTP ${response.status}`);
      return registerUsable(await response.json());
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
 * Uses the `remotes.json` the server rendered the page with (from the page's data
 * block), so the browser does not wait for a request to find its remotes.
 */
export function adoptRemotesConfig(value: unknown) {
  try {
    config = Promise.resolve(registerUsable(value));
  } catch {
    // Not usable: the first remote to load fetches /remotes.json instead.
  }
}

const warned = new Set<string>();

/**
 * Refuses, before any of its code runs, a remote built against singletons the shell
 * cannot provide (say React 20 against the shell's 19): its sections show the failure
 * panel, and the console gets one warning naming each package and both versions.
 * A manifest that cannot be read is left to the federation runtime to report.
 */
async function refuseIncompatible(remote: RemoteName, manifestUrl: string, fresh: boolean) {
  let manifest: unknown;
  try {
    const response = await fetch(manifestUrl, { cache: fresh ? 'no-cache' : 'default' });
    manifest = response.ok ? await response.json() : undefined;
  } catch {
    return;
  }
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
 * Loads one exposed module of a remote through the federation runtime. With `retry`,
 * the remote is registered again with `force`, which drops whatever the runtime
 * cached from a failed attempt, so a remote that answers again can load.
 */
export async function loadRemoteModule(
  remote: RemoteName,
  expose: string,
  { retry = false } = {},
): Promise<ExposedModule> {
  // Retry reads remotes.json again: it may have been fixed since.
  if (retry) config = undefined;
  const remotes = await remotesConfig();
  const problem = remoteEntryProblem(remotes, remote);
  if (problem) throw new RemoteLoadError(remote, `remotes.json: ${problem}`);
  if (retry) {
    // A new build of the remote starts with an empty list of loaded chunks: its chunks
    // keep their names across builds, and the old build's would be taken as its own.
    Reflect.deleteProperty(window, loadedChunksGlobal(remote));
    registerRemote(remote, remoteEntry(remote, remotes).entry);
  }
  await refuseIncompatible(remote, remoteEntry(remote, remotes).entry, retry);
  return loadExposedModule<ExposedModule>(remote, expose);
}
