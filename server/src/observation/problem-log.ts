// What the server logs about a problem that repeats on every request (a remote whose
// server build is missing, a part that fails to render): one line when it starts, then at
// most one line a minute with how often it happened, and one line when it ends. Each line
// is a structured log record (pino): `problem` names it, and the caller's fields say where
// it came from (the remote and its version, the page, the render time).

const MINUTE_MS = 60_000;

type Fields = Record<string, unknown>;
export type ProblemLogger = {
  warn: (fields: Fields, message: string) => void;
  info: (fields: Fields, message: string) => void;
};

export function problemLog({
  log,
  intervalMs = MINUTE_MS,
  now = Date.now,
}: {
  log: ProblemLogger;
  intervalMs?: number;
  now?: () => number;
}) {
  type Problem = { message: string; since: number; count: number; fields: Fields };
  const open: Map<string, Problem> = new Map();

  const flush = (key: string, entry: Problem, at: number) => {
    if (entry.count > 0) {
      log.warn(
        {
          problem: key,
          ...entry.fields,
          count: entry.count,
          since: new Date(entry.since).toISOString(),
        },
        `${key}: still failing, ${entry.count} more time(s) since ${new Date(entry.since).toISOString()}: ${entry.message}`,
      );
    }
    entry.count = 0;
    entry.since = at;
  };

  return {
    /** A problem with `key` (a remote's name, say) happened again. */
    failed(key: string, message: string, fields: Fields = {}) {
      const at = now();
      const entry = open.get(key);
      if (!entry) {
        open.set(key, { message, since: at, count: 0, fields });
        log.warn({ problem: key, ...fields }, `${key}: ${message}`);
        return;
      }
      entry.count += 1;
      entry.message = message;
      entry.fields = fields;
      if (at - entry.since >= intervalMs) flush(key, entry, at);
    },
    /** The problem with `key`, if any, is over. */
    recovered(key: string, fields: Fields = {}) {
      const entry = open.get(key);
      if (!entry) return;
      flush(key, entry, now());
      open.delete(key);
      log.info({ problem: key, ...fields }, `${key}: works again`);
    },
  };
}
