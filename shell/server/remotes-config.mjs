// remotes.json, as the server reads and serves it: validated remote by remote, so one bad
// or missing entry fails only that remote's sections, and a file that is not valid at all
// (a `jq` typo, `null`, half-written) keeps the last good configuration.
import { readFileSync, statSync } from 'node:fs';

/** Where each remote lives when remotes.json says nothing usable: beside the shell. */
export const defaultRemotes = (remoteNames) =>
  Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));

/** Why an entry cannot be used, or undefined when it can. */
export function remoteEntryProblem(config, name) {
  if (!Object.hasOwn(config, name)) return 'it is missing';
  const url = config[name];
  if (typeof url !== 'string' || !/mf-manifest\.json(\?.*)?$/.test(url)) {
    return `expected the URL of its mf-manifest.json, got ${JSON.stringify(url)}`;
  }
  try {
    const { protocol } = new URL(url, 'http://localhost');
    if (protocol !== 'http:' && protocol !== 'https:') return `${protocol} URLs cannot be loaded`;
  } catch {
    return `${JSON.stringify(url)} is not a URL`;
  }
  return undefined;
}

/** Reads the file; returns the usable entries and one problem per remote that has none. */
export function parseRemotesConfig(text, remoteNames) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { invalid: `it is not valid JSON (${error.message})` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      invalid: `it must be an object of remote name to manifest URL, got ${JSON.stringify(value)}`,
    };
  }
  const remotes = {};
  const problems = [];
  for (const name of remoteNames) {
    const problem = remoteEntryProblem(value, name);
    if (problem) problems.push({ name, problem });
    else remotes[name] = value[name];
  }
  return { remotes, problems };
}

/**
 * The current configuration, read again only when the file changes. Each change is
 * logged once: one line per unusable entry, or one line when the whole file is ignored.
 */
export function watchRemotesConfig({ file, remoteNames, log = console }) {
  let remotes = defaultRemotes(remoteNames);
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
    const parsed = parseRemotesConfig(text, remoteNames);
    if (parsed.invalid) {
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
