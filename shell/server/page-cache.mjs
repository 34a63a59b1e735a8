// The rendered-page cache of the server process: least recently used pages go first,
// bounded in entries and in bytes of HTML. lru-cache (isaacs; npm's own cache) rather than
// a hand-written Map: its size accounting and eviction are tested far beyond ours, and it
// is already in the dependency tree.
import { LRUCache } from 'lru-cache';

/** @import { RenderResult } from '../src/server/index' */
/**
 * A page in the cache, with the versions of the remotes that rendered it.
 * @typedef {{ result: RenderResult, remoteVersions: RenderResult['remoteVersions'] }} CachedPage
 */

/** The page cache's size limit in bytes of HTML (a page is about 60-120 KB). */
export const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * @param {number} limit entries at most (0: nothing is kept)
 * @param {number} [maxBytes]
 */
export function pageCache(limit, maxBytes = CACHE_BYTES) {
  if (!(limit > 0)) {
    return {
      /** @param {string} _key @returns {CachedPage | undefined} */
      get: (_key) => undefined,
      /** @param {string} _key @param {CachedPage} _entry */
      set: (_key, _entry) => {},
      size: { entries: 0, bytes: 0 },
    };
  }
  /** @type {LRUCache<string, CachedPage>} */
  const entries = new LRUCache({
    max: limit,
    maxSize: maxBytes,
    // A page larger than the whole cache is not kept; an empty one still counts.
    sizeCalculation: (entry) => Math.max(1, entry.result.html.length),
  });
  return {
    /** @param {string} key */
    get: (key) => entries.get(key),
    /**
     * @param {string} key
     * @param {CachedPage} entry
     */
    set: (key, entry) => {
      entries.set(key, entry);
    },
    get size() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}
