import type { ComponentType } from 'react';
import { createContext, useContext } from 'react';
import type { RemoteName } from 'shared-content';

/**
 * A remote's exposed component as it stood when the page was rendered: loaded (the
 * server rendered it, and the browser loaded it before hydrating) or failed (the server
 * rendered the failure panel; the browser tries again after hydrating).
 */
export type PreloadedModule = { Component: ComponentType } | 'failed';

/** Keyed by `remoteModuleKey(remote, expose)`. */
export type PreloadedModules = Readonly<Record<string, PreloadedModule>>;

export const remoteModuleKey = (remote: RemoteName, expose: string) => `${remote}/${expose}`;

const PreloadedModulesContext = createContext<PreloadedModules>({});

export const PreloadedModulesProvider = PreloadedModulesContext.Provider;

export const usePreloadedModule = (remote: RemoteName, expose: string) =>
  useContext(PreloadedModulesContext)[remoteModuleKey(remote, expose)];
