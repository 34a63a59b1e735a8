// Loading one exposed module through the federation runtime, and how that fails: the
// part both the browser (loadRemote.ts) and the server (server/remotes.ts) share.
// Not the `shared-content` barrel: the shell's entry uses this module before any shared
// module is available (see `startLoadingEarly`).
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from 'shared-content/remotes';

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
      return undefined;
    },
  },
]);

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
