import { type ManifestShared, singletonMismatches } from 'shared-content/logic';

// The versions of the singletons this shell build provides (set by its build config).
declare const __PROVIDED_SINGLETONS__: Record<string, string>;

/**
 * Why a remote, as its manifest describes it, cannot run with the singletons this shell
 * provides (a major version apart): one reason per package, none when it can.
 */
export function compatibilityProblems(remote: string, manifest: unknown): string[] {
  const shared = (manifest as { shared?: ManifestShared[] } | undefined)?.shared;
  const provided = typeof __PROVIDED_SINGLETONS__ === 'undefined' ? {} : __PROVIDED_SINGLETONS__;
  return Array.isArray(shared) ? singletonMismatches(remote, shared, provided) : [];
}
