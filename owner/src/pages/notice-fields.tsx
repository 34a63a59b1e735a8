// The fields the notice forms share: the stores (from the site-wide location facts, never
// typed) and the wording in both languages (a common reason, or typed), each with its
// error in place.
import { locations } from 'shared-content';
import type { DraftForm } from '../notices/drafts';
import { commonReasons } from '../notices/reasons';

export type Errors = Record<string, string>;

export const FieldError = ({ errors, name }: { errors: Errors; name: string }) =>
  errors[name] ? (
    <p className="error" role="alert">
      {errors[name]}
    </p>
  ) : null;

export function StorePicker({ form, errors }: { form: DraftForm; errors: Errors }) {
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
