import type { ComponentType } from 'react';
import type { Locale } from './locales';
import { isObject, readRemoteEntry as readEntry, underPrefix } from './remote-entry.mjs';

/**
 * One record per separately deployed section, written once: its dev port, the path
 * prefixes it owns by default and the modules it exposes. Its container name, base path
 * and default `remotes.json` entry are derived from it; the build helper, the shell
 * (browser and server), `pnpm dev`/`start`, the benchmarks and `pnpm new:remote` read it.
 */
export const remoteRecords = {
  'mf-locations': {
    devPort: 3001,
    prefixes: ['/locations', '/family', '/specialty', '/parlin', '/outpatient'],
    exposes: ['./Section', './SectionEs'],
  },
  'mf-services': {
    devPort: 3002,
    prefixes: ['/services', '/support', '/legal'],
    exposes: ['./Section', './SectionEs'],
  },
  'mf-reviews': {
    devPort: 3003,
    prefixes: ['/testimonials', '/partners'],
    exposes: ['./Section', './SectionEs', './HomeWidget', './HomeWidgetEs'],
  },
  'mf-medpack': {
    devPort: 3004,
    prefixes: ['/medpack', '/pet-medications', '/best-prices'],
    exposes: ['./Section', './SectionEs'],
  },
} as const satisfies Record<string, RemoteRecord>;

interface RemoteRecord {
  /** Port of the remote's dev server (`pnpm dev`). */
  devPort: number;
  /**
   * Path prefixes the remote owns unless `/remotes.json` says otherwise: it renders any
   * page it declares under them (`/medpack` owns `/medpack` and `/medpack/…`).
   */
  prefixes: readonly string[];
  /** Federated modules it exposes (`./Section` renders its pages). */
  exposes: readonly (keyof ExposedModules)[];
}

export type RemoteName = keyof typeof remoteRecords;
export const remoteNames = Object.keys(remoteRecords) as readonly RemoteName[];

export const devPorts = {
  shell: 3000,
  ...(Object.fromEntries(remoteNames.map((name) => [name, remoteRecords[name].devPort])) as Record<
    RemoteName,
    number
  >),
};

/** Federation container name of a remote (identifiers cannot hold a dash). */
export const containerName = (remote: RemoteName) => remote.replaceAll('-', '_');

/** Where the production composition serves a remote's browser build. */
const remoteBasePath = (remote: RemoteName) => `/remotes/${remote}/`;

/** What each remote exposes. The shell type-checks its use of remotes against these. */
interface RemoteSectionModule {
  /** Renders every route the remote owns; unknown sub-paths redirect to `/`. */
  default: ComponentType;
}

interface HomeWidgetModule {
  default: ComponentType;
}

/** The module types behind each name a remote may expose. */
interface ExposedModules {
  './Section': RemoteSectionModule;
  /** The same pages with the Spanish texts (at `/es` + the English path). */
  './SectionEs': RemoteSectionModule;
  './HomeWidget': HomeWidgetModule;
  './HomeWidgetEs': HomeWidgetModule;
}

/** The English modules a remote exposes; each has a twin with the Spanish texts. */
export type LanguageNeutralExpose = './Section' | './HomeWidget';

/** The module of an English expose for a language: `./Section` in Spanish is `./SectionEs`. */
export const exposeIn = <E extends LanguageNeutralExpose>(expose: E, lang: Locale): E | `${E}Es` =>
  lang === 'es' ? `${expose}Es` : expose;

/** What each remote exposes, from its record; each remote checks its modules against it. */
export type RemoteExposes = {
  [R in RemoteName]: Pick<ExposedModules, (typeof remoteRecords)[R]['exposes'][number]>;
};

/** One entry of `/remotes.json`: where the remote's manifest is, and what it owns. */
interface RemoteLocation {
  /** URL of the remote's browser `mf-manifest.json` (its server build is in `server/` beside it). */
  manifest: string;
  /** Path prefixes it owns (defaults to its record's). */
  prefixes: readonly string[];
}

/** The default `/remotes.json`: every remote beside the shell, owning its record's prefixes. */
export function defaultRemotesConfig(
  manifestUrl: (remote: RemoteName) => string = (remote) =>
    `${remoteBasePath(remote)}mf-manifest.json`,
): Record<RemoteName, RemoteLocation> {
  const config: Partial<Record<RemoteName, RemoteLocation>> = {};
  for (const name of remoteNames) {
    config[name] = { manifest: manifestUrl(name), prefixes: [...remoteRecords[name].prefixes] };
  }
  return config as Record<RemoteName, RemoteLocation>;
}

/**
 * One remote's entry of `remotes.json`, or why it cannot be used (the rules are
 * `remote-entry.mjs`, which the server shares). An entry is either
 * `{ "manifest": url, "prefixes": [...] }` or just the manifest's URL (the remote then
 * owns its record's prefixes).
 */
export function readRemoteEntry(
  value: unknown,
  name: RemoteName,
): { entry: RemoteLocation; problem?: undefined } | { entry?: undefined; problem: string } {
  if (!isObject(value)) {
    return {
      problem: 'remotes.json must be an object of remote name to its manifest and prefixes',
    };
  }
  const read = readEntry(
    Object.hasOwn(value, name) ? value[name] : undefined,
    remoteRecords[name].prefixes,
  );
  return read.entry ? read : { problem: `${name}: ${read.problem}` };
}

/** Why remotes.json gives no usable entry for this remote, or undefined when it does. */
export const remoteEntryProblem = (value: unknown, name: RemoteName) =>
  readRemoteEntry(value, name).problem;

/** Checks the run-time config; returns a list of problems (empty when valid). */
export function remotesConfigProblems(value: unknown): string[] {
  if (!isObject(value)) {
    return ['remotes.json must be an object of remote name to its manifest and prefixes'];
  }
  return remoteNames.flatMap((name) => remoteEntryProblem(value, name) ?? []);
}

export { underPrefix };

/**
 * The remote that owns a path: the longest prefix of a usable `remotes.json` entry, or
 * else of the record of a remote without one (whose pages then show the failure panel).
 */
export function ownerOfPath(path: string, config: unknown): RemoteName | undefined {
  let owner: RemoteName | undefined;
  let longest = 0;
  const consider = (name: RemoteName, prefixes: readonly string[]) => {
    for (const prefix of prefixes) {
      if (prefix.length > longest && underPrefix(path, prefix)) {
        owner = name;
        longest = prefix.length;
      }
    }
  };
  const unusable: RemoteName[] = [];
  for (const name of remoteNames) {
    const { entry } = readRemoteEntry(config, name);
    if (entry) consider(name, entry.prefixes);
    else unusable.push(name);
  }
  if (!owner) for (const name of unusable) consider(name, remoteRecords[name].prefixes);
  return owner;
}

// For the shell's entry, which checks remotes before any shared module is available.
export { type ManifestShared, singletonMismatches } from '../logic/versions';
