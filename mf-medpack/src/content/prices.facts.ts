import type {
  BestPricesPage,
  MedicationType,
  PriceSearch,
  SamplePriceTable,
} from './prices.schema';

/**
 * The facts of `/best-prices` that are not text: sample prices, pharmacy names, the zip
 * code a chip puts in, the popular medications (drug names). `prices.ts` and
 * `prices.es.ts` both read them here, so each lives once.
 *
 * SAMPLE DATA. The price tool makes no request: a search shows one of the sample
 * tables below, chosen by what was searched (a generic or brand-name tablet, or an
 * insulin), with the searched medication put in. Pharmacy names are fictional; the kinds
 * of pharmacy a patient compares with (a chain, a warehouse club…) are named by each
 * language (`sampleResults`). Each
 * table is sorted by price, lowest first; savings are `retailPrice - price` of that
 * table (at most $24.50).
 */
/** A kind of pharmacy a sample price stands for, named in each language. */
type SampleKind = 'chain' | 'warehouse' | 'grocery' | 'mailOrder';
type SamplePrices = readonly [pharmacy: string | { kind: SampleKind }, price: number][];

const sampleTable = (
  retailPrice: number,
  quantity: string,
  prices: SamplePrices,
  kinds: Record<SampleKind, string>,
): SamplePriceTable => ({
  retailPrice,
  rows: prices.map(([pharmacy, price]) => ({
    pharmacy: typeof pharmacy === 'string' ? pharmacy : kinds[pharmacy.kind],
    quantity,
    price,
    savings: Math.round((retailPrice - price) * 100) / 100,
  })),
});

/** Generic tablets: first row $4.00, saving $24.50 (pinned in `prices.test.ts`). */
const genericTablets = {
  retailPrice: 28.5,
  prices: [
    ['Hometown Discount Pharmacy', 4.0],
    ['Riverside Community Pharmacy', 4.5],
    ['Maple Avenue Drug Store', 5.25],
    [{ kind: 'chain' }, 12.99],
    [{ kind: 'warehouse' }, 15.8],
    [{ kind: 'grocery' }, 19.49],
    [{ kind: 'mailOrder' }, 22.75],
  ],
} as const satisfies { retailPrice: number; prices: SamplePrices };

const brandTablets = {
  retailPrice: 236.0,
  prices: [
    ['Hometown Discount Pharmacy', 211.5],
    ['Riverside Community Pharmacy', 214.0],
    ['Maple Avenue Drug Store', 217.25],
    [{ kind: 'chain' }, 224.99],
    [{ kind: 'warehouse' }, 226.8],
    [{ kind: 'grocery' }, 229.49],
    [{ kind: 'mailOrder' }, 232.75],
  ],
} as const satisfies { retailPrice: number; prices: SamplePrices };

/** Insulin is sold by the vial, not the tablet. */
const insulinVials = {
  retailPrice: 59.5,
  prices: [
    ['Hometown Discount Pharmacy', 35.0],
    ['Riverside Community Pharmacy', 35.0],
    ['Maple Avenue Drug Store', 38.75],
    [{ kind: 'chain' }, 44.99],
    [{ kind: 'warehouse' }, 47.8],
    [{ kind: 'grocery' }, 52.49],
    [{ kind: 'mailOrder' }, 55.25],
  ],
} as const satisfies { retailPrice: number; prices: SamplePrices };

type SampleResults = Pick<BestPricesPage['results'], 'retailPrice' | 'rows' | 'brand' | 'insulin'>;

/**
 * The sample tables, with one language's quantities ("30 tablets", "1 vial (10 mL)") and
 * names of the kinds of pharmacy ("Sample Chain Pharmacy", "Farmacia de cadena (ejemplo)").
 */
export function sampleResults(
  quantity: { tablets: string; vial: string },
  kinds: Record<SampleKind, string>,
): SampleResults {
  const table = (
    { retailPrice, prices }: { retailPrice: number; prices: SamplePrices },
    unit: string,
  ) => sampleTable(retailPrice, unit, prices, kinds);
  const generic = table(genericTablets, quantity.tablets);
  return {
    retailPrice: generic.retailPrice,
    rows: generic.rows,
    brand: table(brandTablets, quantity.tablets),
    insulin: table(insulinVials, quantity.vial),
  };
}

/** The medication types of the form, in its order, with one language's labels. */
export const typeOptions = (labels: Record<MedicationType, string>) =>
  (['generic', 'brand', 'both'] as const).map((value) => ({ value, label: labels[value] }));

const defaults: PriceSearch = { name: '', strength: '', zip: '', type: 'generic' };

export const priceFacts = {
  /** The form's first values: empty, generic. */
  defaults,
  /** The zip code a popular-medication chip puts in the form. */
  zip: '07036',
  /** How many rows, from the top, are marked as best prices. */
  highlightCount: 3,
  popularMedications: [
    'Lisinopril 10mg',
    'Atorvastatin 20mg',
    'Metformin 500mg',
    'Amlodipine 5mg',
    'Levothyroxine 50mcg',
    'Omeprazole 20mg',
    'Simvastatin 40mg',
    'Losartan 50mg',
    'Metoprolol 25mg',
    'Gabapentin 300mg',
    'Hydrochlorothiazide 25mg',
    'Sertraline 50mg',
    'Montelukast 10mg',
    'Escitalopram 10mg',
    'Rosuvastatin 10mg',
    'Pantoprazole 40mg',
    'Furosemide 20mg',
    'Fluoxetine 20mg',
    'Prednisone 10mg',
    'Tamsulosin 0.4mg',
    'Meloxicam 15mg',
    'Clopidogrel 75mg',
    'Bupropion 150mg',
    'Trazodone 50mg',
  ],
};
