// Every environment variable the server and its commands read, checked once at start with
// one zod schema (node-kit/environment, as the owner's console reads its own), into one typed
// Config that the rest of the server is given. No other module reads process.env. A bad
// value stops the start with one line naming the variable.
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { EnvironmentError, readEnvironment } from 'node-kit/environment';
import { z } from 'zod';
import { workspace } from './paths.ts';

type Variable = { schema: z.ZodType; about: string };

/** "must be integer" for a value that is no number at all; other problems in their own words. */
const notA = (kind: string) => (issue: { code: string }) =>
  issue.code === 'invalid_type' ? `must be ${kind}` : undefined;

const whole = (minimum: number, maximum?: number) => {
  const schema = z.coerce.number({ error: notA('integer') }).int({ error: 'must be integer' });
  return maximum === undefined ? schema.min(minimum) : schema.min(minimum).max(maximum);
};
const integer = (minimum: number, fallback: number, maximum?: number) =>
  whole(minimum, maximum).default(fallback);
const number = (minimum: number, fallback: number, maximum?: number) => {
  const schema = z.coerce.number({ error: notA('number') }).min(minimum);
  return (maximum === undefined ? schema : schema.max(maximum)).default(fallback);
};
const text = (fallback: string) => z.string().default(fallback);
/** A setting with no default: unset, it is worked out from others, or there is none. */
const unset = z.string().optional();

/** The variables, each with its schema and what it is for (`pnpm serve --help` lists them). */
export const VARIABLES = {
  PORT: { schema: integer(0, 8080, 65_535), about: "the site's port (0: any free port)" },
  HOST: { schema: text('::'), about: 'the address to listen on' },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    about: "pino's level",
  },
  TRUST_PROXY: {
    // Loopback only (nginx or Varnish on this machine): any other address on a private
    // network could otherwise choose the client address the rate limits count and claim https.
    schema: text('loopback'),
    about:
      "the proxies whose X-Forwarded-* headers are believed (proxy-addr's syntax; default loopback: a proxy on this machine; none: no proxy)",
  },
  METRICS_PORT: {
    schema: z
      .string()
      .regex(/^(off|[0-9]{1,5})$/)
      .default('9464'),
    about: 'the metrics listener (/metrics, /status.json) on METRICS_HOST; off: none',
  },
  METRICS_HOST: { schema: text('127.0.0.1'), about: "the metrics listener's address" },
  RELEASE_ROOT: { schema: unset, about: 'the release folder served (default ./release)' },
  SHELL_DIST: { schema: unset, about: 'a shell build to serve instead of the release folder’s' },
  REMOTES_ROOT: {
    schema: unset,
    about: "a folder of remote builds instead of the release folder's",
  },
  FALLBACK_SITE: {
    schema: unset,
    about:
      'where a prerendered copy of the site is kept for a proxy to serve while Node is down (default: fallback in the release folder served; off: none)',
  },
  NOTICES_FILE: {
    schema: unset,
    about: "the owner's notices (default notices.json beside the shell's folder)",
  },
  OWNER_ORIGIN: {
    schema: z
      .string()
      .regex(/^https?:\/\/[^/?#]+$/)
      .optional(),
    about: "the owner's console /owner is forwarded to (pnpm start: its own; unset: /owner is 404)",
  },
  OWNER_PORT: { schema: integer(1, 8090, 65_535), about: "the console's port, when started here" },
  SSR_WORKERS: { schema: whole(1).optional(), about: 'render workers (default: one per core)' },
  SSR_WORKER_MEMORY_MB: { schema: integer(32, 192), about: "each render worker's heap limit" },
  SSR_REMOTE_BUDGET_MS: {
    schema: integer(50, 1500),
    about: 'the render budget every deadline follows from',
  },
  SSR_CACHE_ENTRIES: { schema: integer(0, 200), about: 'pages kept in the HTML cache (0: none)' },
  SSR_RENDERS_PER_MINUTE: {
    schema: integer(0, 120),
    about: 'renders one client may cause a minute (0: no limit)',
  },
  PAGE_CACHE_SECONDS: { schema: integer(0, 60), about: 'the longest a shared cache holds a page' },
  REPORT_MAX_BYTES: { schema: integer(256, 8192), about: "a browser report's largest size" },
  REPORT_PER_MINUTE: {
    schema: integer(1, 30),
    about: 'browser reports one client may send a minute',
  },
  REPORT_SAMPLE: {
    schema: number(0, 1, 1),
    about: 'the share of page views that report',
  },
  RELEASE_WATCH_MINUTES: {
    schema: number(0, 10),
    about: 'how long a release is watched (minutes)',
  },
  RELEASE_WATCH_CHECK_MS: {
    schema: integer(100, 5000),
    about: 'how often a watched release is checked',
  },
  ROLLBACK_MIN_SOURCES: {
    schema: integer(2, 3),
    about: 'visitors who saw an error within a minute before the rule applies (2 or more)',
  },
  ROLLBACK_ERRORS_PER_THOUSAND: {
    schema: integer(1, 20),
    about: "per 1,000 visitors with errors above the replaced version's that roll back",
  },
  ROLLBACK_RENDER_FAILURES: {
    schema: integer(1, 10),
    about: 'failed server renders that roll back',
  },
} satisfies Record<string, Variable>;

const environment = z.object(
  Object.fromEntries(Object.entries(VARIABLES).map(([name, { schema }]) => [name, schema])) as {
    [Name in keyof typeof VARIABLES]: (typeof VARIABLES)[Name]['schema'];
  },
);
type Checked = z.output<typeof environment>;

/** The checked configuration, grouped by what uses it. */
export type Config = ReturnType<typeof configFrom>;
/** The deadlines of a render, all from SSR_REMOTE_BUDGET_MS. */
export type RenderBudget = Config['render']['budget'];

function configFrom(values: Checked) {
  const releaseRoot = resolve(values.RELEASE_ROOT ?? join(workspace, 'release'));
  const shellDist = resolve(values.SHELL_DIST ?? join(releaseRoot, 'shell'));
  const renderPassMs = Math.round(values.SSR_REMOTE_BUDGET_MS * 0.4);
  return {
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    /** Whose X-Forwarded-For and X-Forwarded-Proto are believed: request.ip and request.protocol. */
    trustProxy: values.TRUST_PROXY.trim() === 'none' ? false : values.TRUST_PROXY,
    metrics: {
      port: values.METRICS_PORT === 'off' ? undefined : Number(values.METRICS_PORT),
      host: values.METRICS_HOST,
    },
    paths: {
      releaseRoot,
      shellDist,
      remotesRoot: resolve(values.REMOTES_ROOT ?? join(releaseRoot, 'remotes')),
      /** Served from a release folder (not SHELL_DIST or REMOTES_ROOT): its releases are watched. */
      servesReleases: values.SHELL_DIST === undefined && values.REMOTES_ROOT === undefined,
      noticesFile: resolve(values.NOTICES_FILE ?? resolve(shellDist, '..', 'notices.json')),
      /** Where the prerendered copy for a proxy is kept current (serving/fallback-site.ts), if anywhere. */
      // By default in the release folder served; none for builds given by SHELL_DIST or
      // REMOTES_ROOT (tests, a development server) unless named.
      fallbackSite:
        values.FALLBACK_SITE === 'off'
          ? undefined
          : values.FALLBACK_SITE !== undefined
            ? resolve(values.FALLBACK_SITE)
            : values.SHELL_DIST === undefined && values.REMOTES_ROOT === undefined
              ? join(releaseRoot, 'fallback')
              : undefined,
    },
    /** The owner's console: where /owner is forwarded (none: 404), and its port if started here. */
    owner: { origin: values.OWNER_ORIGIN, port: values.OWNER_PORT },
    render: {
      workers: values.SSR_WORKERS ?? availableParallelism(),
      workerMemoryMb: values.SSR_WORKER_MEMORY_MB,
      // Every deadline of a render follows from one budget: a remote's server build loads
      // within `remotesMs`; a React pass is aborted after `renderMs` (two fifths: a fifth cut
      // whole parts of a page on a busy two-core machine); the pool ends a worker still
      // running after `workerMs`, longer than both together; the route gives up after
      // `pageMs`.
      budget: {
        remotesMs: values.SSR_REMOTE_BUDGET_MS,
        renderMs: renderPassMs,
        workerMs: values.SSR_REMOTE_BUDGET_MS + renderPassMs + 100,
        // A page may be rendered twice (again without the parts that failed): the longest
        // a page's answer may take before the server serves the fallback page.
        pageMs: 2 * (values.SSR_REMOTE_BUDGET_MS + renderPassMs + 100) + 100,
      },
      cacheEntries: values.SSR_CACHE_ENTRIES,
      perClientPerMinute: values.SSR_RENDERS_PER_MINUTE,
    },
    pageCacheSeconds: values.PAGE_CACHE_SECONDS,
    reports: {
      maxBytes: values.REPORT_MAX_BYTES,
      perMinute: values.REPORT_PER_MINUTE,
      sample: values.REPORT_SAMPLE,
    },
    releaseWatch: {
      minutes: values.RELEASE_WATCH_MINUTES,
      checkMs: values.RELEASE_WATCH_CHECK_MS,
      minSources: values.ROLLBACK_MIN_SOURCES,
      errorsPerThousand: values.ROLLBACK_ERRORS_PER_THOUSAND,
      renderFailures: values.ROLLBACK_RENDER_FAILURES,
    },
  };
}

/** A variable whose value the schema refuses. */
export { EnvironmentError as ConfigError };

/**
 * The configuration from `env` (process.env by default): each variable checked and given
 * its default (an empty one counts as unset); throws a ConfigError naming every variable it
 * refuses, with the value it was given.
 */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config =>
  configFrom(readEnvironment(environment, env, { emptyIsUnset: true }));

/** The variables as `--help` lists them. */
export const variablesHelp = () =>
  Object.entries(VARIABLES)
    .map(([name, { schema, about }]) => {
      const value = (schema as Variable['schema']).safeParse(undefined).data;
      const fallback = value === undefined ? '' : ` (default ${value})`;
      return `  ${name.padEnd(29)}${about}${fallback}`;
    })
    .join('\n');
