/**
 * The server's side of the federation: each remote's server build (CommonJS, in
 * `dist/server/` beside its browser build) is loaded through the same runtime as in the
 * browser, with the same shared singletons. A remote that was redeployed is registered
 * again, so its next render uses the new build without restarting the server.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from 'shared-content';

/** What the browser reads of a remote: its `mf-manifest.json`, where it is served from. */
export interface BrowserManifest {
  url: string;
  manifest: {
    metaData: { remoteEntry: { path: string; name: string } };
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
}

/** Where a remote's server build is (a `file:` or `http(s):` URL of its remoteEntry.js). */
export interface ServerRemote {
  entry: string;
  /** Changes whenever the remote is redeployed. */
  version: string;
  /** The browser build of the same deploy, for preload hints. */
  browser?: BrowserManifest;
}

/**
 * A server remote entry on this machine is evaluated from its file, with its own folder
 * as `__dirname` so that the federation's node runtime reads its chunks from there.
 */
function evaluateCommonJsFile(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  const module = { exports: {} as unknown };
  const wrapper = runInThisContext(
    `(function (exports, module, require, __dirname, __filename) {${source}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, module, createRequire(file), dirname(file), file);
  return module.exports;
}

const failures = new Map<string, string>();

registerPlugins([
  {
    name: 'server-remote-files',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      return evaluateCommonJsFile(fileURLToPath(remoteInfo.entry)) as never;
    },
  },
  {
    name: 'server-remote-errors',
    errorLoadRemote({ id, error }) {
      failures.set(id, error instanceof Error ? error.message : String(error));
      return undefined;
    },
  },
]);

const registered = new Map<RemoteName, string>();

function register(remote: RemoteName, { entry, version }: ServerRemote) {
  const identity = `${entry}#${version}`;
  if (registered.get(remote) === identity) return;
  registerRemotes([{ name: containerName(remote), entry }], { force: registered.has(remote) });
  registered.set(remote, identity);
}

class ServerRemoteError extends Error {
  constructor(remote: RemoteName, reason: string) {
    super(`${remote} could not be loaded on the server: ${reason}`);
    this.name = 'ServerRemoteError';
  }
}

const timeout = (ms: number, remote: RemoteName) =>
  new Promise<never>((_, reject) => {
    setTimeout(
      () => reject(new ServerRemoteError(remote, `no answer within ${ms} ms`)),
      ms,
    ).unref();
  });

/** Loads one exposed module of a remote's server build, or throws a ServerRemoteError. */
export async function loadServerModule(
  remote: RemoteName,
  expose: string,
  where: ServerRemote | undefined,
  budgetMs: number,
): Promise<unknown> {
  if (!where) throw new ServerRemoteError(remote, 'no server build is configured');
  register(remote, where);
  const id = `${containerName(remote)}/${expose.replace(/^\.\//, '')}`;
  failures.delete(id);
  const loading = loadRemote(id).catch((error: unknown) => {
    failures.set(id, error instanceof Error ? error.message : String(error));
    return null;
  });
  const loaded = await Promise.race([loading, timeout(budgetMs, remote)]);
  if (!loaded) {
    // The next request registers (and so loads) it afresh.
    registered.set(remote, 'failed');
    throw new ServerRemoteError(remote, failures.get(id) ?? 'no module returned');
  }
  return loaded;
}
