// The benchmarks' command lines: `--help`, arguments checked before anything starts, and
// one line (not a stack trace) for a mistake, when the server does not answer or a page
// fails.
import { parseArgs } from 'node:util';

/**
 * The benchmark's base URL and paths (the command line's, or `defaults`). `--help` prints
 * `usage` and exits; an argument that is not a path is one line and exit code 2. From
 * then on, an error ends the benchmark with one line and exit code 1, saying so when no
 * server answers at the base URL.
 * @param {{ name: string, usage: string, defaults: string[], most?: number }} command
 */
export function benchCommand({ name, usage, defaults, most = Number.POSITIVE_INFINITY }) {
  const { positionals: args } = benchOptions({ name, usage, positionals: true });
  const notAPath = args.find((arg) => !arg.startsWith('/'));
  if (notAPath !== undefined) {
    console.error(`${name}: ${notAPath} is not a path (one starts with /). ${usage}`);
    process.exit(2);
  }
  if (args.length > most) {
    console.error(`${name}: at most ${most} paths. ${usage}`);
    process.exit(2);
  }
  const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
  const failed = (/** @type {unknown} */ error) => {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const noServer = /net::ERR_CONNECTION|ECONNREFUSED|fetch failed/.test(message);
    const hint = noServer ? ` (is \`pnpm start\` serving ${base}?)` : '';
    console.error(`${name}: ${message}${hint}`);
    process.exit(1);
  };
  process.on('uncaughtException', failed);
  process.on('unhandledRejection', failed);
  return { base, paths: args.length > 0 ? args : defaults };
}

/**
 * Ends the benchmark with one line and exit code 1 when no server answers at `base`,
 * before it starts a browser.
 * @param {string} name
 * @param {string} base
 */
export async function expectServer(name, base) {
  try {
    await fetch(base, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
  } catch {
    console.error(`${name}: no server answers at ${base} (is \`pnpm start\` serving it?)`);
    process.exit(1);
  }
}

/**
 * The options of a benchmark that starts its own servers (`node:util` parseArgs's
 * `options`; none for one that takes no argument). `--help` prints `usage` and exits; an
 * unknown option or a stray argument is one line and exit code 2.
 * @template {import('node:util').ParseArgsConfig['options']} T
 * @param {{ name: string, usage: string, options?: T, positionals?: boolean }} command
 */
export function benchOptions({ name, usage, options, positionals = false }) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({
      args,
      options: options ?? /** @type {T} */ ({}),
      allowPositionals: positionals,
    });
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : error}. ${usage}`);
    return process.exit(2);
  }
}
