// The audit trail: who changed the notices, when, and what the change was (the entry
// added, ended or removed, not only the file), with the file before and after so the
// last change can be undone.
import type { OwnerDatabase } from './database';

export type AuditAction = 'publish' | 'end' | 'remove' | 'undo';

export interface AuditEntry {
  id: number;
  at: number;
  ownerName: string;
  action: AuditAction;
  summary: string;
  change: unknown;
  undone: boolean;
}

interface AuditRow {
  id: number;
  at: number;
  owner_name: string;
  action: AuditAction;
  summary: string;
  change_json: string;
  undone_by: number | null;
}

const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  ownerName: row.owner_name,
  action: row.action,
  summary: row.summary,
  change: JSON.parse(row.change_json) as unknown,
  undone: row.undone_by !== null,
});

export interface RecordedChange {
  owner: { id: number; name: string };
  action: AuditAction;
  summary: string;
  change: unknown;
  before: string | null;
  after: string;
}

export function auditTrail(db: OwnerDatabase, now: () => number = Date.now) {
  return {
    record(entry: RecordedChange): number {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO audit (at, owner_id, owner_name, action, summary, change_json, before_text, after_text)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          now(),
          entry.owner.id,
          entry.owner.name,
          entry.action,
          entry.summary,
          JSON.stringify(entry.change),
          entry.before,
          entry.after,
        );
      return Number(lastInsertRowid);
    },

    /** The most recent change, if it can still be undone (not an undo, not undone). */
    lastUndoable():
      | { id: number; summary: string; before: string | null; after: string }
      | undefined {
      const row = db
        .prepare(
          `SELECT id, action, summary, before_text, after_text, undone_by FROM audit
           ORDER BY id DESC LIMIT 1`,
        )
        .get() as
        | {
            id: number;
            action: AuditAction;
            summary: string;
            before_text: string | null;
            after_text: string;
            undone_by: number | null;
          }
        | undefined;
      if (!row || row.action === 'undo' || row.undone_by !== null) return undefined;
      return { id: row.id, summary: row.summary, before: row.before_text, after: row.after_text };
    },

    markUndone(id: number, undoneBy: number) {
      db.prepare('UPDATE audit SET undone_by = ? WHERE id = ?').run(undoneBy, id);
    },

    recent(limit = 50): AuditEntry[] {
      const rows = db
        .prepare(
          `SELECT id, at, owner_name, action, summary, change_json, undone_by FROM audit
           ORDER BY id DESC LIMIT ?`,
        )
        .all(limit) as AuditRow[];
      return rows.map(entryOf);
    },
  };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
