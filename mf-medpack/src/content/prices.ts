import type { BestPricesPage, SamplePriceTable } from './prices.schema';

/**
 * SAMPLE DATA. The price tool makes no request: a search shows one of the sample
 * tables below, chosen by what was searched (a generic or brand-name tablet, or an
 * insulin), with the searched medication put in. Pharmacy names are fictional. Each
 * table is sorted by price, lowest first; savings are `retailPrice - price` of that
 * table (at most $24.50).
 */
const sampleTable = (
  retailPrice: number,
  quantity: string,
  prices: readonly [pharmacy: string, price: number][],
): SamplePriceTable => ({
  retailPrice,
  rows: prices.map(([pharmacy, price]) => ({
    pharmacy,
    quantity,
    price,
    savings: Math.round((retailPrice - price) * 100) / 100,
  })),
});

/** Generic tablets: first row $4.00, saving $24.50 (pinned in `prices.test.ts`). */
const genericTablets = sampleTable(28.5, '30 tablets', [
  ['Hometown Discount Pharmacy', 4.0],
  ['Riverside Community Pharmacy', 4.5],
  ['Maple Avenue Drug Store', 5.25],
  ['Sample Chain Pharmacy', 12.99],
  ['Sample Warehouse Club Pharmacy', 15.8],
  ['Sample Grocery Store Pharmacy', 19.49],
  ['Sample Mail-Order Pharmacy', 22.75],
]);

const brandTablets = sampleTable(236.0, '30 tablets', [
  ['Hometown Discount Pharmacy', 211.5],
  ['Riverside Community Pharmacy', 214.0],
  ['Maple Avenue Drug Store', 217.25],
  ['Sample Chain Pharmacy', 224.99],
  ['Sample Warehouse Club Pharmacy', 226.8],
  ['Sample Grocery Store Pharmacy', 229.49],
  ['Sample Mail-Order Pharmacy', 232.75],
]);

/** Insulin is sold by the vial, not the tablet. */
const insulinVials = sampleTable(59.5, '1 vial (10 mL)', [
  ['Hometown Discount Pharmacy', 35.0],
  ['Riverside Community Pharmacy', 35.0],
  ['Maple Avenue Drug Store', 38.75],
  ['Sample Chain Pharmacy', 44.99],
  ['Sample Warehouse Club Pharmacy', 47.8],
  ['Sample Grocery Store Pharmacy', 52.49],
  ['Sample Mail-Order Pharmacy', 55.25],
]);

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
    retailPrice: genericTablets.retailPrice,
    rows: genericTablets.rows,
    brand: brandTablets,
    insulin: insulinVials,
    typeSuffix: { generic: '(generic)', brand: '(brand)' },
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
