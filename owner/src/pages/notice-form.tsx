// The console's three forms: close a store (the first thing on the page: tick the store,
// pick the reason, preview, publish), special hours, and an alert. Stores come from the
// site-wide location facts; reasons from the short list with their Spanish. Plain HTML
// forms: they work without script.
import { locations } from 'shared-content';
import type { DraftForm } from '../notices/drafts';
import { commonReasons } from '../notices/reasons';
import { CsrfField } from './layout';

type Errors = Record<string, string>;

const FieldError = ({ errors, name }: { errors: Errors; name: string }) =>
  errors[name] ? (
    <p className="error" role="alert">
      {errors[name]}
    </p>
  ) : null;

function StorePicker({ form, errors }: { form: DraftForm; errors: Errors }) {
  return (
    <fieldset>
      <legend>Which stores?</legend>
      <FieldError errors={errors} name="locations" />
      {locations.map((location) => (
        <label key={location.id} className="choice">
          <input
            type="checkbox"
            name="locations"
            value={location.id}
            defaultChecked={form.locations.includes(location.id)}
          />{' '}
          {location.name} <small>({location.address.city})</small>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The wording in both languages: one of the common reasons (Spanish included), or typed
 * in English and Spanish; `typedOnly` (alerts) offers the typed fields alone.
 */
export function ReasonPicker({
  form,
  errors,
  typedOnly = false,
}: {
  form: DraftForm;
  errors: Errors;
  typedOnly?: boolean;
}) {
  return (
    <fieldset>
      <legend>
        {typedOnly ? 'Text' : 'Reason'} <span lang="es">/ {typedOnly ? 'Texto' : 'Motivo'}</span>
      </legend>
      <FieldError errors={errors} name="reason" />
      {typedOnly
        ? null
        : commonReasons.map((reason) => (
            <label key={reason.key} className="choice">
              <input
                type="radio"
                name="reason"
                value={reason.key}
                defaultChecked={form.reason === reason.key}
              />{' '}
              {reason.en} <small lang="es">/ {reason.es}</small>
            </label>
          ))}
      {typedOnly ? (
        <input type="hidden" name="reason" value="other" />
      ) : (
        <label className="choice">
          <input
            type="radio"
            name="reason"
            value="other"
            defaultChecked={form.reason === 'other'}
          />{' '}
          Other: write it
        </label>
      )}
      <label htmlFor={`reasonEn-${form.kind}`}>In English</label>
      <input
        id={`reasonEn-${form.kind}`}
        name="reasonEn"
        maxLength={240}
        defaultValue={form.reasonEn}
      />
      <label htmlFor={`reasonEs-${form.kind}`} lang="es">
        En español
      </label>
      <input
        id={`reasonEs-${form.kind}`}
        name="reasonEs"
        lang="es"
        maxLength={240}
        defaultValue={form.reasonEs}
      />
      <FieldError errors={errors} name="reasonEs" />
      <label className="choice">
        <input
          type="checkbox"
          name="noSpanish"
          value="yes"
          defaultChecked={form.noSpanish === 'yes'}
        />{' '}
        No Spanish: Spanish pages show the English words
      </label>
    </fieldset>
  );
}

export function CloseStoreForm({
  form,
  errors,
  csrfToken,
}: {
  form: DraftForm;
  errors: Errors;
  csrfToken: string;
}) {
  return (
    <form method="post" action="/owner/preview" className="card" id="close-store">
      <h2>Close a store</h2>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="kind" value="closure" />
      <StorePicker form={form} errors={errors} />
      <fieldset>
        <legend>When?</legend>
        <label className="choice">
          <input type="radio" name="day" value="today" defaultChecked={form.day === 'today'} />{' '}
          Today
        </label>
        <label className="choice">
          <input type="radio" name="day" value="dates" defaultChecked={form.day === 'dates'} />{' '}
          These dates:
        </label>
        <div className="row">
          <label>
            From <input type="date" name="from" defaultValue={form.from} />
          </label>
          <label>
            Until <input type="date" name="until" defaultValue={form.until} />
          </label>
        </div>
        <label className="choice">
          <input
            type="radio"
            name="span"
            value="all-day"
            defaultChecked={form.span === 'all-day'}
          />{' '}
          All day
        </label>
        <label className="choice">
          <input type="radio" name="span" value="from" defaultChecked={form.span === 'from'} />{' '}
          Closes at the time below (first day)
        </label>
        <label className="choice">
          <input type="radio" name="span" value="until" defaultChecked={form.span === 'until'} />{' '}
          Opens at the time below (last day)
        </label>
        <label>
          Time <input type="time" name="time" defaultValue={form.time} />
        </label>
        <FieldError errors={errors} name="time" />
      </fieldset>
      <ReasonPicker form={form} errors={errors} />
      <button type="submit" className="primary">
        Preview
      </button>
    </form>
  );
}

export function SpecialHoursForm({
  form,
  errors,
  csrfToken,
}: {
  form: DraftForm;
  errors: Errors;
  csrfToken: string;
}) {
  return (
    <form method="post" action="/owner/preview" className="card" id="special-hours">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="kind" value="special" />
      <StorePicker form={form} errors={errors} />
      <div className="row">
        <label>
          Date <input type="date" name="date" defaultValue={form.date} />
        </label>
        <label>
          Opens <input type="time" name="opens" defaultValue={form.opens} />
        </label>
        <label>
          Closes <input type="time" name="closes" defaultValue={form.closes} />
        </label>
      </div>
      <ReasonPicker form={form} errors={errors} />
      <button type="submit" className="primary">
        Preview
      </button>
    </form>
  );
}

export function AlertForm({
  form,
  errors,
  csrfToken,
}: {
  form: DraftForm;
  errors: Errors;
  csrfToken: string;
}) {
  return (
    <form method="post" action="/owner/preview" className="card" id="alert">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="kind" value="alert" />
      <label>
        How urgent{' '}
        <select name="severity" defaultValue={form.severity}>
          <option value="info">Information</option>
          <option value="warning">Warning</option>
          <option value="critical">Critical</option>
        </select>
      </label>
      <div className="row">
        <label>
          Shows from <input type="datetime-local" name="starts" defaultValue={form.starts} />
        </label>
        <label>
          Until <input type="datetime-local" name="ends" defaultValue={form.ends} />
        </label>
      </div>
      <ReasonPicker form={form} errors={errors} typedOnly />
      <button type="submit" className="primary">
        Preview
      </button>
    </form>
  );
}
