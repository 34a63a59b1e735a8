// What the server logs about a problem that repeats on every request (a remote whose
// server build is missing, a part that fails to render): one line when it starts, then at
// most one line a minute with how often it happened, and one line when it ends.

const MINUTE_MS = 60_000;

/**
 * @param {{ log?: Pick<Console, 'warn' | 'info'>, intervalMs?: number, now?: () => number }} [options]
 */
export function problemLog({ log = console, intervalMs = MINUTE_MS, now = Date.now } = {}) {
  /** @typedef {{ message: string, since: number, count: number }} Problem */
  /** @type {Map<string, Problem>} */
  const open = new Map();

  /**
   * @param {string} key
   * @param {Problem} entry
   * @param {number} at
   */
  const flush = (key, entry, at) => {
    if (entry.count > 0) {
      log.warn(
        `${key}: still failing, ${entry.count} more time(s) since ${new Date(entry.since).toISOString()}: ${entry.message}`,
      );
    }
    entry.count = 0;
    entry.since = at;
  };

  return {
    /**
     * A problem with `key` (a remote's name, say) happened again.
     * @param {string} key
     * @param {string} message
     */
    failed(key, message) {
      const at = now();
      const entry = open.get(key);
      if (!entry) {
        open.set(key, { message, since: at, count: 0 });
        log.warn(`${key}: ${message}`);
        return;
      }
      entry.count += 1;
      entry.message = message;
      if (at - entry.since >= intervalMs) flush(key, entry, at);
    },
    /**
     * The problem with `key`, if any, is over.
     * @param {string} key
     */
    recovered(key) {
      const entry = open.get(key);
      if (!entry) return;
      flush(key, entry, now());
      open.delete(key);
      log.info(`${key}: works again`);
    },
  };
}
