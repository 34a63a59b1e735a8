// A remote's browser build imports this in place of `@module-federation/webpack-bundler-runtime`
// (the package's default export: the container's federation state object), built on the
// functions the shell provides (`shared-bundler-runtime.ts`) instead of a copy of them
// (about 5 KiB compressed in each remote entry).
import * as runtime from '@module-federation/runtime';
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

const federation: Federation = {
  // The container's own: built with its build identifier (see bundler-runtime-global.ts).
  runtime,
  instance: undefined,
  initOptions: undefined,
  // `S`, the share scopes, is the container's own.
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export default federation;
