// Loading one exposed module through the federation runtime, and how that fails: the
// part both the browser (loadRemote.ts) and the server (server/remotes.ts) share.
// Not the `shared-content` barrel: the shell's entry uses this module before any shared
// module is available (see `adoptRemotesConfig` in loadRemote.ts).
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from 'shared-content/remotes';
import { recordEvent } from '../observe/events';

/** A remote (or remotes.json) that could not be loaded, and why; its part shows the failure panel. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName | 'remotes.json',
    reason: string,
    { onServer = false } = {},
  ) {
    super(`${remote} could not be loaded${onServer ? ' on the server' : ''}: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

// Errors go through the runtime's own hook: record them and resolve to nothing, so no
// rejected promise escapes; `loadExposedModule` turns "nothing" into a RemoteLoadError.
const failures = new Map<string, string>();
registerPlugins([
  {
    name: 'remote-load-errors',
    errorLoadRemote({ id, error }) {
      failures.set(id, error instanceof Error ? error.message : String(error));
      // `mf_medpack/Section`: the remote is the container's name.
      recordEvent({ kind: 'load-failed', remote: String(id).split('/')[0].replaceAll('_', '-') });
      return undefined;
    },
  },
]);

/**
 * Points the runtime at a remote's (new) entry. A remote registered before (a redeploy, a
 * Retry) is removed first, which drops whatever the runtime cached of it, then registered
 * as new: `registerRemotes(…, { force: true })` does the same but logs "already
 * registered … may cause unexpected errors" on every normal redeploy.
 */
export function registerRemote(remote: RemoteName, entry: string) {
  const name = containerName(remote);
  const instance = getInstance();
  const known = instance?.options.remotes.find((item) => item.name === name);
  if (instance && known) {
    // `removeRemote` is what `force` calls; it is not in the runtime's public types.
    (instance.remoteHandler as unknown as { removeRemote: (r: typeof known) => void }).removeRemote(
      known,
    );
  }
  registerRemotes([{ name, entry }]);
}

/** One exposed module of a registered remote, or a RemoteLoadError saying why not. */
export async function loadExposedModule<T>(
  remote: RemoteName,
  expose: string,
  { onServer = false } = {},
): Promise<T> {
  const id = `${containerName(remote)}/${expose.replace(/^\.\//, '')}`;
  failures.delete(id);
  const loaded = await loadRemote<T>(id).catch((error: unknown) => {
    failures.set(id, error instanceof Error ? error.message : String(error));
    return null;
  });
  if (!loaded) {
    throw new RemoteLoadError(remote, failures.get(id) ?? 'no module returned', { onServer });
  }
  return loaded;
}
