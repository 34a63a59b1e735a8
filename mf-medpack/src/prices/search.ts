/**
 * The rules of the `/best-prices` tool. Plain TypeScript: the data they work on (the
 * sample tables, the type options) stays in `../content/prices.ts` and is passed in.
 * The types below say only what the rules read; the content schema
 * (`../content/prices.schema.ts`) defines the full shapes, which satisfy them.
 */

import type { QueryParams } from 'shared-content';

type MedicationType = 'brand' | 'generic' | 'both';

interface PriceSearch {
  name: string;
  strength: string;
  zip: string;
  type: MedicationType;
}

/** The sample tables a search picks from (`bestPricesPage.results`). */
interface SampleTables<Row> {
  rows: readonly Row[];
  brand: { rows: readonly Row[] };
  insulin: { rows: readonly Row[] };
  typeSuffix: { generic: string; brand: string };
}

/** A search is for insulin when its name or strength says so ("Insulin glargine", "100 units/mL"). */
const insulinPattern = /insulin|\bunits?\b|\bu-?100\b|\/\s*ml\b/i;

/** "Lisinopril 10mg" -> name "Lisinopril", strength "10mg" (split at the first space). */
export function splitMedication(label: string): { name: string; strength: string } {
  const space = label.indexOf(' ');
  if (space === -1) return { name: label, strength: '' };
  return { name: label.slice(0, space), strength: label.slice(space + 1) };
}

/** The searched medication as shown: "Lisinopril 10mg". */
export const medicationLabel = (search: Pick<PriceSearch, 'name' | 'strength'>) =>
  `${search.name.trim()} ${search.strength.trim()}`;

/** Fields of a search that are blank after trimming (the type always has a value). */
export const missingSearchFields = (search: PriceSearch) =>
  (['name', 'strength', 'zip'] as const).filter((field) => search[field].trim() === '');

/** Whether a search is for an insulin (sold by the vial). */
const isInsulinSearch = (search: Pick<PriceSearch, 'name' | 'strength'>) =>
  insulinPattern.test(`${search.name} ${search.strength}`);

/**
 * The sample result rows for a search, with the medication put in: insulin by the
 * vial; otherwise generic or brand-name tablets, or both merged and sorted by price
 * with "(generic)" or "(brand)" after the medication.
 */
export function samplePriceResults<Row extends { price: number }>(
  search: PriceSearch,
  results: SampleTables<Row>,
): (Row & { medication: string })[] {
  const medication = medicationLabel(search);
  const withMedication = (rows: readonly Row[], label: string) =>
    rows.map((row) => ({ ...row, medication: label }));
  if (isInsulinSearch(search)) return withMedication(results.insulin.rows, medication);
  if (search.type === 'brand') return withMedication(results.brand.rows, medication);
  if (search.type === 'generic') return withMedication(results.rows, medication);
  return [
    ...withMedication(results.rows, `${medication} ${results.typeSuffix.generic}`),
    ...withMedication(results.brand.rows, `${medication} ${results.typeSuffix.brand}`),
  ].sort((a, b) => a.price - b.price);
}

/** The label of a medication type ("Generic"), from the form's options. */
export const medicationTypeLabel = (
  type: MedicationType,
  options: readonly { value: MedicationType; label: string }[],
) => options.find((option) => option.value === type)?.label ?? type;

const medicationTypes: readonly MedicationType[] = ['generic', 'brand', 'both'];

/**
 * The price search in an address: `/best-prices?name=…&strength=…&zip=…&type=…`, plus
 * `search` when the form was submitted (a popular medication's link only fills the form).
 * Read the same way on the server (a search without script) and in the browser. The
 * values each may hold: texts bounded by what a medication's name, strength or a zip
 * code needs; a type of the form's options (any other reads as the default).
 */
export const priceSearchParams = {
  name: { kind: 'text', maxLength: 60 },
  strength: { kind: 'text', maxLength: 30 },
  zip: { kind: 'text', maxLength: 10 },
  type: { kind: 'oneOf', values: medicationTypes },
  search: { kind: 'flag' },
} as const satisfies QueryParams;

/** The search an address holds, on top of the form's defaults; `searched` when submitted. */
export function priceSearchFromQuery(
  params: URLSearchParams,
  defaults: PriceSearch,
): { values: PriceSearch; searched: boolean } {
  const text = (name: 'name' | 'strength' | 'zip') => params.get(name) ?? defaults[name];
  const type = medicationTypes.find((option) => option === params.get('type')) ?? defaults.type;
  return {
    values: { name: text('name'), strength: text('strength'), zip: text('zip'), type },
    searched: params.has('search'),
  };
}

/** The address part that fills the form with a search (and runs it when `searched`). */
export function priceSearchQuery(values: PriceSearch, searched = false): string {
  const params = new URLSearchParams({
    name: values.name,
    strength: values.strength,
    zip: values.zip,
    type: values.type,
  });
  if (searched) params.set('search', '1');
  return `?${params}`;
}
