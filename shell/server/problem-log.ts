// What the server logs about a problem that repeats on every request (a remote whose
// server build is missing, a part that fails to render): one line when it starts, then at
// most one line a minute with how often it happened, and one line when it ends.

const MINUTE_MS = 60_000;

export function problemLog({
  log = console,
  intervalMs = MINUTE_MS,
  now = Date.now,
}: {
  log?: Pick<Console, 'warn' | 'info'>;
  intervalMs?: number;
  now?: () => number;
} = {}) {
  type Problem = { message: string; since: number; count: number };
  const open: Map<string, Problem> = new Map();

  const flush = (key: string, entry: Problem, at: number) => {
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
     */
    failed(key: string, message: string) {
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
     */
    recovered(key: string) {
      const entry = open.get(key);
      if (!entry) return;
      flush(key, entry, now());
      open.delete(key);
      log.info(`${key}: works again`);
    },
  };
}
