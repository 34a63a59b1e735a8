/**
 * The live composition as the shell reads it: `/remotes.json` as the server serves it
 * (which section exists, where its manifest is, the prefixes it owns, the module that
 * renders its pages and the slots it fills, each remote's published description merged
 * in), read by the rules of `shared-content/remote-entry`, which the server shares. Plain
 * functions of that data, without the `shared-content` barrel: the shell's entry uses them
 * before any shared module is available.
 */
import type { Locale } from 'shared-content/locale';
import { isObject, readRemoteEntry, underPrefix } from 'shared-content/remote-entry';
import type { RemoteEntry, RemoteName } from 'shared-content/remotes';

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
