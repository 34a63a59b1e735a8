// The version rules of shared modules. Plain JavaScript, so that the production server
// (which loads no TypeScript: its release gate, server/src/releases/gate.ts) applies the
// same rules as the shell and the build (through logic/versions.ts). Requirements are
// always written `^x.y.z` (see `build-preset`): satisfied by x.y.z and anything newer
// with the same major (for 0.y, the same minor).

/**
 * A shared module as a remote's `mf-manifest.json` lists it.
 * @typedef {{ name: string, version?: string, singleton?: boolean, requiredVersion?: string | null }} ManifestShared
 */

/** @param {string} version */
const parts = (version) =>
  version
    .replace(/^[\^~=v]/, '')
    .split(/[.+-]/)
    .map(Number);

/**
 * @param {string} version
 * @param {string} required
 * @returns {boolean}
 */
function satisfiesCaret(version, required) {
  const [major = 0, minor = 0, patch = 0] = parts(version);
  const [rMajor = 0, rMinor = 0, rPatch = 0] = parts(required);
  if (major !== rMajor || (rMajor === 0 && minor !== rMinor)) return false;
  if (minor !== rMinor) return minor > rMinor;
  return patch >= rPatch;
}

/** @param {string} version */
export const caretOfMajor = (version) => `^${parts(version)[0]}.0.0`;

/**
 * Why a remote cannot run with the singletons the shell provides (a major mismatch),
 * one reason per package; empty when it can.
 * @param {string} remote
 * @param {readonly ManifestShared[]} shared
 * @param {Readonly<Record<string, string>>} provided
 * @returns {string[]}
 */
export function singletonMismatches(remote, shared, provided) {
  /** @type {Set<string>} */
  const seen = new Set();
  return shared.flatMap(({ name, singleton, requiredVersion }) => {
    const have = provided[name];
    if (!singleton || !requiredVersion || !have || seen.has(name)) return [];
    seen.add(name);
    return satisfiesCaret(have, requiredVersion)
      ? []
      : [`${remote} needs ${name} ${requiredVersion}, but the shell provides ${name} ${have}`];
  });
}

/**
 * The design system's entries (`ui-kit` and its subpaths) of a remote's manifest when the
 * remote brings its own copy: it was built with other UI code than the shell's version
 * `shellUiKit`, so it loads that copy, whose class names only its own stylesheets style.
 * Empty when it uses the shell's copy, or when the shell's version is not known.
 * @template {ManifestShared} T
 * @param {readonly T[]} shared
 * @param {string | undefined} shellUiKit
 * @returns {T[]}
 */
export function ownUiKitCopy(shared, shellUiKit) {
  if (!shellUiKit) return [];
  return shared.filter(({ name, requiredVersion, version }) => {
    const needed = (requiredVersion ?? version)?.replace(/^[=^]/, '');
    return (name === 'ui-kit' || name.startsWith('ui-kit/')) && !!needed && needed !== shellUiKit;
  });
}
