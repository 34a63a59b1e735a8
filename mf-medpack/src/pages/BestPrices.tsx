import { useEffect, useRef, useState } from 'react';
import { timers } from 'shared-content';
import { bestPricesPage } from 'shared-content/content/medpack';
import type { PriceResult, PriceSearch } from 'shared-content/content/medpack/schemas';
import {
  medicationLabel,
  missingSearchFields,
  samplePriceResults,
  splitMedication,
} from 'shared-content/logic';
import { Page, Section } from 'shared-content/ui';
import { MedicationTicker } from '../prices/MedicationTicker';
import { PriceForm, type TextField } from '../prices/PriceForm';
import { PriceResults } from '../prices/PriceResults';

const { page, form, ticker, results, popularMedications } = bestPricesPage;

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

/**
 * `/best-prices`: the price comparison tool. No request is made: after
 * `timers.fakeSearchMs` of "Searching..." the sample rows of shared-content are shown
 * for the searched medication.
 */
export default function BestPrices() {
  const [values, setValues] = useState<PriceSearch>(form.defaults);
  const [missing, setMissing] = useState<readonly TextField[]>([]);
  const [refusals, setRefusals] = useState(0);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [status, setStatus] = useState('');
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
    if (resultsId !== undefined && focusIsIdle()) resultsHeading.current?.focus();
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
    <Page heading={page.heading} title={page.title} description={page.description} lead={page.lead}>
      <MedicationTicker medications={popularMedications} onPick={pick} />
      <Section title={form.title}>
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
    </Page>
  );
}
