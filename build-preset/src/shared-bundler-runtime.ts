// The federation's bundler runtime, once per page: the shell provides its copy to the
// remotes it loads (browser builds only). Its functions are stateless (each takes the
// container's `webpackRequire`); each container keeps its own state object.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its own build leaves this one out (FEDERATION_HAS_EXPOSES).
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { bundlerRuntimeGlobal, type ProvidedBundlerRuntime } from './bundler-runtime-global';

const provided: ProvidedBundlerRuntime = {
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};
(globalThis as Record<string, unknown>)[bundlerRuntimeGlobal] = provided;

/** A runtime plugin of the shell only for the side effect above, before any remote loads. */
export default function provideBundlerRuntime() {
  return { name: 'provide-bundler-runtime' };
}
