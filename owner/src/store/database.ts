// The console's own state in one SQLite file (better-sqlite3: synchronous, one file, an
// online backup API): people and their passkeys, invites, sessions, sign-in challenges,
// the audit trail and the cookie secret. Schema changes are numbered steps (user_version).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type OwnerDatabase = Database.Database;

const migrations: readonly string[] = [
  `CREATE TABLE owners (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL UNIQUE,
     created_at INTEGER NOT NULL,
     revoked_at INTEGER
   );
   CREATE TABLE invites (
     code_hash TEXT PRIMARY KEY,
     owner_id INTEGER NOT NULL REFERENCES owners(id),
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE TABLE credentials (
     id TEXT PRIMARY KEY,
     owner_id INTEGER NOT NULL REFERENCES owners(id),
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_used_at INTEGER
   );
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     owner_id INTEGER NOT NULL REFERENCES owners(id),
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE TABLE challenges (
     id_hash TEXT PRIMARY KEY,
     challenge TEXT NOT NULL,
     purpose TEXT NOT NULL,
     owner_id INTEGER,
     invite_hash TEXT,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE audit (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     owner_id INTEGER,
     owner_name TEXT NOT NULL,
     action TEXT NOT NULL,
     summary TEXT NOT NULL,
     change_json TEXT NOT NULL,
     before_text TEXT,
     after_text TEXT,
     undone_by INTEGER
   );
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
];

/** Opens (creating if needed) the database at `file` (":memory:" for tests) and migrates it. */
export function openDatabase(file: string): OwnerDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  db.transaction(() => {
    for (const [index, step] of migrations.entries()) {
      if (index < version) continue;
      db.exec(step);
    }
    db.pragma(`user_version = ${migrations.length}`);
  })();
  return db;
}

/** The cookie secret: the configured one, else one generated once and kept here. */
export function cookieSecretOf(db: OwnerDatabase, configured?: string): string {
  if (configured) return configured;
  const row = db.prepare(`SELECT value FROM settings WHERE key = 'cookie_secret'`).get() as
    | { value: string }
    | undefined;
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  db.prepare(`INSERT INTO settings (key, value) VALUES ('cookie_secret', ?)`).run(secret);
  return secret;
}
