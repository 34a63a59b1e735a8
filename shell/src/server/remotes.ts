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
import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-content';
import { loadExposedModule, RemoteLoadError, registerRemote } from '../federation/remoteModule';

interface StylesheetAssets {
  sync: string[];
  async: string[];
}

/** What the browser reads of a remote: its `mf-manifest.json`, where it is served from. */
export interface BrowserManifest {
  url: string;
  manifest: {
    metaData: { publicPath?: string; remoteEntry: { path: string; name: string } };
    exposes: {
      path: string;
      assets: { js: { sync: string[] }; css?: StylesheetAssets };
    }[];
    /** The shared packages it was built with, each with its own copy's files. */
    shared?: { name: string; version: string; assets?: { css?: StylesheetAssets } }[];
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

registerPlugins([
  {
    name: 'server-remote-files',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      return evaluateCommonJsFile(fileURLToPath(remoteInfo.entry)) as never;
    },
  },
]);

const registered = new Map<RemoteName, string>();

function register(remote: RemoteName, { entry, version }: ServerRemote) {
  const identity = `${entry}#${version}`;
  if (registered.get(remote) === identity) return;
  registerRemote(remote, entry);
  registered.set(remote, identity);
}

const onServer = { onServer: true };

const timeout = (ms: number, remote: RemoteName) =>
  new Promise<never>((_, reject) => {
    setTimeout(
      () => reject(new RemoteLoadError(remote, `no answer within ${ms} ms`, onServer)),
      ms,
    ).unref();
  });

/** Loads one exposed module of a remote's server build, or throws a RemoteLoadError. */
export async function loadServerModule(
  remote: RemoteName,
  expose: string,
  where: ServerRemote | undefined,
  budgetMs: number,
): Promise<unknown> {
  if (!where) throw new RemoteLoadError(remote, 'no server build is configured', onServer);
  register(remote, where);
  const loading = loadExposedModule(remote, expose, onServer).catch((error: unknown) => {
    // The next request registers (and so loads) it afresh.
    registered.set(remote, 'failed');
    throw error;
  });
  return Promise.race([loading, timeout(budgetMs, remote)]);
}
