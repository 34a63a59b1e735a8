// The console's home: what just happened, the close-a-store form first, then special
// hours and alerts (folded), the notices in force or coming with End now / Remove, and
// Undo for the last change.
import { locations } from 'shared-content';
import type { Notices } from 'shared-content/schemas';
import { type DraftForm, formOf } from '../notices/drafts';
import type { NoticeList } from '../notices/publishing';
import { CsrfField, Layout } from './layout';
import { AlertForm, CloseStoreForm, SpecialHoursForm } from './notice-form';

export interface ListedNotice {
  list: NoticeList;
  id: string;
  what: string;
  when: string;
  wording: { en: string; es?: string };
}

const names = (ids: readonly string[]) =>
  ids.map((id) => locations.find((location) => location.id === id)?.shortName ?? id).join(', ');

/** The notices still in force or coming (ended ones are left out), in the console's words. */
export function listedNotices(notices: Notices, today: string, nowLocal: string): ListedNotice[] {
  return [
    ...notices.closures
      .filter((closure) => (closure.until ?? closure.from) >= today)
      .map((closure) => ({
        list: 'closures' as const,
        id: closure.id,
        what: `Closed: ${names(closure.locations)}`,
        when: `${closure.from}${closure.fromTime ? ` from ${closure.fromTime}` : ''}${
          closure.until ? ` to ${closure.until}` : ''
        }${closure.untilTime ? ` until ${closure.untilTime}` : ''}`,
        wording: closure.reason,
      })),
    ...notices.specialHours
      .filter((special) => special.date >= today)
      .map((special) => ({
        list: 'specialHours' as const,
        id: special.id,
        what: `Special hours: ${names(special.locations)}`,
        when: `${special.date} ${special.opens}–${special.closes}`,
        wording: special.reason,
      })),
    ...notices.alerts
      .filter((alert) => alert.ends > nowLocal)
      .map((alert) => ({
        list: 'alerts' as const,
        id: alert.id,
        what: `Alert (${alert.severity})`,
        when: `${alert.starts} → ${alert.ends}`,
        wording: alert.text,
      })),
  ];
}

function NoticeActions({ notice, csrfToken }: { notice: ListedNotice; csrfToken: string }) {
  return (
    <div className="row">
      {(['end', 'remove'] as const).map((action) => (
        <form key={action} method="post" action={`/owner/notices/${action}`} className="inline">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="list" value={notice.list} />
          <input type="hidden" name="id" value={notice.id} />
          <button type="submit">{action === 'end' ? 'End now' : 'Remove'}</button>
        </form>
      ))}
    </div>
  );
}

export function ConsolePage({
  csrfToken,
  signedInAs,
  message,
  notices,
  undoable,
  form,
  errors,
}: {
  csrfToken: string;
  signedInAs: string;
  message?: string;
  notices: ListedNotice[];
  undoable?: string;
  form: DraftForm;
  errors: Record<string, string>;
}) {
  // Each form shows what was posted to it (with its errors), the others start empty.
  const formFor = (kind: DraftForm['kind']) =>
    form.kind === kind ? form : { ...formOf({}), kind };
  const errorsFor = (kind: DraftForm['kind']) => (form.kind === kind ? errors : {});
  return (
    <Layout title="Notices" csrfToken={csrfToken} signedInAs={signedInAs}>
      {message ? (
        <p className="done" role="status">
          {message}
        </p>
      ) : null}
      {undoable ? (
        <form method="post" action="/owner/undo" className="inline">
          <CsrfField token={csrfToken} />
          <button type="submit">Undo: {undoable}</button>
        </form>
      ) : null}
      <CloseStoreForm
        form={formFor('closure')}
        errors={errorsFor('closure')}
        csrfToken={csrfToken}
      />
      <details open={form.kind === 'special'}>
        <summary>Special hours</summary>
        <SpecialHoursForm
          form={formFor('special')}
          errors={errorsFor('special')}
          csrfToken={csrfToken}
        />
      </details>
      <details open={form.kind === 'alert'}>
        <summary>Alert above every page</summary>
        <AlertForm form={formFor('alert')} errors={errorsFor('alert')} csrfToken={csrfToken} />
      </details>
      <h2>Now and coming</h2>
      {notices.length === 0 ? <p>No notices: every store keeps its usual hours.</p> : null}
      <ul className="notices">
        {notices.map((notice) => (
          <li key={`${notice.list}-${notice.id}`} data-notice={notice.id}>
            <strong>{notice.what}</strong> <span>{notice.when}</span>
            <br />
            {notice.wording.en} <span lang="es">/ {notice.wording.es ?? '(no Spanish)'}</span>
            <NoticeActions notice={notice} csrfToken={csrfToken} />
          </li>
        ))}
      </ul>
      <p>
        <a href="/owner/audit">Who changed what (audit trail)</a>
      </p>
    </Layout>
  );
}
