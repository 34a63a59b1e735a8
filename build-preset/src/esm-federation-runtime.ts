import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { bundlerRuntimeRequest } from './bundler-runtime';

/**
 * The federation runtime in the browser build as ES modules, not CommonJS.
 *
 * Rspack's ModuleFederationPlugin (`@rspack/core`, `getDefaultEntryRuntimeSource` and the
 * `paths` it computes with `require.resolve`) imports the bundler runtime, the runtime
 * plugins and `@module-federation/runtime` by the absolute paths Node's `require` finds:
 * the packages' `dist/*.cjs` builds. Everything they import then comes as CommonJS too,
 * so the shell's entry carried the whole runtime (runtime-core, sdk, error-codes) as
 * CommonJS modules wrapped in `__toESM` interop getters, none of it tree-shaken. Each of
 * these packages publishes an ES module build beside its CommonJS one (`X.cjs` next to
 * `X.js`, or `X.mjs` for error-codes): this plugin points those imports at it, so the
 * runtime is concatenated into the entry and what no code uses is left out.
 */
const federationCommonJs =
  /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

const packageTypeOf = (file: string): string | undefined => {
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type;
  }
  return undefined;
};

/** The ES module twin of a federation package's CommonJS file, or the file itself. */
export function esmTwin(request: string): string {
  if (!federationCommonJs.test(request)) return request;
  const base = request.slice(0, -'.cjs'.length);
  const candidates =
    packageTypeOf(request) === 'module' ? [`${base}.js`, `${base}.mjs`] : [`${base}.mjs`];
  return candidates.find((file) => existsSync(file)) ?? request;
}

const name = 'federation-runtime-esm';

class FederationRuntimeAsEsm {
  /** `rewrite`: a further rewrite of each request (a remote's: `bundlerRuntimeRequest`). */
  constructor(private readonly rewrite: (request: string) => string = (request) => request) {}

  apply(compiler: Rspack.Compiler) {
    // The federation plugins write their aliases while they are applied and after the
    // plugins (`@module-federation/runtime$`): rewrite them once all are in.
    compiler.hooks.afterPlugins.tap({ name, stage: 100 }, () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target === 'string') alias[key] = esmTwin(target);
      }
    });
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (data) => {
        data.request = this.rewrite(esmTwin(data.request));
      });
    });
  }
}

/** runtime-core's snapshot handler, as its core and remote handler import it. */
export const snapshotHandlerModule = /[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
const snapshotDisabled = fileURLToPath(new URL('./snapshot-disabled.ts', import.meta.url));

/**
 * The browser build's federation runtime as ES modules (above) and, in production, without
 * its debug switch: the site patches `@module-federation/sdk`'s `isDebugMode` (see
 * patches/) so that a build defining `FEDERATION_DEBUG` decides alone; upstream it read
 * `localStorage` on each call (the page's first `localStorage` access is a synchronous
 * trip to the browser's storage, 9-13 ms at 4x CPU, twice per load). Development builds
 * keep the switch (`localStorage.FEDERATION_DEBUG`). The server build keeps Node's
 * CommonJS runtime. With `bundlerRuntimeFromShell` (a remote's production build), the
 * bundler runtime is the one the shell lends (`bundler-runtime.ts`). With `snapshot: false`
 * (a build with `disableSnapshot`), runtime-core's snapshot handler is the stand-in of
 * `snapshot-disabled.ts`.
 */
export const pluginLeanFederationRuntime = ({
  bundlerRuntimeFromShell = false,
  snapshot = true,
} = {}): RsbuildPlugin => ({
  name,
  setup(api) {
    api.modifyRspackConfig((config, { environment, isProd, rspack }) => {
      if (environment.name !== 'web') return;
      config.plugins = [
        ...(config.plugins ?? []),
        new FederationRuntimeAsEsm(bundlerRuntimeFromShell ? bundlerRuntimeRequest : undefined),
        ...(isProd ? [new rspack.DefinePlugin({ FEDERATION_DEBUG: 'false' })] : []),
        ...(snapshot
          ? []
          : [new rspack.NormalModuleReplacementPlugin(snapshotHandlerModule, snapshotDisabled)]),
      ];
    });
  },
});
