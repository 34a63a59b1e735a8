import type { ComponentType } from 'react';
import type { Locale } from './locales';
import {
  isObject,
  type NavLink,
  type RemoteEntry,
  readRemoteEntry,
  type SlotFill,
  underPrefix,
} from './remote-entry.mjs';

/**
 * The live composition is run-time data: `/remotes.json` as the server serves it (which
 * section exists, where its manifest is, the prefixes it owns, the module that renders its
 * pages and the slots it fills, each remote's published description merged in). Nothing
 * here names a remote: each remote declares itself in its own package (`"remote"` in its
 * package.json) and publishes that description with its build.
 */

/** A remote's name, as `remotes.json` and its own package call it (`mf-medpack`). */
export type RemoteName = string;

/** Federation container name of a remote (identifiers cannot hold a dash). */
export const containerName = (remote: RemoteName) => remote.replaceAll('-', '_');

/** What each remote exposes. The shell type-checks its use of remotes against these. */
interface RemoteSectionModule {
  /** Renders every route the remote owns; unknown sub-paths redirect to `/`. */
  default: ComponentType;
}

interface WidgetModule {
  default: ComponentType;
}

/** The module types behind each name a remote may expose. */
export interface ExposedModules {
  /** In every language: it reads the page's language from the shell (`useLocale`). */
  './Section': RemoteSectionModule;
  './HomeWidget': WidgetModule;
}

/** A remote's `src/exposes.ts` checks its modules against these: `satisfies Exposes<'./Section' | …>`. */
export type Exposes<Names extends keyof ExposedModules> = Pick<ExposedModules, Names>;

/** Any exposed module: a component to render. */
export type ExposedModule = { default: ComponentType };

export type { NavLink, RemoteEntry, SlotFill };

/**
 * A remote's entry in the composition, looked up by name, or why it cannot be used (read
 * by `readRemoteEntry`, the rules the server shares).
 */
export function remoteEntryIn(
  value: unknown,
  name: RemoteName,
): { entry: RemoteEntry; problem?: undefined } | { entry?: undefined; problem: string } {
  if (!isObject(value)) {
    return {
      problem: 'remotes.json must be an object of remote name to its manifest and prefixes',
    };
  }
  const read = readRemoteEntry(Object.hasOwn(value, name) ? value[name] : undefined);
  return read.entry ? read : { problem: `${name}: ${read.problem}` };
}

/** Why the composition gives no usable entry for this remote, or undefined when it does. */
export const remoteEntryProblem = (value: unknown, name: RemoteName) =>
  remoteEntryIn(value, name).problem;

/** The remotes the composition names (usable or not). */
export const remoteNamesIn = (value: unknown): RemoteName[] =>
  isObject(value) ? Object.keys(value) : [];

/** Checks the run-time config; returns a list of problems (empty when valid). */
export function remotesConfigProblems(value: unknown): string[] {
  if (!isObject(value)) {
    return ['remotes.json must be an object of remote name to its manifest and prefixes'];
  }
  return remoteNamesIn(value).flatMap((name) => remoteEntryProblem(value, name) ?? []);
}

export { readRemoteEntry, underPrefix };

/** The remote that owns a path: the longest prefix of a usable entry of the composition. */
export function ownerOfPath(path: string, config: unknown): RemoteName | undefined {
  let owner: RemoteName | undefined;
  let longest = 0;
  for (const name of remoteNamesIn(config)) {
    const { entry } = remoteEntryIn(config, name);
    for (const prefix of entry?.prefixes ?? []) {
      if (prefix.length > longest && underPrefix(path, prefix)) {
        owner = name;
        longest = prefix.length;
      }
    }
  }
  return owner;
}

/** The module that renders a remote's pages in a language (`./Section`, for every language, by default). */
export function sectionExpose(config: unknown, name: RemoteName, lang: Locale): string {
  return remoteEntryIn(config, name).entry?.section?.[lang] ?? './Section';
}

/** The remote modules that fill a page's slots, in the page's language, in the composition's order. */
export function slotFillers(
  config: unknown,
  page: string,
  lang: Locale,
  slot?: string,
): { remote: RemoteName; slot: string; expose: string }[] {
  return remoteNamesIn(config).flatMap((remote) =>
    (remoteEntryIn(config, remote).entry?.fills ?? []).flatMap((fill) => {
      const expose = fill.expose[lang];
      return fill.page === page && (!slot || fill.slot === slot) && expose
        ? [{ remote, slot: fill.slot, expose }]
        : [];
    }),
  );
}

/** The links live remotes add to the main navigation, in a language (English when a label lacks it). */
export function navLinksOf(config: unknown, lang: Locale): { href: string; label: string }[] {
  return remoteNamesIn(config).flatMap((remote) =>
    (remoteEntryIn(config, remote).entry?.nav ?? []).map((link) => ({
      href: link.path,
      label: link.label[lang] ?? link.label.en ?? link.path,
    })),
  );
}

// For the shell's entry, which checks remotes before any shared module is available.
export { type ManifestShared, singletonMismatches } from '../logic/versions';
