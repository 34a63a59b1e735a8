/**
 * The version rules of shared modules. Requirements are always written `^x.y.z` (see
 * `build-preset`): satisfied by x.y.z and anything newer with the same major
 * (for 0.y, the same minor).
 */
const parts = (version: string) =>
  version
    .replace(/^[\^~=v]/, '')
    .split(/[.+-]/)
    .map(Number);

function satisfiesCaret(version: string, required: string): boolean {
  const [major = 0, minor = 0, patch = 0] = parts(version);
  const [rMajor = 0, rMinor = 0, rPatch = 0] = parts(required);
  if (major !== rMajor || (rMajor === 0 && minor !== rMinor)) return false;
  if (minor !== rMinor) return minor > rMinor;
  return patch >= rPatch;
}

export const caretOfMajor = (version: string) => `^${parts(version)[0]}.0.0`;

/** A shared module as a remote's `mf-manifest.json` lists it. */
export interface ManifestShared {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | null;
}

/**
 * Why a remote cannot run with the singletons the shell provides (a major mismatch),
 * one reason per package; empty when it can.
 */
export function singletonMismatches(
  remote: string,
  shared: readonly ManifestShared[],
  provided: Readonly<Record<string, string>>,
): string[] {
  const seen = new Set<string>();
  return shared.flatMap(({ name, singleton, requiredVersion }) => {
    const have = provided[name];
    if (!singleton || !requiredVersion || !have || seen.has(name)) return [];
    seen.add(name);
    return satisfiesCaret(have, requiredVersion)
      ? []
      : [`${remote} needs ${name} ${requiredVersion}, but the shell provides ${name} ${have}`];
  });
}
