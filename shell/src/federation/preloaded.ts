import type { ComponentType } from 'react';
import { createContext, useContext } from 'react';
import type { RemoteName } from 'shared-content';
import type { ServerPart } from './serverPart';

/**
 * A remote's exposed component as it stood when the page was first rendered: loaded (on
 * the server), rendered by the server and arriving in the browser (`part`: the page
 * hydrates without it, keeping its server HTML until it arrives), or failed on the server
 * (the server rendered the failure panel; the browser tries the remote itself once
 * hydrated).
 */
export type PreloadedModule =
  | { Component: ComponentType }
  | { part: ServerPart }
  | 'failed-on-server'
  | 'failed';

/** Keyed by `remoteModuleKey(remote, expose)`. */
export type PreloadedModules = Readonly<Record<string, PreloadedModule>>;

export const remoteModuleKey = (remote: RemoteName, expose: string) => `${remote}/${expose}`;

const PreloadedModulesContext = createContext<PreloadedModules>({});

export const PreloadedModulesProvider = PreloadedModulesContext.Provider;

export const usePreloadedModules = () => useContext(PreloadedModulesContext);

/** The parts the server rendered that the browser hydrates once their scripts arrive. */
export const serverPartsOf = (modules: PreloadedModules): ServerPart[] =>
  Object.values(modules).flatMap((module) =>
    typeof module === 'object' && 'part' in module ? [module.part] : [],
  );

export const usePreloadedModule = (remote: RemoteName, expose: string) =>
  useContext(PreloadedModulesContext)[remoteModuleKey(remote, expose)];

/** `remotes.json` as the page was rendered with: who owns which path prefix. */
const RemotesConfigContext = createContext<unknown>(undefined);
export const RemotesConfigProvider = RemotesConfigContext.Provider;
export const useRemotesConfig = () => useContext(RemotesConfigContext);
