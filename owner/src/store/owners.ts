// The people who may post notices, their single-use invites and their passkeys.
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { OwnerDatabase } from './database';
import { hashOf, newSecret } from './secrets';

const inviteLifetimeMs = 24 * 3_600_000;

export interface Owner {
  id: number;
  name: string;
  revoked: boolean;
}

interface OwnerRow {
  id: number;
  name: string;
  revoked_at: number | null;
}

const ownerOf = (row: OwnerRow): Owner => ({
  id: row.id,
  name: row.name,
  revoked: row.revoked_at !== null,
});

/** A person with their passkeys, as `pnpm owner:list` prints them. */
export interface OwnerListing extends Owner {
  passkeys: number;
  lastSignIn: number | null;
  pendingInviteExpires: number | null;
}

export function ownerStore(db: OwnerDatabase, now: () => number = Date.now) {
  const findByName = (name: string) =>
    db.prepare('SELECT id, name, revoked_at FROM owners WHERE name = ?').get(name) as
      | OwnerRow
      | undefined;

  /** Ends everything that signs `ownerId` in (passkeys, sessions, open invites): how many passkeys. */
  const forget = (ownerId: number) => {
    const { changes } = db.prepare('DELETE FROM credentials WHERE owner_id = ?').run(ownerId);
    db.prepare('DELETE FROM sessions WHERE owner_id = ?').run(ownerId);
    db.prepare('UPDATE invites SET used_at = ? WHERE owner_id = ? AND used_at IS NULL').run(
      now(),
      ownerId,
    );
    return changes;
  };

  return {
    /**
     * Invites `name`: a new person, or someone again (a lost or stolen phone). For someone
     * again, their passkeys, sessions and earlier open invites stop working at once, unless
     * `add` (a second phone): then they keep them. The code is shown once.
     */
    invite(
      name: string,
      { add = false }: { add?: boolean } = {},
    ): { code: string; owner: Owner; expiresAt: number; removedPasskeys: number } {
      const code = newSecret();
      const expiresAt = now() + inviteLifetimeMs;
      return db.transaction(() => {
        let owner: Owner;
        let removedPasskeys = 0;
        const existing = findByName(name);
        if (existing) {
          db.prepare('UPDATE owners SET revoked_at = NULL WHERE id = ?').run(existing.id);
          owner = { ...ownerOf(existing), revoked: false };
          if (!add) removedPasskeys = forget(existing.id);
        } else {
          const { lastInsertRowid } = db
            .prepare('INSERT INTO owners (name, created_at) VALUES (?, ?)')
            .run(name, now());
          owner = { id: Number(lastInsertRowid), name, revoked: false };
        }
        db.prepare('INSERT INTO invites (code_hash, owner_id, expires_at) VALUES (?, ?, ?)').run(
          hashOf(code),
          owner.id,
          expiresAt,
        );
        return { code, owner, expiresAt, removedPasskeys };
      })();
    },

    /** The person an unused, unexpired invite is for; undefined otherwise. */
    inviteOwner(code: string): Owner | undefined {
      const row = db
        .prepare(
          `SELECT owners.id, owners.name, owners.revoked_at FROM invites
           JOIN owners ON owners.id = invites.owner_id
           WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?`,
        )
        .get(hashOf(code), now()) as OwnerRow | undefined;
      return row ? ownerOf(row) : undefined;
    },

    /** Whose invite `code` is (used or expired ones too), for counting wrong attempts. */
    inviteHolder(code: string): number | undefined {
      const row = db
        .prepare('SELECT owner_id FROM invites WHERE code_hash = ?')
        .get(hashOf(code)) as { owner_id: number } | undefined;
      return row?.owner_id;
    },

    /** Marks an invite used; false when it already was (or never existed). */
    redeemInvite(code: string): boolean {
      const result = db
        .prepare(
          'UPDATE invites SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?',
        )
        .run(now(), hashOf(code), now());
      return result.changes === 1;
    },

    addCredential(ownerId: number, credential: WebAuthnCredential) {
      db.prepare(
        `INSERT INTO credentials (id, owner_id, public_key, counter, transports, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        credential.id,
        ownerId,
        Buffer.from(credential.publicKey),
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        now(),
      );
    },

    /** A passkey that may sign in (its owner not revoked) and whose it is. */
    activeCredential(id: string): { owner: Owner; credential: WebAuthnCredential } | undefined {
      const row = db
        .prepare(
          `SELECT credentials.*, owners.name, owners.revoked_at FROM credentials
           JOIN owners ON owners.id = credentials.owner_id
           WHERE credentials.id = ? AND owners.revoked_at IS NULL`,
        )
        .get(id) as
        | (OwnerRow & { owner_id: number; public_key: Buffer; counter: number; transports: string })
        | undefined;
      if (!row) return undefined;
      return {
        owner: { id: row.owner_id, name: row.name, revoked: false },
        credential: {
          id,
          publicKey: new Uint8Array(row.public_key),
          counter: row.counter,
          transports: JSON.parse(row.transports) as string[],
        },
      };
    },

    credentialUsed(id: string, counter: number) {
      db.prepare('UPDATE credentials SET counter = ?, last_used_at = ? WHERE id = ?').run(
        counter,
        now(),
        id,
      );
    },

    /** Revokes a person by id or name: their passkeys, invites and sessions stop working. */
    revoke(idOrName: string): Owner | undefined {
      const row = (
        /^\d+$/.test(idOrName)
          ? db.prepare('SELECT id, name, revoked_at FROM owners WHERE id = ?').get(Number(idOrName))
          : findByName(idOrName)
      ) as OwnerRow | undefined;
      if (!row) return undefined;
      db.transaction(() => {
        db.prepare('UPDATE owners SET revoked_at = ? WHERE id = ?').run(now(), row.id);
        forget(row.id);
      })();
      return { ...ownerOf(row), revoked: true };
    },

    list(): OwnerListing[] {
      const rows = db
        .prepare(
          `SELECT owners.id, owners.name, owners.revoked_at,
             (SELECT COUNT(*) FROM credentials WHERE owner_id = owners.id) AS passkeys,
             (SELECT MAX(last_used_at) FROM credentials WHERE owner_id = owners.id) AS last_sign_in,
             (SELECT MAX(expires_at) FROM invites
                WHERE owner_id = owners.id AND used_at IS NULL AND expires_at > ?) AS invite_expires
           FROM owners ORDER BY owners.id`,
        )
        .all(now()) as (OwnerRow & {
        passkeys: number;
        last_sign_in: number | null;
        invite_expires: number | null;
      })[];
      return rows.map((row) => ({
        ...ownerOf(row),
        passkeys: row.passkeys,
        lastSignIn: row.last_sign_in,
        pendingInviteExpires: row.invite_expires,
      }));
    },
  };
}

export type OwnerStore = ReturnType<typeof ownerStore>;
