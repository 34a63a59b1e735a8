// The only changes made to the notices file: publish an entry, end one early, remove one,
// undo the last change. Each builds the new file, checks it with the same rules as
// `pnpm notices:check` (a change that does not check is refused, nothing written), writes
// it at once (write then rename) and records who changed what in the audit trail.
import { writeAtomically } from 'node-kit/files';
import { addDaysTo, localDateOf, localDateTimeOf } from 'shared-content/logic';
import type { Notices } from 'shared-content/schemas';
import type { AuditAction, AuditTrail } from '../store/audit';
import type { Owner } from '../store/owners';
import type { DraftEntry } from './drafts';
import { noticesText, readNoticesFile, removeNoticesFile } from './notices-file';

export type NoticeList = keyof Notices;

export class NoticeRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

const slug = (words: string) =>
  words
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '') || 'notice';

/** A short id for the entry, unique in the file: "parlin-snowstorm-2026-12-15". */
function idFor(draft: DraftEntry, notices: Notices): string {
  const taken = new Set(
    [...notices.closures, ...notices.specialHours, ...notices.alerts].map((entry) => entry.id),
  );
  const base =
    draft.list === 'alerts'
      ? `alert-${slug(draft.entry.text.en)}-${draft.entry.starts.slice(0, 10)}`
      : `${draft.entry.locations.join('-')}-${slug(draft.entry.reason.en)}-${
          draft.list === 'closures' ? draft.entry.from : draft.entry.date
        }`;
  let id = base;
  for (let counter = 2; taken.has(id); counter += 1) id = `${base}-${counter}`;
  return id;
}

/** The notices with the draft added (its id given), and the entry as it will be written. */
export function withDraft(notices: Notices, draft: DraftEntry) {
  const entry = { id: idFor(draft, notices), ...draft.entry };
  const next = { ...notices, [draft.list]: [...notices[draft.list], entry] } as Notices;
  return { next, entry };
}

export function noticesDesk({
  file,
  audit,
  now = () => new Date(),
}: {
  file: string;
  audit: AuditTrail;
  now?: () => Date;
}) {
  /** Checks and writes `next`, then records the change; returns the audit entry's id. */
  const commit = (
    owner: Owner,
    action: AuditAction,
    summary: string,
    change: unknown,
    next: Notices,
  ) => {
    const before = readNoticesFile(file).text;
    const { text, problems } = noticesText(next);
    if (problems.length > 0) throw new NoticeRefused(problems);
    writeAtomically(file, text);
    return audit.record({ owner, action, summary, change, before, after: text });
  };

  const find = (list: NoticeList, id: string) => {
    const { notices } = readNoticesFile(file);
    const entry = (notices[list] as { id: string }[]).find((candidate) => candidate.id === id);
    if (!entry) throw new NoticeRefused([`no notice "${id}" (it may have been removed already)`]);
    return { notices, entry };
  };

  const without = (notices: Notices, list: NoticeList, id: string) =>
    ({
      ...notices,
      [list]: (notices[list] as { id: string }[]).filter((e) => e.id !== id),
    }) as Notices;

  return {
    /** Publishes a draft; the entry written (with its id). */
    publish(owner: Owner, draft: DraftEntry) {
      const { next, entry } = withDraft(readNoticesFile(file).notices, draft);
      commit(
        owner,
        'publish',
        `published ${draft.list} "${entry.id}"`,
        { list: draft.list, entry },
        next,
      );
      return entry;
    },

    /** Ends a notice now: a closure stops before today, an alert ends now, special hours go. */
    end(owner: Owner, list: NoticeList, id: string) {
      const { notices, entry } = find(list, id);
      const today = localDateOf(now());
      let next = without(notices, list, id);
      let ended: unknown = null;
      if (list === 'closures') {
        const closure = entry as Notices['closures'][number];
        if (closure.from < today) {
          const shortened = { ...closure, until: addDaysTo(today, -1), untilTime: undefined };
          next = { ...next, closures: [...next.closures, shortened] };
          ended = shortened;
        }
      } else if (list === 'alerts') {
        const alert = entry as Notices['alerts'][number];
        const nowLocal = localDateTimeOf(now()).slice(0, 16);
        if (alert.starts < nowLocal) {
          next = { ...next, alerts: [...next.alerts, { ...alert, ends: nowLocal }] };
          ended = { ...alert, ends: nowLocal };
        }
      }
      commit(
        owner,
        'end',
        `ended ${list} "${id}" early`,
        { list, before: entry, after: ended },
        next,
      );
    },

    remove(owner: Owner, list: NoticeList, id: string) {
      const { notices, entry } = find(list, id);
      commit(
        owner,
        'remove',
        `removed ${list} "${id}"`,
        { list, removed: entry },
        without(notices, list, id),
      );
    },

    /** Puts back the file as it was before the last change; false when there is none. */
    undo(owner: Owner): string | false {
      const last = audit.lastUndoable();
      if (!last) return false;
      const current = readNoticesFile(file).text;
      if (current !== last.after) {
        throw new NoticeRefused(['the file changed since that change: undo it by hand']);
      }
      if (last.before === null) removeNoticesFile(file);
      else writeAtomically(file, last.before);
      const undoId = audit.record({
        owner,
        action: 'undo',
        summary: `undid: ${last.summary}`,
        change: { undid: last.id },
        before: current,
        after: last.before ?? '',
      });
      audit.markUndone(last.id, undoId);
      return last.summary;
    },
  };
}

export type NoticesDesk = ReturnType<typeof noticesDesk>;
