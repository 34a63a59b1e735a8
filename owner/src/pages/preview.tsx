// Before publishing: the notice as patients will read it, in English and in Spanish, with
// the wording still editable, then one button to publish.
import type { DraftForm } from '../notices/drafts';
import type { PatientView } from '../notices/patient-view';
import { CsrfField, Layout } from './layout';

function PatientViewPanel({ view }: { view: PatientView }) {
  return (
    <section
      className="patient"
      lang={view.lang}
      aria-label={view.lang === 'es' ? 'Español' : 'English'}
    >
      <h3>{view.lang === 'es' ? 'Spanish pages' : 'English pages'}</h3>
      {view.alerts.length > 0 ? (
        <section aria-label={view.alertsLabel}>
          {view.alerts.map((alert) => (
            <p key={`${alert.starts}${alert.text}`} className={`alert ${alert.severity}`}>
              {alert.text}{' '}
              <small>
                ({alert.showingNow ? 'showing now' : `${alert.starts} → ${alert.ends}`})
              </small>
            </p>
          ))}
        </section>
      ) : null}
      {view.locations.map((location) => (
        <div key={location.id} className="location">
          <h4>{location.name}</h4>
          <p className="open-now">{location.openNow}</p>
          {location.changes.length > 0 ? (
            <>
              <p>{location.changesHeading}</p>
              <ul>
                {location.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** The draft's fields again, hidden, except the wording (editable here). */
function DraftFields({ form }: { form: DraftForm }) {
  const hidden = Object.entries(form).filter(
    ([name]) => !['reasonEn', 'reasonEs', 'noSpanish', 'locations'].includes(name),
  );
  return (
    <>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value ?? '')} />
      ))}
      {form.locations.map((id) => (
        <input key={id} type="hidden" name="locations" value={id} />
      ))}
    </>
  );
}

export function PreviewPage({
  csrfToken,
  signedInAs,
  form,
  wording,
  views,
  problems,
}: {
  csrfToken: string;
  signedInAs: string;
  form: DraftForm;
  wording: { en: string; es?: string };
  views: PatientView[];
  problems: string[];
}) {
  return (
    <Layout title="Preview" csrfToken={csrfToken} signedInAs={signedInAs}>
      <h1>Preview</h1>
      {problems.length > 0 ? (
        <div className="error" role="alert">
          <p>This notice cannot be published yet:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>This is what patients will see once you publish.</p>
      )}
      <div className="views">
        {views.map((view) => (
          <PatientViewPanel key={view.lang} view={view} />
        ))}
      </div>
      <form method="post" action="/owner/publish" className="card">
        <CsrfField token={csrfToken} />
        <DraftFields form={form} />
        <label htmlFor="reasonEn">In English</label>
        <input id="reasonEn" name="reasonEn" maxLength={240} defaultValue={wording.en} />
        <label htmlFor="reasonEs" lang="es">
          En español
        </label>
        <input
          id="reasonEs"
          name="reasonEs"
          lang="es"
          maxLength={240}
          defaultValue={wording.es ?? ''}
        />
        <label className="choice">
          <input
            type="checkbox"
            name="noSpanish"
            value="yes"
            defaultChecked={form.noSpanish === 'yes'}
          />{' '}
          No Spanish: Spanish pages show the English words
        </label>
        <div className="row">
          <button type="submit" formAction="/owner/preview">
            Update preview
          </button>
          {problems.length === 0 ? (
            <button type="submit" className="primary">
              Publish
            </button>
          ) : null}
        </div>
      </form>
      <p>
        <a href="/owner/">Back, without publishing</a>
      </p>
    </Layout>
  );
}
