import type {
  BestPricesPage,
  MedicationType,
  PriceResult,
  PriceSearch,
  SamplePriceRow,
} from '../schemas/prices';

/** Typical retail cash price the sample savings are measured against. */
const retailPrice = 28.5;

/**
 * SAMPLE DATA. The price tool makes no request: every search shows these rows, with
 * the searched medication put in. Pharmacy names are fictional. Sorted by price,
 * lowest first; savings are `retailPrice - price` (at most $24.50).
 */
const sampleRows: SamplePriceRow[] = [
  { pharmacy: 'Hometown Discount Pharmacy', quantity: '30 tablets', price: 4.0, savings: 24.5 },
  { pharmacy: 'Riverside Community Pharmacy', quantity: '30 tablets', price: 4.5, savings: 24.0 },
  { pharmacy: 'Maple Avenue Drug Store', quantity: '30 tablets', price: 5.25, savings: 23.25 },
  { pharmacy: 'Sample Chain Pharmacy', quantity: '30 tablets', price: 12.99, savings: 15.51 },
  {
    pharmacy: 'Sample Warehouse Club Pharmacy',
    quantity: '30 tablets',
    price: 15.8,
    savings: 12.7,
  },
  {
    pharmacy: 'Sample Grocery Store Pharmacy',
    quantity: '30 tablets',
    price: 19.49,
    savings: 9.01,
  },
  { pharmacy: 'Sample Mail-Order Pharmacy', quantity: '30 tablets', price: 22.75, savings: 5.75 },
];

/** `/best-prices`: the price comparison form, the popular-medication ticker, the results. */
export const bestPricesPage: BestPricesPage = {
  page: {
    title: 'Best Prices',
    description:
      'Compare prescription prices: search a medication by name, strength and zip code, or pick a popular medication. Sample prices, no sign-up.',
    heading: 'Find the Best Prices',
    lead: 'Look up a medication to compare what pharmacies near you charge.',
  },
  form: {
    title: 'Search a medication',
    labels: {
      name: 'Medication name',
      strength: 'Strength',
      zip: 'Zip code',
      type: 'Medication type',
    },
    placeholders: { name: 'e.g. Lisinopril', strength: 'e.g. 10mg', zip: 'e.g. 07036' },
    typeOptions: [
      { value: 'generic', label: 'Generic' },
      { value: 'brand', label: 'Brand' },
      { value: 'both', label: 'Both' },
    ],
    defaults: { name: '', strength: '', zip: '', type: 'generic' },
    submit: 'Search Prices',
    searching: 'Searching...',
    requiredNote: 'All fields are required.',
    missingFields: 'Please fill in all required fields',
  },
  ticker: {
    title: 'Popular medications',
    intro: 'Choose one to fill in the search form.',
    pauseLabel: 'popular medications',
    zip: '07036',
    filledMessage: 'Search form filled in with',
  },
  results: {
    headingPrefix: 'Sample prices for',
    countLabel: 'results for',
    caption: 'Sample prices by pharmacy, lowest first',
    note: 'These are sample prices for illustration only, not quotes. Savings are compared with a typical retail cash price. Call your pharmacy for your actual price.',
    bestBadge: 'Best price',
    columns: {
      pharmacy: 'Pharmacy',
      medication: 'Medication',
      quantity: 'Quantity',
      price: 'Price',
      savings: 'Savings',
    },
    highlightCount: 3,
    retailPrice,
    rows: sampleRows,
  },
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

/** The sample result rows for a search: the sample table with the medication put in. */
export function samplePriceResults(search: PriceSearch): PriceResult[] {
  const medication = medicationLabel(search);
  return bestPricesPage.results.rows.map((row) => ({ ...row, medication }));
}

export const medicationTypeLabel = (type: MedicationType) =>
  bestPricesPage.form.typeOptions.find((option) => option.value === type)?.label ?? type;
