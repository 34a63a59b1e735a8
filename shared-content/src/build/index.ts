/**
 * Build-time helpers shared by the shell and the four remotes, so that every package
 * federates the same singletons the same way. Never imported by run-time code.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerName, devPorts, type RemoteName } from '../remotes';
import { pluginPrecompress } from './precompress';

const singleton = { singleton: true, requiredVersion: false } as const;

/**
 * One copy of each of these in the page. Subpath imports (react/jsx-runtime,
 * react-dom/client, @emotion/react/jsx-runtime, shared-content/ui ...) are shared
 * through the trailing-slash keys.
 */
export const sharedSingletons = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  'react-router-dom': singleton,
  zustand: singleton,
  '@emotion/react': singleton,
  '@emotion/react/': singleton,
  'shared-content': singleton,
  'shared-content/ui': singleton,
};

const reactWithEmotion = () => pluginReact({ swcReactOptions: { importSource: '@emotion/react' } });

export const productionRemoteBase = (name: RemoteName) => `/remotes/${name}/`;

interface RemoteOptions {
  name: RemoteName;
  exposes: Record<string, string>;
  title: string;
}

/** Rsbuild config of a remote: its federated build plus its own standalone harness page. */
export function remoteConfig({ name, exposes, title }: RemoteOptions): RsbuildConfig {
  return defineConfig({
    plugins: [
      reactWithEmotion(),
      pluginModuleFederation({
        name: containerName(name),
        exposes,
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
      }),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: {
      title: `${title} (standalone)`,
      // The standalone page's relative script URLs must resolve from the root on
      // nested routes (/medpack/how-it-works). Only the harness page has this tag.
      tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
    },
    server: { port: devPorts[name], strictPort: true, cors: true },
    // Chunks load relative to wherever the remote entry is served from, so a remote
    // can be moved (remotes.json) without a rebuild.
    output: { assetPrefix: 'auto' },
    // In development the shell (port 3000) loads the remote from its own port.
    dev: {
      assetPrefix: `http://localhost:${devPorts[name]}/`,
      // Lazily compiled dynamic imports race the federation's async boundary.
      lazyCompilation: false,
    },
  });
}

export const shellPlugins = (name: string) => [
  reactWithEmotion(),
  pluginModuleFederation({
    name,
    remotes: {},
    shared: sharedSingletons,
    shareStrategy: 'loaded-first',
    dts: false,
  }),
  pluginPrecompress(),
];
