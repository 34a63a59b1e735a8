import type { ComponentType } from 'react';

/**
 * The separately deployed sections the shell loads at run time, each with the port of
 * its dev server. The one list of remotes: the shell, the build helper and the root
 * scripts (dev, build, start, benchmarks) all read it. `pnpm new:remote` adds to it.
 */
export const remoteDevPorts = {
  'mf-locations': 3001,
  'mf-services': 3002,
  'mf-reviews': 3003,
  'mf-medpack': 3004,
} as const;

export type RemoteName = keyof typeof remoteDevPorts;
export const remoteNames = Object.keys(remoteDevPorts) as readonly RemoteName[];

export const devPorts: Record<RemoteName | 'shell', number> = { shell: 3000, ...remoteDevPorts };

/** Federation container name of a remote (identifiers cannot hold a dash). */
export const containerName = (remote: RemoteName) => remote.replaceAll('-', '_');

/** What each remote exposes. The shell type-checks its use of remotes against these. */
export interface RemoteSectionModule {
  /** Renders every route the remote owns; unknown sub-paths redirect to `/`. */
  default: ComponentType;
}

export interface HomeWidgetModule {
  default: ComponentType;
}

export interface RemoteExposes {
  'mf-locations': { './Section': RemoteSectionModule };
  'mf-services': { './Section': RemoteSectionModule };
  'mf-reviews': { './Section': RemoteSectionModule; './HomeWidget': HomeWidgetModule };
  'mf-medpack': { './Section': RemoteSectionModule };
}

/** `/remotes.json`, served beside the shell: where each remote's manifest lives. */
export type RemotesConfig = Record<RemoteName, string>;

const isConfigObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why remotes.json gives no usable URL for this remote, or undefined when it does. */
export function remoteEntryProblem(value: unknown, name: RemoteName): string | undefined {
  if (!isConfigObject(value))
    return 'remotes.json must be an object of remote name to manifest URL';
  const url = Object.hasOwn(value, name) ? value[name] : undefined;
  if (typeof url !== 'string' || !/mf-manifest\.json(\?.*)?$/.test(url)) {
    return `${name}: expected the URL of its mf-manifest.json, got ${JSON.stringify(url)}`;
  }
  return undefined;
}

/** Checks the run-time config; returns a list of problems (empty when valid). */
export function remotesConfigProblems(value: unknown): string[] {
  if (!isConfigObject(value)) {
    return ['remotes.json must be an object of remote name to manifest URL'];
  }
  return remoteNames.flatMap((name) => remoteEntryProblem(value, name) ?? []);
}
