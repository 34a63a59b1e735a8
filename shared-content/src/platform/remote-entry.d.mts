/** Whether a path falls under a prefix, whole segments only (`/medpack` holds `/medpack/faq`). */
export declare const underPrefix: (path: string, prefix: string) => boolean;

/** One remote's entry of remotes.json as used: its manifest's URL and the path prefixes it owns. */
export interface RemoteEntry {
  manifest: string;
  prefixes: string[];
}

/**
 * One remote's entry (`{ "manifest": url, "prefixes": [...] }`, or just the manifest's
 * URL, the remote then owning `defaultPrefixes`), or why it cannot be used.
 */
export declare function readRemoteEntry(
  raw: unknown,
  defaultPrefixes: readonly string[],
): { entry: RemoteEntry; problem?: undefined } | { entry?: undefined; problem: string };
