// The rendered-page cache of the server process: least recently used pages go first,
// bounded in entries and in bytes of HTML. lru-cache (isaacs; npm's own cache) rather than
// a hand-written Map: its size accounting and eviction are tested far beyond ours, and it
// is already in the dependency tree.
import { LRUCache } from 'lru-cache';
import type { RenderResult } from 'shell/server';

/**
 * A page in the cache, with the versions of the remotes that rendered it.
 */
export type CachedPage = { result: RenderResult; remoteVersions: RenderResult['remoteVersions'] };

/** The page cache's size limit in bytes of HTML (a page is about 60-120 KB). */
export const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * @param limit entries at most (0: nothing is kept)
 */
export function pageCache(limit: number, maxBytes: number = CACHE_BYTES) {
  if (!(limit > 0)) {
    return {
      get: (_key: string): CachedPage | undefined => undefined,
      set: (_key: string, _entry: CachedPage) => {},
      size: { entries: 0, bytes: 0 },
    };
  }
  const entries: LRUCache<string, CachedPage> = new LRUCache({
    max: limit,
    maxSize: maxBytes,
    // A page larger than the whole cache is not kept; an empty one still counts.
    sizeCalculation: (entry) => Math.max(1, entry.result.html.length),
  });
  return {
    get: (key: string) => entries.get(key),
    set: (key: string, entry: CachedPage) => {
      entries.set(key, entry);
    },
    get size() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}
