// The console's three forms: close a store (the first thing on the page: tick the store,
// pick the reason, preview, publish), special hours, and an alert. Plain HTML forms: they
// work without script.
import type { DraftForm } from '../notices/drafts';
import { CsrfField } from './layout';
import { type Errors, FieldError, ReasonPicker, StorePicker } from './notice-fields';

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
