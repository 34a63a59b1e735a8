/**
 * Build-time helpers shared by the shell and the four remotes, so that every package
 * federates the same singletons the same way. Never imported by run-time code.
 *
 * Every package builds two environments: `web` (the browser build, `dist/`) and `node`
 * (the server build, `dist/server/`, CommonJS), which the shell's server uses to render
 * each page to HTML. Both federate the same shared singletons.
 */

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type EnvironmentConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerName } from 'shared-content/remotes';
import type { AnySection } from 'ui-kit/section';
import { pluginBuildInfo } from './build-info';
import { sharedBundlerRuntime } from './bundler-runtime';
import { pluginCommonJsMarker } from './commonjs-marker';
import { pluginCompileHints } from './compile-hints';
import { pluginNotifyShellOnRebuild, pluginReloadOnRemoteRebuild } from './dev-reload';
import { pluginLeanFederationRuntime } from './esm-federation-runtime';
import { exposedModules, thisSectionModule } from './exposes';
import { pluginExtractedStyles } from './extracted-styles';
import { type BuildInfo, buildInfo, sharedContentRoot } from './identity';
import { pluginIslandExposes } from './island-expose';
import { pluginPageChunks, shellChunks, writeJson } from './page-chunks';
import { pluginPrecompress } from './precompress';
import { pluginPublishPages } from './publish-pages';
import { readRemotePackage, shellDevPort } from './remote-record';
import { providedSingletonVersions, sharedModules } from './shared-modules';

/** The server build's folder inside a package's build folder. */
const serverFolder = 'server';

const react = () => pluginReact();

/** The identity of this build, also handed to the federation plugin for its manifest. */
const identify = (name: string, command: string, extra: Partial<BuildInfo> = {}) => {
  const info = { ...buildInfo(name), ...extra };
  if (command === 'build') process.env.MF_BUILD_VERSION = info.version;
  return info;
};

type FederationOptions = Parameters<typeof pluginModuleFederation>[0];

/**
 * The same federation in the browser build and, in production builds, the server build.
 * In the production browser build the federation runtime ships once, with the shell:
 * the shell provides it and the remotes use it (`browserBuild`: the runtime core through
 * `externalRuntime`, the bundler runtime through the shell's runtime plugin,
 * `bundler-runtime.ts`).
 */
const federatedInBothEnvironments = (
  options: FederationOptions,
  command: string,
  browserBuild: Pick<FederationOptions, 'experiments' | 'runtimePlugins'>,
) => [
  pluginModuleFederation(command === 'build' ? { ...options, ...browserBuild } : options, {
    environment: 'web',
  }),
  ...(command === 'build'
    ? [pluginModuleFederation({ ...options, dev: false }, { target: 'node', environment: 'node' })]
    : []),
];

/**
 * The site uses a handful of react-router's exports; sharing the whole package put all
 * of it (about 60 KiB compressed) on every first view. Every package resolves
 * `react-router-dom` to this one module instead, which re-exports just those, and
 * shares it as the `react-router-dom` singleton: still one router in the page.
 */
const routerFacade = join(sharedContentRoot, 'src/platform/router.ts');
const shellOnlyEntry = fileURLToPath(new URL('./shell-only-entry.ts', import.meta.url));
const resolveRouterFacade = { alias: { 'react-router-dom$': routerFacade } };

const nodeEnvironment = (entry: Record<string, string>, distRoot: string) => ({
  source: { entry },
  output: {
    target: 'node' as const,
    distPath: { root: `${distRoot}/${serverFolder}` },
    // Server bundles are read by Node, never by a browser: no hashes, no minification
    // needed to keep them small, and readable stack traces.
    filenameHash: false,
    minify: false,
  },
});

interface RemoteOptions {
  /** The remote's name; its record is `"remote"` in its package.json (`packageDir`). */
  name: string;
  title: string;
  /** The remote's section (`<package>/src/section.ts`): its pages, their texts, where they are linked from. */
  section: AnySection;
  /** Where `section` is defined, from the build's folder (the build maps its imports to chunks). */
  sectionFile?: string;
  /** The remote's package folder (default: the folder the build runs in). */
  packageDir?: string;
  /** Its source folder, whose files say what it exposes (default: `src` in `packageDir`). */
  srcDir?: string;
  /** The standalone harness' entry (`rsbuild dev` only). */
  entry?: string;
  /** The build folder (the server build goes to its `server/`). */
  distRoot?: string;
}

/**
 * Rsbuild config of a remote: its federated build plus its own standalone harness page,
 * and (in production builds) its server build. `rsbuild dev` serves the browser side only.
 */
export function remoteConfig({
  name,
  title,
  section,
  sectionFile,
  packageDir = process.cwd(),
  srcDir = 'src',
  entry = './src/index.ts',
  distRoot = 'dist',
}: RemoteOptions) {
  const found = readRemotePackage(packageDir);
  if (found?.name !== name) {
    throw new Error(
      `${join(packageDir, 'package.json')} must be ${name}'s, with its record under "remote" (devPort, prefixes)`,
    );
  }
  const { record } = found;
  // Derived from its files: `./Section` (its pages), src/islands/, src/fills/.
  const src = join(packageDir, srcDir);
  const exposes = exposedModules(packageDir, src);
  return defineConfig(({ command }) => {
    const index = command === 'build' ? shellOnlyEntry : entry;
    const shared = sharedModules('remote', command);
    const info = identify(name, command);
    return {
      plugins: [
        react(),
        pluginExtractedStyles(),
        pluginIslandExposes(),
        ...federatedInBothEnvironments(
          {
            name: containerName(name),
            exposes,
            shared,
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: true,
          },
          command,
          { experiments: { externalRuntime: true, optimization: { target: 'web' } } },
        ),
        pluginLeanFederationRuntime({ bundlerRuntimeFromShell: command === 'build' }),
        pluginCompileHints(),
        pluginCommonJsMarker(),
        pluginBuildInfo(info),
        ...pluginPublishPages(
          name,
          { record, exposes: Object.keys(exposes) },
          section,
          info,
          shared,
          sectionFile,
        ),
        pluginNotifyShellOnRebuild(name),
        pluginPrecompress(),
      ],
      resolve: {
        alias: {
          ...resolveRouterFacade.alias,
          // The `./Section` module (ui-kit's section-root.tsx) renders this package's pages.
          [`${thisSectionModule}$`]: join(src, 'section.ts'),
        },
      },
      environments: {
        web: {
          source: { entry: { index } },
          // The standalone harness is for `rsbuild dev`, where the remote brings its own
          // federation runtime; a production build is only ever loaded by the shell.
          tools: command === 'build' ? { htmlPlugin: false } : undefined,
          html: {
            title: `${title} (standalone)`,
            // The standalone page's relative script URLs must resolve from the root on
            // nested routes (/medpack/how-it-works). Only the harness page has this tag.
            tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
          },
          // Chunks load relative to wherever the remote entry is served from, so a remote
          // can be moved (remotes.json) without a rebuild.
          output: { assetPrefix: 'auto', distPath: { root: distRoot } },
        },
        // The server build needs only the federated container (remoteEntry.js).
        ...(command === 'build' ? { node: nodeEnvironment({ index }, distRoot) } : {}),
      },
      server: {
        port: record.devPort,
        strictPort: true,
        // Only the composed page on the shell's dev server loads a remote cross-origin.
        cors: {
          origin: [`http://localhost:${shellDevPort}`, `http://127.0.0.1:${shellDevPort}`],
        },
      },
      // In development the shell (port 3000) loads the remote from its own port.
      dev: {
        assetPrefix: `http://localhost:${record.devPort}/`,
        // Lazily compiled dynamic imports race the federation's async boundary.
        lazyCompilation: false,
      },
    };
  });
}

interface ShellOptions {
  name: string;
  /** The shell's own pages (`shell/src/section.ts`). */
  section: AnySection;
  web: EnvironmentConfig;
  serverEntry: string;
  /** More browser environments of production builds (the island loader: no federation). */
  buildEnvironments?: Record<string, EnvironmentConfig>;
}

export { devComposition, shellDevPort, workspaceRemotes } from './remote-record';

/** Plugins and environments of the host: the browser app and (in builds) the server renderer. */
export function shellConfig(
  { name, section, web, serverEntry, buildEnvironments = {} }: ShellOptions,
  command: string,
): RsbuildConfig {
  return {
    plugins: [
      react(),
      pluginExtractedStyles(),
      pluginIslandExposes(),
      ...federatedInBothEnvironments(
        {
          name,
          remotes: {},
          shared: sharedModules('host', command),
          shareStrategy: 'loaded-first',
          dts: false,
        },
        command,
        {
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
          runtimePlugins: [sharedBundlerRuntime],
        },
      ),
      pluginLeanFederationRuntime(),
      pluginCompileHints(),
      pluginCommonJsMarker(),
      pluginBuildInfo(identify(name, command, { provides: providedSingletonVersions() })),
      pluginReloadOnRemoteRebuild(),
      pluginPageChunks(section, (pages, stats, distPath) =>
        writeJson(distPath, 'page-chunks.json', shellChunks(pages, stats)),
      ),
      pluginPrecompress(),
    ],
    resolve: resolveRouterFacade,
    // What the shell provides, for refusing a remote that cannot run with it.
    source: { define: { __PROVIDED_SINGLETONS__: JSON.stringify(providedSingletonVersions()) } },
    environments: {
      web,
      ...(command === 'build'
        ? { ...buildEnvironments, node: nodeEnvironment({ index: serverEntry }, 'dist') }
        : {}),
    },
  };
}
