// A remote's browser build imports this in place of `@module-federation/webpack-bundler-runtime`
// (the package's default export: the container's federation state object), built on the
// functions the shell provides (`shared-bundler-runtime.ts`) instead of a copy of them
// (about 5 KiB compressed in each remote entry).
// The runtime core comes from the shell too (`externalRuntime`: `/core` re-exports it).
import {
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  ModuleFederation,
  setGlobalFederationInstance,
  type UserOptions,
} from '@module-federation/runtime/core';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { bundlerRuntimeGlobal, type ProvidedBundlerRuntime } from './bundler-runtime-global';

const provided = (globalThis as Record<string, unknown>)[bundlerRuntimeGlobal] as
  | ProvidedBundlerRuntime
  | undefined;
if (!provided) {
  throw new Error(
    'This section runs only in the site’s shell, which provides the federation runtime it is built for',
  );
}

// The container's build identifier (the federation plugin defines it in every build).
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

/**
 * `@module-federation/runtime`'s `init`, as the bundler runtime calls it to make (or find)
 * the container's instance: the same steps, without that module's other exports, which
 * carried the runtime's table of error messages (about 1 KiB compressed in each remote
 * entry) and which a container never calls.
 */
function init(options: UserOptions) {
  const buildId =
    typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  const found = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === options.name &&
        (options.version
          ? instance.options.version === options.version
          : !instance.options.version)),
  );
  // Upstream's `${name}@${version}` id is always overridden by this one.
  const normalized = { ...options, id: options.id || '' };
  if (found) {
    found.initOptions(normalized);
    return found;
  }
  const Constructor = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Constructor(normalized);
  setGlobalFederationInstance(instance);
  return instance;
}

const federation: Federation = {
  // What the bundler runtime calls of the container's runtime: `init` (with its build
  // identifier, see bundler-runtime-global.ts) and `getRemoteEntry` (shared fallbacks).
  runtime: { init, getRemoteEntry } as unknown as Federation['runtime'],
  instance: undefined,
  initOptions: undefined,
  // `S`, the share scopes, is the container's own.
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export default federation;
