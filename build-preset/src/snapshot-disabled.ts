// The federation runtime's snapshot handler, for a browser build without the snapshot plugin
// (`experiments.optimization.disableSnapshot`): the shell's. That option leaves the plugin
// out, but runtime-core still builds its SnapshotHandler, which fetches and converts
// manifests (with the SDK's generateSnapshotFromManifest), about 6.5 KB minified in the
// shell's entry that nothing calls: the shell registers each remote by its entry script.
// What the runtime still touches of it is kept: its (empty) plugin hooks and manifest cache,
// and the host snapshot a removed remote is looked up in, which this build never writes.

/** The runtime's host instance, as the snapshot handler is built with it. */
interface Host {
  /** The host's own plugin system: its class builds the handler's (empty) one. */
  hooks: object;
}

export class SnapshotHandler {
  readonly manifestCache = new Map<string, unknown>();
  readonly hooks: unknown;

  constructor(host: Host) {
    const PluginSystem = host.hooks.constructor as new (hooks: object) => unknown;
    this.hooks = new PluginSystem({});
  }

  /** Only `preloadRemote` asks for a snapshot without the plugin; the site never calls it. */
  async loadRemoteSnapshotInfo(): Promise<never> {
    throw new Error(
      'This build loads remotes by their entry script, without manifests (disableSnapshot): preloadRemote is not available',
    );
  }
}

/** A removed remote's entry in the host's snapshot: there is none, no snapshot is kept. */
export const getGlobalRemoteInfo = () => ({
  hostGlobalSnapshot: undefined,
  globalSnapshot: undefined,
  remoteSnapshot: undefined,
});
