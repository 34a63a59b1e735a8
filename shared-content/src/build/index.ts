/**
 * Build-time helpers shared by the shell and the four remotes, so that every package
 * federates the same singletons the same way. Never imported by run-time code.
 *
 * Every package builds two environments: `web` (the browser build, `dist/`) and `node`
 * (the server build, `dist/server/`, CommonJS), which the shell's server uses to render
 * each page to HTML. Both federate the same shared singletons.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  defineConfig,
  type EnvironmentConfig,
  type RsbuildConfig,
  type RsbuildPlugin,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { caretOfMajor } from '../logic/versions';
import {
  containerName,
  devPorts,
  type RemoteName,
  remoteRecords,
  underPrefix,
} from '../platform/remotes';
import type { PageDeclaration } from '../platform/routes';
import { pluginNotifyShellOnRebuild, pluginReloadOnRemoteRebuild } from './dev-reload';
import { type BuildInfo, buildInfo, sharedContentVersion } from './identity';
import { pluginPrecompress } from './precompress';

const require = createRequire(import.meta.url);
const installedVersion = (pkg: string): string =>
  JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;

/** A stateful package: one copy in the page; a remote needs the major it was built with. */
const stateful = (pkg: string) => {
  const version = installedVersion(pkg);
  return { singleton: true, version, requiredVersion: caretOfMajor(version) };
};

/** The versions of the stateful singletons this checkout builds with (the shell provides them). */
export const providedSingletonVersions = () =>
  Object.fromEntries(
    ['react', 'react-dom', 'react-router-dom', 'zustand', '@emotion/react', 'shared-content'].map(
      (pkg) => [pkg, pkg === 'shared-content' ? sharedContentVersion() : installedVersion(pkg)],
    ),
  );

/**
 * What every package shares. Subpath imports (react/jsx-runtime, react-dom/client,
 * @emotion/react/jsx-runtime ...) are shared through the trailing-slash keys.
 *
 * - Stateful packages (React, the router, emotion, zustand) and `shared-content` itself
 *   (platform, toast store, contexts and the site-wide facts) are singletons with real
 *   version requirements. A remote's production build carries no copy of
 *   `shared-content` (`import: false`): the shell provides the one copy, so a page never
 *   shows a fact from two builds.
 * - `shared-content/ui` is stateless: shared by version, not as a singleton. A remote
 *   built with other design-system code than the live shell provides (say, a new
 *   component) loads its own copy, which it requires exactly.
 */
export function sharedModules(role: 'host' | 'remote', command: string) {
  const content = sharedContentVersion();
  const react = stateful('react');
  const reactDom = stateful('react-dom');
  const emotion = stateful('@emotion/react');
  return {
    react,
    'react/': react,
    'react-dom': reactDom,
    'react-dom/': reactDom,
    'react-router-dom': stateful('react-router-dom'),
    zustand: stateful('zustand'),
    '@emotion/react': emotion,
    '@emotion/react/': emotion,
    'shared-content': {
      singleton: true,
      version: content,
      requiredVersion: caretOfMajor(content),
      ...(role === 'remote' && command === 'build' ? { import: false as const } : {}),
    },
    'shared-content/ui': { singleton: false, version: content, requiredVersion: content },
  };
}

/** The server build's folder inside a package's build folder. */
export const serverFolder = 'server';

const reactWithEmotion = () => pluginReact({ swcReactOptions: { importSource: '@emotion/react' } });

/**
 * Every package is `"type": "module"`, but the server build is CommonJS: mark its
 * folder so Node loads it as such.
 */
const pluginCommonJsMarker = (): RsbuildPlugin => ({
  name: 'commonjs-marker',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      const node = environments.node;
      if (node) writeFileSync(join(node.distPath, 'package.json'), '{ "type": "commonjs" }\n');
    });
  },
});

/**
 * Stamps the build: its version goes into the manifest (`buildInfo.buildVersion`, which
 * the federation plugin reads from MF_BUILD_VERSION) and `build-info.json` beside it.
 */
const pluginBuildInfo = (info: BuildInfo): RsbuildPlugin => ({
  name: 'build-info',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      const web = environments.web;
      if (web)
        writeFileSync(join(web.distPath, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
    });
  },
});

/**
 * Publishes the remote's pages with its build (`pages.json`, beside its manifest): the
 * server renders, redirects and lists in the sitemap exactly these. A page outside the
 * remote's prefixes could never be reached, so it fails the build.
 */
const pluginPublishPages = (name: RemoteName, pages: PageDeclaration): RsbuildPlugin => ({
  name: 'publish-pages',
  setup(api) {
    const prefixes: readonly string[] = remoteRecords[name].prefixes;
    const paths = [...pages.pages, ...Object.keys(pages.aliases)];
    const outside = paths.filter((path) => !prefixes.some((prefix) => underPrefix(path, prefix)));
    if (outside.length > 0) {
      throw new Error(
        `${name} declares ${outside.join(', ')}, outside the prefixes it owns (${prefixes.join(', ')}); ` +
          'add the prefix to its record in shared-content/src/platform/remotes.ts and to remotes.json',
      );
    }
    api.onAfterBuild(({ environments }) => {
      const web = environments.web;
      if (!web) return;
      const published = {
        remote: name,
        pages: pages.pages,
        aliases: pages.aliases,
        ...(pages.queryParams ? { queryParams: pages.queryParams } : {}),
      };
      writeFileSync(join(web.distPath, 'pages.json'), `${JSON.stringify(published, null, 2)}\n`);
    });
  },
});

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
 * the shell provides it and the remotes use it (`browserExperiments`).
 */
const federatedInBothEnvironments = (
  options: FederationOptions,
  command: string,
  browserExperiments: FederationOptions['experiments'],
) => [
  pluginModuleFederation(
    command === 'build' ? { ...options, experiments: browserExperiments } : options,
    { environment: 'web' },
  ),
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
const routerFacade = fileURLToPath(new URL('../platform/router.ts', import.meta.url));
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
  name: RemoteName;
  title: string;
  /** The remote's page declaration (`<package>/src/content/pages.ts`). */
  pages: PageDeclaration;
  /** The files of its exposed modules; by default `./src/<Name>.tsx` for each name its record lists. */
  exposes?: Record<string, string>;
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
  pages,
  exposes = Object.fromEntries(
    remoteRecords[name].exposes.map((module) => [module, `./src/${module.slice(2)}.tsx`]),
  ),
  entry = './src/index.ts',
  distRoot = 'dist',
}: RemoteOptions) {
  return defineConfig(({ command }) => {
    const index = command === 'build' ? shellOnlyEntry : entry;
    return {
      plugins: [
        reactWithEmotion(),
        ...federatedInBothEnvironments(
          {
            name: containerName(name),
            exposes,
            shared: sharedModules('remote', command),
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: true,
          },
          command,
          { externalRuntime: true, optimization: { target: 'web' } },
        ),
        pluginCommonJsMarker(),
        pluginBuildInfo(identify(name, command)),
        pluginPublishPages(name, pages),
        pluginNotifyShellOnRebuild(name),
        pluginPrecompress(),
      ],
      resolve: resolveRouterFacade,
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
        port: devPorts[name],
        strictPort: true,
        // Only the composed page on the shell's dev server loads a remote cross-origin.
        cors: {
          origin: [`http://localhost:${devPorts.shell}`, `http://127.0.0.1:${devPorts.shell}`],
        },
      },
      // In development the shell (port 3000) loads the remote from its own port.
      dev: {
        assetPrefix: `http://localhost:${devPorts[name]}/`,
        // Lazily compiled dynamic imports race the federation's async boundary.
        lazyCompilation: false,
      },
    };
  });
}

interface ShellOptions {
  name: string;
  web: EnvironmentConfig;
  serverEntry: string;
}

/** Plugins and environments of the host: the browser app and (in builds) the server renderer. */
export function shellConfig(
  { name, web, serverEntry }: ShellOptions,
  command: string,
): RsbuildConfig {
  return {
    plugins: [
      reactWithEmotion(),
      ...federatedInBothEnvironments(
        {
          name,
          remotes: {},
          shared: sharedModules('host', command),
          shareStrategy: 'loaded-first',
          dts: false,
        },
        command,
        { provideExternalRuntime: true, optimization: { target: 'web' } },
      ),
      pluginCommonJsMarker(),
      pluginBuildInfo(identify(name, command, { provides: providedSingletonVersions() })),
      pluginReloadOnRemoteRebuild(),
      pluginPrecompress(),
    ],
    resolve: resolveRouterFacade,
    // What the shell provides, for refusing a remote that cannot run with it.
    source: { define: { __PROVIDED_SINGLETONS__: JSON.stringify(providedSingletonVersions()) } },
    environments: {
      web,
      ...(command === 'build' ? { node: nodeEnvironment({ index: serverEntry }, 'dist') } : {}),
    },
  };
}
