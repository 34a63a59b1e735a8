import { type FormEvent, type RefObject, useRef } from 'react';
import { useValuesShownAtHydration } from 'shared-content';
import { Button, classes, formControlStyle, formLabelStyle } from 'ui-kit';
import type { MedicationType, PriceSearch } from '../content/schemas';
import { useContent } from '../texts';
import * as styles from './PriceForm.css';
import { priceSearchFromQuery } from './search';

export type TextField = 'name' | 'strength' | 'zip';

/** A field's label, and the type fieldset's legend: the UI kit's label style, on its own line. */
const labelClass = classes(formLabelStyle, styles.label);
const legendClass = classes(formLabelStyle, styles.legend);

/**
 * The form's ids: one form on its page, so fixed, the same in the server's HTML and in
 * the island (what was typed before it hydrated is found by them).
 */
const id = 'price-search';

const textFields: { field: TextField; autoComplete?: string; inputMode?: 'numeric' }[] = [
  { field: 'name' },
  { field: 'strength' },
  { field: 'zip', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/**
 * The price search form. Controlled: it shows `values`, reports edits, and leaves the
 * submit rules (blank-after-trim refused) to its owner. Its field names are the page's
 * query parameters, so without script it submits as a GET the server answers. `noValidate` so the site's own
 * message shows instead of the browser's bubbles; the inputs stay `required`.
 */
export function PriceForm({
  values,
  missing,
  refusals,
  searching,
  status,
  fieldRefs,
  onChange,
  onSubmit,
}: {
  values: PriceSearch;
  /** Fields refused at the last submit. */
  missing: readonly TextField[];
  /** How many submits were refused, so a repeated refusal is announced again. */
  refusals: number;
  searching: boolean;
  /** Polite announcement shown under the form (searching, results, chip filled). */
  status: string;
  fieldRefs: Record<TextField, RefObject<HTMLInputElement | null>>;
  onChange: (values: PriceSearch) => void;
  onSubmit: () => void;
}) {
  const { form } = useContent('prices').bestPricesPage;
  const alertId = `${id}-alert`;
  // What was typed or chosen before the island hydrated (it wakes at first touch) stays.
  const formRef = useRef<HTMLFormElement>(null);
  useValuesShownAtHydration(formRef, (shown) => {
    const typed = priceSearchFromQuery(shown, values).values;
    const changed = (Object.keys(typed) as (keyof PriceSearch)[]).some(
      (key) => typed[key] !== values[key],
    );
    if (changed) onChange(typed);
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // A GET to this page: without script the server renders the results from the address.
    <form
      ref={formRef}
      method="get"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className={styles.requiredNote}>
        {form.requiredNote}
      </p>
      <div className={styles.fieldGrid}>
        {textFields.map(({ field, autoComplete, inputMode }) => {
          const invalid = missing.includes(field);
          return (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className={labelClass}>
                {form.labels[field]}
              </label>
              <input
                ref={fieldRefs[field]}
                id={`${id}-${field}`}
                name={field}
                type="text"
                className={formControlStyle}
                value={values[field]}
                placeholder={form.placeholders[field]}
                autoComplete={autoComplete ?? 'off'}
                inputMode={inputMode}
                required
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? alertId : undefined}
                onChange={(event) => onChange({ ...values, [field]: event.target.value })}
              />
            </div>
          );
        })}
        <fieldset className={styles.typeFieldset}>
          <legend className={legendClass}>{form.labels.type}</legend>
          <div className={styles.typeOptions}>
            {form.typeOptions.map((option) => (
              <label key={option.value} className={styles.typeOption}>
                <input
                  type="radio"
                  name="type"
                  value={option.value}
                  checked={values.type === option.value}
                  onChange={() => onChange({ ...values, type: option.value as MedicationType })}
                  className={styles.radio}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {missing.length > 0 && (
        <p key={refusals} id={alertId} role="alert" className={styles.alert}>
          {form.missingFields}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" name="search" value="1" disabled={searching} worksWithoutScript>
          {searching ? form.searching : form.submit}
        </Button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </form>
  );
}
