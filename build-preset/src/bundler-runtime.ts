import { fileURLToPath } from 'node:url';

/**
 * One copy of the federation's bundler runtime in the page (browser builds only).
 *
 * Each remote entry carried its own copy of `@module-federation/webpack-bundler-runtime`
 * with the parts of `@module-federation/runtime` and the SDK it calls: about 19 KB
 * minified, 5 KiB compressed, in every remote a page loads. Its functions take the
 * container's `webpackRequire` and keep no state of their own, so the shell, which has
 * them anyway, lends them to the remotes (as it lends its runtime core through
 * `externalRuntime`), and each remote builds its own state object around them.
 */

/** The shell's runtime plugin that leaves its bundler runtime for the remotes. */
export const sharedBundlerRuntime = fileURLToPath(
  new URL('./shared-bundler-runtime.ts', import.meta.url),
);

const fromShell = fileURLToPath(new URL('./bundler-runtime-from-shell.ts', import.meta.url));

/** The bundler runtime's entry, as Rspack's federation plugin imports it (by its path). */
const bundlerRuntimeEntry =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$|^@module-federation\/webpack-bundler-runtime$/;

/** What a remote's browser build imports for `request`: the shell's lent runtime, or itself. */
export const bundlerRuntimeRequest = (request: string) =>
  bundlerRuntimeEntry.test(request) ? fromShell : request;
