import type { Federation } from '@module-federation/webpack-bundler-runtime';

/** Where the shell leaves its bundler runtime for the remotes (`shared-bundler-runtime.ts`). */
export const bundlerRuntimeGlobal = '__PHARMACY_FEDERATION_BUNDLER_RUNTIME__';

/**
 * The stateless part of the bundler runtime: its functions. Not `runtime`: its `init`
 * finds the container's instance by the build's identifier, compiled into each build.
 */
export type ProvidedBundlerRuntime = {
  [Part in 'bundlerRuntime' | 'attachShareScopeMap']-?: NonNullable<Federation[Part]>;
};
