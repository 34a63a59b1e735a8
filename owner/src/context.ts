// What every plugin and route of the console is given (app.ts hands it to @fastify/autoload,
// and decorates the app with it for routes/autohooks.ts, which autoload gives no options):
// the configuration, the stores on the one database, and the clock.
import type { OwnerConfig } from './config';
import type { NoticesDesk } from './notices/publishing';
import type { AuditTrail } from './store/audit';
import type { OwnerStore } from './store/owners';
import type { SessionStore } from './store/sessions';

export interface ConsoleContext {
  config: OwnerConfig;
  /** Signs the cookies and keys the CSRF tokens. */
  secret: string;
  owners: OwnerStore;
  sessions: SessionStore;
  audit: AuditTrail;
  desk: NoticesDesk;
  noticesFile: string;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ownerConsole: ConsoleContext;
  }
}
