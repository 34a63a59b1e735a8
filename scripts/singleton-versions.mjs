// The second check of `pnpm check:bundles` (check-remote-bundles.mjs): every singleton a
// remote shares is the version the shell provides. The federation runtime checks each
// singleton a remote consumes against what is loaded, and when the loaded version does
// not satisfy the remote's `requiredVersion` it logs a warning through its logger, on
// every page load (each call reads localStorage to decide about a stack trace). Built
// from one workspace with one version of each package, there is nothing to warn about:
// this check keeps it so, reading what each build declares in its `mf-manifest.json`.

/**
 * A shared module as an `mf-manifest.json` lists it.
 * @typedef {{ name: string, version?: string, singleton?: boolean, requiredVersion?: string | false | null }} ManifestShared
 */

/**
 * Why a remote's singletons would make the runtime warn, or differ from the shell's
 * (one line per package); empty when they match.
 * @param {string} remote
 * @param {readonly ManifestShared[]} remoteShared what the remote's manifest shares
 * @param {readonly ManifestShared[]} shellShared what the shell's manifest shares
 * @param {(version: string, required: string) => boolean} satisfies the runtime's rule
 * @returns {string[]}
 */
export function singletonDrift(remote, remoteShared, shellShared, satisfies) {
  const provided = new Map(shellShared.map((entry) => [entry.name, entry]));
  const seen = new Set();
  return remoteShared.flatMap(({ name, version, singleton, requiredVersion }) => {
    if (!singleton || seen.has(name)) return [];
    seen.add(name);
    const shell = provided.get(name);
    if (!shell?.version) {
      return [`${remote} shares the singleton ${name}, which the shell does not provide`];
    }
    const problems = [];
    if (version !== shell.version) {
      problems.push(
        `${remote} was built with ${name} ${version}, the shell provides ${shell.version}: give every package the same version`,
      );
    }
    if (typeof requiredVersion === 'string' && !satisfies(shell.version, requiredVersion)) {
      problems.push(
        `${remote} requires ${name} ${requiredVersion}, the shell provides ${shell.version}: the runtime warns on every page load`,
      );
    }
    return problems;
  });
}
