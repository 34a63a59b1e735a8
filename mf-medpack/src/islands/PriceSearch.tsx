import { useEffect, useRef, useState } from 'react';
import { Section } from 'ui-kit';
import type { BestPricesPage, MedicationType, PriceResult, PriceSearch } from '../content/schemas';
import { MedicationTicker } from '../prices/MedicationTicker';
import { PriceForm, type TextField } from '../prices/PriceForm';
import { PriceResults } from '../prices/PriceResults';
import {
  medicationLabel,
  missingSearchFields,
  priceSearchParams,
  samplePriceResults,
  splitMedication,
} from '../prices/search';
import { island, useContent } from '../texts';
import { timers } from '../timing';

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; search: PriceSearch }
  | { status: 'done'; search: PriceSearch; rows: PriceResult[]; id: number };

/** Whether focus has nowhere useful to be (lost, or on the submit button). */
function focusIsIdle() {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    (active instanceof HTMLButtonElement && active.type === 'submit')
  );
}

/** The island's props: the search the address holds (the page reads it on the server). */
export interface PriceSearchProps {
  values: PriceSearch;
  /** The address's search was submitted (`search=1`): its results come with the page. */
  searched: boolean;
}

const textFields = ['name', 'strength', 'zip'] as const;
const types: readonly MedicationType[] = ['generic', 'brand', 'both'];

/** The props as JSON from the page, checked on the server before they are written into it. */
function checkProps(props: unknown): PriceSearchProps {
  const { values, searched } = (props ?? {}) as Partial<PriceSearchProps>;
  const ok =
    typeof values === 'object' &&
    values !== null &&
    textFields.every((field) => typeof values[field] === 'string') &&
    types.includes(values.type) &&
    typeof searched === 'boolean';
  if (!ok) throw new Error('mf-medpack PriceSearch: props are not a price search');
  return { values, searched };
}

/** The tool's first state: empty, or the search in the address (a GET without script). */
function firstState(
  { values, searched }: PriceSearchProps,
  { results }: Pick<BestPricesPage, 'results'>,
) {
  const missing = searched ? missingSearchFields(values) : [];
  if (!searched || missing.length > 0) {
    return { values, missing, state: { status: 'idle' } as SearchState, status: '' };
  }
  const rows = samplePriceResults(values, results);
  return {
    values,
    missing,
    // id 0: results that came with the page; focus moves to results the visitor asks for.
    state: { status: 'done', search: values, rows, id: 0 } as SearchState,
    status: `${rows.length} ${results.countLabel} ${medicationLabel(values)}`,
  };
}

/**
 * The price comparison tool of `/best-prices`: the popular-medication ticker, the form and
 * its results. No request is made: after `timers.fakeSearchMs` of "Searching..." the
 * sample rows are shown for the searched medication. Without script the form is a GET to
 * this page and each chip a link that fills it, and the server renders the same rows
 * from the address.
 */
function PriceSearchTool(props: PriceSearchProps) {
  const { form, ticker, results, popularMedications } = useContent('prices').bestPricesPage;
  const [first] = useState(() => firstState(props, { results }));
  const [values, setValues] = useState<PriceSearch>(first.values);
  const [missing, setMissing] = useState<readonly TextField[]>(first.missing);
  const [refusals, setRefusals] = useState(0);
  const [state, setState] = useState<SearchState>(first.state);
  const [status, setStatus] = useState(first.status);
  const timer = useRef<number | undefined>(undefined);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    strength: useRef<HTMLInputElement>(null),
    zip: useRef<HTMLInputElement>(null),
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const resultsId = state.status === 'done' ? state.id : undefined;
  useEffect(() => {
    if (resultsId !== undefined && resultsId > 0 && focusIsIdle()) resultsHeading.current?.focus();
  }, [resultsId]);

  const submit = () => {
    if (state.status === 'searching') return;
    const blank = missingSearchFields(values);
    setMissing(blank);
    if (blank.length > 0) {
      setRefusals((count) => count + 1);
      setStatus('');
      fieldRefs[blank[0]].current?.focus();
      return;
    }
    const search = { ...values };
    setState({ status: 'searching', search });
    setStatus(form.searching);
    timer.current = window.setTimeout(() => {
      const rows = samplePriceResults(search, results);
      setState((previous) => ({
        status: 'done',
        search,
        rows,
        id: previous.status === 'done' ? previous.id + 1 : 1,
      }));
      setStatus(`${rows.length} ${results.countLabel} ${medicationLabel(search)}`);
    }, timers.fakeSearchMs);
  };

  const pick = (medication: string) => {
    setValues((current) => ({ ...current, ...splitMedication(medication), zip: ticker.zip }));
    setMissing([]);
    setStatus(`${ticker.filledMessage} ${medication}, ${form.labels.zip} ${ticker.zip}.`);
  };

  return (
    <>
      <MedicationTicker medications={popularMedications} onPick={pick} />
      <Section id="price-finder" title={form.title}>
        <PriceForm
          values={values}
          missing={missing}
          refusals={refusals}
          searching={state.status === 'searching'}
          status={status}
          fieldRefs={fieldRefs}
          onChange={(next) => {
            setValues(next);
            if (missing.length > 0) setMissing(missingSearchFields(next));
          }}
          onSubmit={submit}
        />
      </Section>
      {state.status === 'done' && (
        <PriceResults
          key={state.id}
          search={state.search}
          rows={state.rows}
          headingRef={resultsHeading}
        />
      )}
    </>
  );
}

// Wakes at first touch (a pointer over it, a tap, focus): until then its server HTML works
// (the form is a GET the server answers, each chip a link that fills it), and what is typed
// or chosen before it hydrates is kept (PriceForm).
export default island(PriceSearchTool, {
  wake: 'interaction',
  texts: 'prices',
  checkProps,
  queryParams: priceSearchParams,
});
