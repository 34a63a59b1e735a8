// remotes.json's entries as written, and one remote's entry of the live composition
// (remotes-config.ts) made from its remotes.json entry and the description it publishes
// with its build (pages.json, its manifest, build-info.json): its prefixes, pages,
// aliases, query parameters, page chunks, slot fills and navigation, each checked; or
// why it cannot be used.

import type { RemoteEntry, SlotFill } from './shared-content.ts';
import {
  isExposeMap,
  isNavLink,
  isObject,
  isSlotFill,
  locales,
  readRemoteEntry,
  underPrefix,
} from './shared-content.ts';
import type { Described, OwnedPages, ReadBeside, RemotesConfig } from './types.ts';

/**
 * remotes.json's entries as written, or why the whole file cannot be used.
 */
export function parseRemotesFile(
  text: string,
):
  | { invalid: string; entries?: undefined }
  | { invalid?: undefined; entries: Record<string, unknown> } {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return {
      invalid: `it is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (!isObject(value)) {
    return {
      invalid: `it must be an object of remote name to { manifest, prefixes }, got ${JSON.stringify(value)}`,
    };
  }
  return { entries: value };
}

/**
 * remotes.json read on its own (no description): the entries that name a usable manifest
 * URL, and one problem per entry that does not. For tools that only need where each
 * remote is (the nginx generator's CSP origins).
 */
export function parseRemotesConfig(
  text: string,
):
  | { invalid: string; remotes?: undefined; problems?: undefined }
  | { invalid?: undefined; remotes: RemotesConfig; problems: { name: string; problem: string }[] } {
  const parsed = parseRemotesFile(text);
  if (parsed.invalid !== undefined) return { invalid: parsed.invalid };
  const remotes: RemotesConfig = {};
  const problems: { name: string; problem: string }[] = [];
  for (const [name, raw] of Object.entries(parsed.entries)) {
    const { entry, problem } = readRemoteEntry(raw);
    if (entry) remotes[name] = entry;
    else problems.push({ name, problem });
  }
  return { remotes, problems };
}

/** A remote's name: lower-case words joined by dashes. */
export const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

const isStringList = (names: unknown): names is string[] =>
  Array.isArray(names) && names.every((name: unknown) => typeof name === 'string');

/**
 * A script or stylesheet of a remote's build folder as its description lists it
 * (`static/js/async/…js`, `static/css/async/…css`).
 */
const isBuildFile = (file: string) =>
  /^static\/[\w./-]+\.(js|css)$/.test(file) && !file.includes('..');

/**
 * One remote's entry of the composition from its remotes.json entry and its published
 * description, or why it cannot be used.
 */
export async function composeEntry({
  name,
  raw,
  read,
  shellSlots,
}: {
  name: string;
  raw: unknown;
  read: ReadBeside;
  shellSlots: Readonly<Record<string, string>>;
}): Promise<{ entry: RemoteEntry; described: Described; notes: string[] } | { problem: string }> {
  if (!REMOTE_NAME.test(name))
    return { problem: 'a remote name is lower-case words joined by dashes' };
  const located = readRemoteEntry(raw);
  if (!located.entry) return { problem: located.problem };
  const { manifest: url } = located.entry;
  const readJson = async (file: string) => {
    try {
      return (await read(name, url, file)).value;
    } catch (error) {
      throw new Error(
        `its ${file} cannot be read beside ${url} (${error instanceof Error ? error.message : error})`,
      );
    }
  };
  let description: unknown;
  let manifest: unknown;
  let build: unknown;
  try {
    [description, manifest] = await Promise.all([
      readJson('pages.json'),
      readJson('mf-manifest.json'),
    ]);
    build = await readJson('build-info.json').catch(() => null);
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  if (!isObject(description) || !isStringList(description.pages)) {
    return { problem: 'its description (pages.json) has no list of pages' };
  }
  if (description.remote !== undefined && description.remote !== name) {
    return {
      problem: `its description is ${JSON.stringify(description.remote)}'s, not ${name}'s`,
    };
  }
  const given = isObject(raw) && 'prefixes' in raw ? located.entry.prefixes : undefined;
  const published = readRemoteEntry({ manifest: url, prefixes: description.prefixes });
  const prefixes = given ?? published.entry?.prefixes;
  if (!prefixes || prefixes.length === 0) {
    return {
      problem: 'neither remotes.json nor its description (pages.json) gives the prefixes it owns',
    };
  }
  const notes: string[] = [];
  const fills: SlotFill[] = [];
  for (const fill of Array.isArray(description.fills) ? description.fills : []) {
    if (!isSlotFill(fill)) {
      notes.push(`a slot fill is not { slot, page, expose }: ${JSON.stringify(fill)}`);
    } else if (shellSlots[fill.slot] !== fill.page) {
      notes.push(`the shell declares no slot "${fill.slot}" on ${fill.page}`);
    } else fills.push(fill);
  }
  const owned = (path: string) => prefixes.some((prefix) => underPrefix(path, prefix));
  const pageList = description.pages as string[];
  const nav = (Array.isArray(description.nav) ? description.nav : []).filter(
    (link) => isNavLink(link) && owned(link.path) && pageList.includes(link.path),
  );
  const aliases = isObject(description.aliases) ? description.aliases : {};
  const queryParams = isObject(description.queryParams) ? description.queryParams : {};
  const chunks = isObject(description.chunks) ? description.chunks : {};
  const outside = description.pages.filter((path) => !owned(path));
  if (outside.length > 0) notes.push(`${outside.join(', ')} outside its prefixes: not served`);
  const pages: OwnedPages = {
    pages: description.pages.filter(owned),
    aliases: Object.fromEntries(
      Object.entries(aliases).filter(
        (pair): pair is [string, string] => owned(pair[0]) && typeof pair[1] === 'string',
      ),
    ),
    // The query parameters a page reads and their values (the shell's server build keeps
    // the well-formed rules, `readQueryParams`): the only ones that reach its render.
    queryParams: Object.fromEntries(Object.entries(queryParams).filter(([path]) => owned(path))),
    // Each page's scripts and stylesheets per language: files of the remote's build folder,
    // nothing else.
    chunks: Object.fromEntries(
      Object.entries(chunks).flatMap(([path, perLanguage]) =>
        owned(path) && isObject(perLanguage)
          ? [
              [
                path,
                Object.fromEntries(
                  Object.entries(perLanguage).filter(
                    (pair): pair is [string, string[]] =>
                      isStringList(pair[1]) && pair[1].every(isBuildFile),
                  ),
                ),
              ],
            ]
          : [],
      ),
    ),
  };
  const summary = (isObject(manifest) ? manifest : {}) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
    shared?: Described['shared'];
  };
  return {
    entry: {
      manifest: url,
      prefixes,
      section: isExposeMap(description.section)
        ? description.section
        : Object.fromEntries(locales.map((lang) => [lang, './Section'])),
      fills,
      nav,
    },
    described: {
      pages,
      description,
      buildVersion: summary.metaData?.buildInfo?.buildVersion ?? null,
      shared: Array.isArray(summary.shared) ? summary.shared : [],
      build,
    },
    notes,
  };
}
