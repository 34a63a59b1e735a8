// The console's settings, every one from the environment and checked once at start with
// one zod schema: a mistake stops the process with one line naming the variable.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The workspace root (owner/src/config.ts → ../..). */
export const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Fastify's trustProxy: "false", or the addresses of the one proxy that forwards to the
 * console (the public site's, or nginx's: "127.0.0.1"). Not "true": X-Forwarded-For and
 * -Proto from anyone would let a client choose the address its wrong attempts count for.
 */
const trustProxy = z
  .string()
  .trim()
  .refine((value) => value !== 'true', {
    message: "name the proxy's addresses (127.0.0.1): true would believe any client",
  })
  .refine((value) => value.length > 0, { message: "false, or the proxy's addresses" })
  .transform((value): false | string => (value === 'false' ? false : value));

const environment = z.object({
  OWNER_PORT: z.coerce.number().int().min(1).max(65_535).default(8090),
  OWNER_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The origin the owner's browser uses (scheme, host, port): POSTs must come from it. By
   * default the site's own on one machine: `pnpm start` serves the console at /owner on 8080.
   */
  OWNER_PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .default('http://localhost:8080'),
  /** The passkeys' relying party: the host name of the public origin unless told. */
  OWNER_RP_ID: z.string().min(1).optional(),
  OWNER_RP_NAME: z.string().min(1).default('Pharmacy owner console'),
  OWNER_DB: z.string().min(1).default(resolve(workspace, 'owner/data/owner.sqlite')),
  /** Signs the cookies; generated once and kept in the database when not given. */
  OWNER_COOKIE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  OWNER_TRUST_PROXY: trustProxy.default(false),
  OWNER_SESSION_IDLE_HOURS: z.coerce.number().positive().default(8),
  /** However much it is used, a session ends this long after its sign-in. */
  OWNER_SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  RELEASE_ROOT: z.string().min(1).default(resolve(workspace, 'release')),
  /** The file the public server reads: $RELEASE_ROOT/notices.json unless told. */
  NOTICES_FILE: z.string().min(1).optional(),
});

/** When a session ends: after `idleMs` without use, and `lifetimeMs` after its sign-in. */
export interface SessionLimits {
  idleMs: number;
  lifetimeMs: number;
}

export interface OwnerConfig {
  port: number;
  host: string;
  publicOrigin: string;
  rpId: string;
  rpName: string;
  databaseFile: string;
  cookieSecret?: string;
  trustProxy: false | string;
  sessionLimits: SessionLimits;
  noticesFile: string;
}

/** The configuration from `env`, or an Error whose message is one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): OwnerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`owner console configuration: ${lines.join('; ')}`);
  }
  const settings = parsed.data;
  return {
    port: settings.OWNER_PORT,
    host: settings.OWNER_HOST,
    publicOrigin: settings.OWNER_PUBLIC_ORIGIN,
    rpId: settings.OWNER_RP_ID ?? new URL(settings.OWNER_PUBLIC_ORIGIN).hostname,
    rpName: settings.OWNER_RP_NAME,
    databaseFile: resolve(settings.OWNER_DB),
    cookieSecret: settings.OWNER_COOKIE_SECRET,
    trustProxy: settings.OWNER_TRUST_PROXY,
    sessionLimits: {
      idleMs: settings.OWNER_SESSION_IDLE_HOURS * 3_600_000,
      lifetimeMs: settings.OWNER_SESSION_MAX_DAYS * 24 * 3_600_000,
    },
    noticesFile: resolve(settings.NOTICES_FILE ?? resolve(settings.RELEASE_ROOT, 'notices.json')),
  };
}
