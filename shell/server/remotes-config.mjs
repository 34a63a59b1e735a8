// remotes.json, as the server reads and serves it: validated remote by remote, so one bad
// or missing entry fails only that remote's sections, and a file that is not valid at all
// (a `jq` typo, `null`, half-written) keeps the last good configuration.
import { readFileSync, statSync } from 'node:fs';
import { isObject, readRemoteEntry as readEntry } from 'shared-content/remote-entry';

/** @import { RemoteEntry } from 'shared-content/remote-entry' */
/**
 * The usable entries of remotes.json, by remote name.
 * @typedef {Record<string, RemoteEntry>} RemotesConfig
 */
/**
 * Where each remote lives and what it owns when remotes.json does not say: site.json's
 * `defaultRemotes`, which the shell's build writes from the remote records
 * (`defaultRemotesConfig` in shared-content/src/platform/remotes.ts).
 * @typedef {Readonly<Record<string, RemoteEntry>>} RemoteDefaults
 */

/**
 * The default entries of the given remotes, until remotes.json says otherwise.
 * @param {readonly string[]} remoteNames
 * @param {RemoteDefaults} defaults
 * @returns {RemotesConfig}
 */
const defaultRemotes = (remoteNames, defaults) =>
  Object.fromEntries(
    remoteNames.flatMap((name) => (Object.hasOwn(defaults, name) ? [[name, defaults[name]]] : [])),
  );

/**
 * An entry as the server uses it (`{ manifest, prefixes }`), or why it cannot be used.
 * An entry may be just the manifest's URL: the remote then owns its default prefixes.
 * @param {Readonly<Record<string, unknown>>} config
 * @param {string} name
 * @param {RemoteDefaults} [defaults]
 */
export const readRemoteEntry = (config, name, defaults = {}) =>
  readEntry(Object.hasOwn(config, name) ? config[name] : undefined, defaults[name]?.prefixes ?? []);

/**
 * Why an entry cannot be used, or undefined when it can.
 * @param {Readonly<Record<string, unknown>>} config
 * @param {string} name
 * @param {RemoteDefaults} [defaults]
 */
export const remoteEntryProblem = (config, name, defaults) =>
  readRemoteEntry(config, name, defaults).problem;

/**
 * Reads the file; returns the usable entries and one problem per remote that has none.
 * @param {string} text
 * @param {readonly string[]} remoteNames
 * @param {RemoteDefaults} [defaults]
 * @returns {{ invalid: string, remotes?: undefined, problems?: undefined }
 *   | { invalid?: undefined, remotes: RemotesConfig, problems: { name: string, problem: string }[] }}
 */
export function parseRemotesConfig(text, remoteNames, defaults = {}) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
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
  /** @type {RemotesConfig} */
  const remotes = {};
  /** @type {{ name: string, problem: string }[]} */
  const problems = [];
  for (const name of remoteNames) {
    const { entry, problem } = readRemoteEntry(value, name, defaults);
    if (entry) remotes[name] = entry;
    else problems.push({ name, problem });
  }
  return { remotes, problems };
}

/**
 * The current configuration, read again only when the file changes. Each change is
 * logged once: one line per unusable entry, or one line when the whole file is ignored.
 * @param {{ file: string, remoteNames: readonly string[], defaults?: RemoteDefaults,
 *   log?: Pick<Console, 'warn'> }} options
 * @returns {{ current: () => RemotesConfig }}
 */
export function watchRemotesConfig({ file, remoteNames, defaults = {}, log = console }) {
  let remotes = defaultRemotes(remoteNames, defaults);
  /** @type {string | undefined} */
  let seen;
  const current = () => {
    let version;
    try {
      const { mtimeMs, size, ino } = statSync(file);
      version = `${mtimeMs}:${size}:${ino}`;
    } catch {
      version = 'missing';
    }
    if (version === seen) return remotes;
    seen = version;
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      log.warn(`remotes.json: ${file} cannot be read; keeping the last good configuration`);
      return remotes;
    }
    const parsed = parseRemotesConfig(text, remoteNames, defaults);
    if (parsed.invalid !== undefined) {
      log.warn(`remotes.json ignored: ${parsed.invalid}; keeping the last good configuration`);
      return remotes;
    }
    for (const { name, problem } of parsed.problems) {
      log.warn(
        `remotes.json: entry "${name}" cannot be used (${problem}); its sections show the failure panel`,
      );
    }
    remotes = parsed.remotes;
    return remotes;
  };
  return { current };
}
