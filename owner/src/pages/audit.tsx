// The audit trail as the console shows it: who changed the notices, when, and the change.
import type { AuditEntry } from '../store/audit';
import { Layout } from './layout';

export function AuditPage({
  csrfToken,
  signedInAs,
  entries,
}: {
  csrfToken: string;
  signedInAs: string;
  entries: AuditEntry[];
}) {
  return (
    <Layout title="Audit trail" csrfToken={csrfToken} signedInAs={signedInAs}>
      <h1>Who changed what</h1>
      {entries.length === 0 ? <p>No changes yet.</p> : null}
      <ol className="audit" reversed>
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{new Date(entry.at).toISOString().replace('T', ' ').slice(0, 16)} UTC</strong>{' '}
            {entry.ownerName}: {entry.summary}
            {entry.undone ? ' (undone)' : ''}
            <pre>{JSON.stringify(entry.change, null, 2)}</pre>
          </li>
        ))}
      </ol>
      <p>
        <a href="/owner/">Back to notices</a>
      </p>
    </Layout>
  );
}
