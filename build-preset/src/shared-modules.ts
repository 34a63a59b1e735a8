// What every package federates, with the versions this checkout builds with.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { caretOfMajor } from 'shared-content/logic';
import { sharedContentVersion, uiKitVersion } from './identity';

const require = createRequire(import.meta.url);
const installedVersion = (pkg: string): string =>
  JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;

/**
 * A stateful package: one copy in the page; a remote needs the major it was built with.
 * The shell provides these singletons, and with `loaded-first` its own copy is the one
 * loaded: a requirement of its own would only make the runtime parse and compare
 * versions on each of its consumes (`requiredVersion: false` skips that check).
 */
const stateful = (pkg: string, role: 'host' | 'remote') => {
  const version = installedVersion(pkg);
  return {
    singleton: true,
    version,
    requiredVersion: role === 'host' ? (false as const) : caretOfMajor(version),
  };
};

/** The versions of the stateful singletons this checkout builds with (the shell provides them). */
export const providedSingletonVersions = () =>
  Object.fromEntries(
    ['react', 'react-dom', 'react-router-dom', 'zustand', 'shared-content'].map((pkg) => [
      pkg,
      pkg === 'shared-content' ? sharedContentVersion() : installedVersion(pkg),
    ]),
  );

/**
 * What every package shares. Subpath imports (react/jsx-runtime, react-dom/client,
 * ...) are shared through the trailing-slash keys.
 *
 * - Stateful packages (React, the router, zustand) and `shared-content` itself
 *   (platform, toast store, contexts and the site-wide facts) are singletons with real
 *   version requirements. A remote's production build carries no copy of
 *   `shared-content` (`import: false`): the shell provides the one copy, so a page never
 *   shows a fact from two builds.
 * - `ui-kit` (the design system) is stateless: shared by version, not as a singleton. A
 *   remote built with other design-system code than the live shell provides (say, a new
 *   component) loads its own copy, which it requires exactly. `ui-kit/section`
 *   (how a section declares its pages and texts) is shared the same way: one copy on
 *   the page instead of one per section.
 */
export function sharedModules(role: 'host' | 'remote') {
  const content = sharedContentVersion();
  const ui = uiKitVersion();
  const react = stateful('react', role);
  const reactDom = stateful('react-dom', role);
  return {
    react,
    'react/': react,
    'react-dom': reactDom,
    'react-dom/': reactDom,
    'react-router-dom': stateful('react-router-dom', role),
    zustand: stateful('zustand', role),
    'shared-content': {
      singleton: true,
      version: content,
      requiredVersion: role === 'host' ? (false as const) : caretOfMajor(content),
      ...(role === 'remote' ? { import: false as const } : {}),
    },
    'ui-kit': { singleton: false, version: ui, requiredVersion: ui },
    'ui-kit/section': { singleton: false, version: ui, requiredVersion: ui },
    'ui-kit/routing': { singleton: false, version: ui, requiredVersion: ui },
  };
}

/**
 * A remote's shared modules in its browser build: no fallback copy of a singleton. The shell
 * provides every singleton, and the remote is refused (its parts fail alone, with the failure
 * panel) when it cannot run with the shell's major, so a remote's own copy is never loaded:
 * its entry only carried the code that offers those copies to the page, and its build the
 * copies themselves. `ui-kit` keeps its copy: shared by exact version, a remote built with
 * other design-system code than the shell provides loads its own; so do the subpath keys
 * (`react/`: `react/jsx-runtime`), whose version the manifest names only from a copy.
 */
export function withoutSingletonFallbacks<Shared extends Record<string, { singleton: boolean }>>(
  shared: Shared,
): Shared {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      config.singleton && !key.endsWith('/') ? { ...config, import: false as const } : config,
    ]),
  ) as Shared;
}
