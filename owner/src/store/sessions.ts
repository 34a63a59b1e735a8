// Signed-in sessions (ended after a stretch without use, and at the latest a fixed time
// after sign-in, however much they are used: OWASP's idle and absolute timeouts) and the
// short-lived WebAuthn challenges of a sign-in or an enrolment in progress. The cookie
// holds the random id; the database only its hash. Ended sessions are deleted, not kept.
import type { SessionLimits } from '../config';
import type { OwnerDatabase } from './database';
import type { Owner } from './owners';
import { hashOf, newSecret } from './secrets';

const challengeLifetimeMs = 5 * 60_000;

export type ChallengePurpose = 'sign-in' | 'enroll';

export interface PendingChallenge {
  challenge: string;
  purpose: ChallengePurpose;
  ownerId: number | null;
  inviteHash: string | null;
}

export function sessionStore(
  db: OwnerDatabase,
  { idleMs, lifetimeMs }: SessionLimits,
  now: () => number = Date.now,
) {
  /** Deletes every session that has ended (idle too long, or past its lifetime). */
  const sweep = () =>
    db
      .prepare('DELETE FROM sessions WHERE last_seen_at <= ? OR created_at <= ?')
      .run(now() - idleMs, now() - lifetimeMs).changes;
  return {
    sweep,

    /** A new session for `ownerId`: the id for the cookie. Ended ones are swept. */
    start(ownerId: number): string {
      const id = newSecret();
      sweep();
      db.prepare(
        'INSERT INTO sessions (id_hash, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
      ).run(hashOf(id), ownerId, now(), now());
      return id;
    },

    /**
     * The person signed in with session `id`, if it has not ended (then it is used again);
     * an ended one is deleted.
     */
    resume(id: string): Owner | undefined {
      const idHash = hashOf(id);
      const row = db
        .prepare(
          `SELECT owners.id, owners.name FROM sessions JOIN owners ON owners.id = sessions.owner_id
           WHERE id_hash = ? AND last_seen_at > ? AND sessions.created_at > ?
             AND owners.revoked_at IS NULL`,
        )
        .get(idHash, now() - idleMs, now() - lifetimeMs) as
        | { id: number; name: string }
        | undefined;
      if (!row) {
        db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
        return undefined;
      }
      db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(now(), idHash);
      return { id: row.id, name: row.name, revoked: false };
    },

    end(id: string) {
      db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(hashOf(id));
    },

    /** Keeps a challenge under a new random id (for a cookie); old ones are swept. */
    keepChallenge(pending: PendingChallenge): string {
      const id = newSecret();
      db.prepare('DELETE FROM challenges WHERE expires_at <= ?').run(now());
      db.prepare(
        `INSERT INTO challenges (id_hash, challenge, purpose, owner_id, invite_hash, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        hashOf(id),
        pending.challenge,
        pending.purpose,
        pending.ownerId,
        pending.inviteHash,
        now() + challengeLifetimeMs,
      );
      return id;
    },

    /** Takes a challenge (once: it is deleted) if it has not expired. */
    takeChallenge(id: string, purpose: ChallengePurpose): PendingChallenge | undefined {
      const idHash = hashOf(id);
      const row = db
        .prepare(
          `SELECT challenge, purpose, owner_id, invite_hash FROM challenges
           WHERE id_hash = ? AND purpose = ? AND expires_at > ?`,
        )
        .get(idHash, purpose, now()) as
        | {
            challenge: string;
            purpose: ChallengePurpose;
            owner_id: number | null;
            invite_hash: string | null;
          }
        | undefined;
      db.prepare('DELETE FROM challenges WHERE id_hash = ?').run(idHash);
      return row
        ? {
            challenge: row.challenge,
            purpose: row.purpose,
            ownerId: row.owner_id,
            inviteHash: row.invite_hash,
          }
        : undefined;
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
