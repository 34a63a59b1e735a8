import type { ComponentType } from 'react';
import { createContext, useContext } from 'react';
import type { RemoteName } from 'shared-content';

/**
 * A remote's exposed component as it stood when the page was rendered on the server:
 * loaded, or failed (the server rendered the failure panel).
 */
export type PreloadedModule = { Component: ComponentType } | 'failed-on-server' | 'failed';

/** Keyed by `remoteModuleKey(remote, expose)`. */
export type PreloadedModules = Readonly<Record<string, PreloadedModule>>;

export const remoteModuleKey = (remote: RemoteName, expose: string) => `${remote}/${expose}`;

const PreloadedModulesContext = createContext<PreloadedModules>({});

export const PreloadedModulesProvider = PreloadedModulesContext.Provider;

export const usePreloadedModule = (remote: RemoteName, expose: string) =>
  useContext(PreloadedModulesContext)[remoteModuleKey(remote, expose)];

/** `remotes.json` as the page was rendered with: who owns which path prefix. */
const RemotesConfigContext = createContext<unknown>(undefined);
export const RemotesConfigProvider = RemotesConfigContext.Provider;
export const useRemotesConfig = () => useContext(RemotesConfigContext);
