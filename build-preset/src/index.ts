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
import { devBuild, pluginDevBuilt } from './dev-build';
import { pluginLeanFederationRuntime } from './esm-federation-runtime';
import { exposedModules, thisSectionModule } from './exposes';
import { pluginExtractedStyles } from './extracted-styles';
import { type BuildInfo, buildInfo, sharedContentRoot, uiKitVersion } from './identity';
import { pluginIslandExposes } from './island-expose';
import { pluginPageChunks, shellChunks, writeJson } from './page-chunks';
import { pluginPrecompress } from './precompress';
import { pluginPublishPages } from './publish-pages';
import { readRemotePackage } from './remote-record';
import {
  providedSingletonVersions,
  sharedModules,
  withoutSingletonFallbacks,
} from './shared-modules';

/** The server build's folder inside a package's build folder. */
const serverFolder = 'server';

const react = () => pluginReact();

/** The identity of this build, also handed to the federation plugin for its manifest. */
const identify = (name: string, extra: Partial<BuildInfo> = {}) => {
  const info = { ...buildInfo(name), ...extra };
  process.env.MF_BUILD_VERSION = info.version;
  return info;
};

type FederationOptions = Parameters<typeof pluginModuleFederation>[0];

/**
 * The same federation in the browser build and the server build. In the browser build the
 * federation runtime ships once, with the shell: the shell provides it and the remotes use
 * it (`browserBuild`: the runtime core through `externalRuntime`, the bundler runtime
 * through the shell's runtime plugin, `bundler-runtime.ts`).
 */
const federatedInBothEnvironments = (
  options: FederationOptions,
  browserBuild: Pick<FederationOptions, 'experiments' | 'runtimePlugins' | 'shared'>,
) => [
  pluginModuleFederation({ ...options, ...browserBuild }, { environment: 'web' }),
  pluginModuleFederation({ ...options, dev: false }, { target: 'node', environment: 'node' }),
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

/**
 * `pnpm dev`'s watch build leaves the browser's JavaScript unminified and writes no
 * compressed copies, for speed; its CSS is minified as in production, because the server
 * puts the CSS of what it rendered into the page, which must be the same HTML.
 */
const devOutput = devBuild ? { minify: { js: false, css: true } } : undefined;
const productionOnly = <T>(plugin: T) => (devBuild ? [] : [plugin]);
/**
 * The build reads a package's declaration of pages and its record once, when it starts:
 * `pnpm dev`'s watch build starts again when they change.
 */
const restartOnRecordChange = (...paths: string[]) =>
  devBuild ? { watchFiles: { paths, type: 'restart' as const } } : undefined;

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
  /** The remote's section (`<package>/src/section.ts`): its pages, their texts, where they are linked from. */
  section: AnySection;
  /** Where `section` is defined, from the build's folder (the build maps its imports to chunks). */
  sectionFile?: string;
  /** The remote's package folder (default: the folder the build runs in). */
  packageDir?: string;
  /** Its source folder, whose files say what it exposes (default: `src` in `packageDir`). */
  srcDir?: string;
  /** The build folder (the server build goes to its `server/`). */
  distRoot?: string;
}

/**
 * Rsbuild config of a remote: its federated browser build and its server build. `pnpm dev`
 * runs the same build in watch mode (`dev-build.ts`).
 */
export function remoteConfig({
  name,
  section,
  sectionFile,
  packageDir = process.cwd(),
  srcDir = 'src',
  distRoot: builtTo = 'dist',
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
  const distRoot = devBuild?.folder(name) ?? builtTo;
  const shared = sharedModules('remote');
  const info = identify(name);
  return defineConfig({
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
        {
          experiments: { externalRuntime: true, optimization: { target: 'web' } },
          shared: withoutSingletonFallbacks(shared),
        },
      ),
      pluginLeanFederationRuntime({ bundlerRuntimeFromShell: true }),
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
      ...productionOnly(pluginPrecompress()),
      pluginDevBuilt(name),
    ],
    resolve: {
      alias: {
        ...resolveRouterFacade.alias,
        // The `./Section` module (ui-kit's section-root.tsx) renders this package's pages.
        [`${thisSectionModule}$`]: join(src, 'section.ts'),
      },
    },
    output: devOutput,
    dev: restartOnRecordChange(sectionFile ?? './src/section.ts', join(packageDir, 'package.json')),
    environments: {
      web: {
        // Only the shell loads a remote's build (through its container, remoteEntry.js).
        source: { entry: { index: shellOnlyEntry } },
        tools: { htmlPlugin: false },
        // Chunks load relative to wherever the remote entry is served from, so a remote
        // can be moved (remotes.json) without a rebuild.
        output: { assetPrefix: 'auto', distPath: { root: distRoot } },
      },
      // The server build needs only the federated container (remoteEntry.js).
      node: nodeEnvironment({ index: shellOnlyEntry }, distRoot),
    },
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

export { shellDevPort, workspaceRemotes } from './remote-record';

/**
 * Plugins and environments of the host: the browser app, its other browser environments
 * and the server renderer, all built into `dist` (`pnpm dev`: its watch build's folder).
 */
export function shellConfig({
  name,
  section,
  web,
  serverEntry,
  buildEnvironments = {},
}: ShellOptions): RsbuildConfig {
  const distRoot = devBuild?.folder(name) ?? 'dist';
  const builtTo = (environment: EnvironmentConfig): EnvironmentConfig => {
    const distPath = environment.output?.distPath;
    return {
      ...environment,
      output: {
        ...environment.output,
        distPath: typeof distPath === 'object' ? { ...distPath, root: distRoot } : distRoot,
      },
    };
  };
  return {
    plugins: [
      react(),
      pluginExtractedStyles(),
      pluginIslandExposes(),
      ...federatedInBothEnvironments(
        {
          name,
          remotes: {},
          shared: sharedModules('host'),
          shareStrategy: 'loaded-first',
          dts: false,
        },
        {
          experiments: {
            provideExternalRuntime: true,
            optimization: { target: 'web', disableSnapshot: true },
          },
          runtimePlugins: [sharedBundlerRuntime],
        },
      ),
      pluginLeanFederationRuntime({ snapshot: false }),
      pluginCompileHints(),
      pluginCommonJsMarker(),
      pluginBuildInfo(identify(name, { provides: providedSingletonVersions() })),
      pluginPageChunks(section, (pages, stats, distPath) =>
        writeJson(distPath, 'page-chunks.json', shellChunks(pages, stats)),
      ),
      ...productionOnly(pluginPrecompress()),
      pluginDevBuilt(name),
    ],
    resolve: resolveRouterFacade,
    dev: restartOnRecordChange('./src/section.ts'),
    // What the shell provides: the singletons, for refusing a remote that cannot run with
    // them; its design system's version, for styling a remote that brings its own copy.
    source: {
      define: {
        __PROVIDED_SINGLETONS__: JSON.stringify(providedSingletonVersions()),
        __PROVIDED_UI_KIT__: JSON.stringify(uiKitVersion()),
      },
    },
    output: devOutput,
    environments: {
      web: builtTo(web),
      ...Object.fromEntries(
        Object.entries(buildEnvironments).map(([key, environment]) => [key, builtTo(environment)]),
      ),
      node: nodeEnvironment({ index: serverEntry }, distRoot),
    },
  };
}
