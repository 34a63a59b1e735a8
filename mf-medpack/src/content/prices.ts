import { priceFacts, sampleResults, typeOptions } from './prices.facts';
import type { BestPricesPage } from './prices.schema';

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
    typeOptions: typeOptions({ generic: 'Generic', brand: 'Brand', both: 'Both' }),
    defaults: priceFacts.defaults,
    submit: 'Search Prices',
    searching: 'Searching...',
    requiredNote: 'All fields are required.',
    missingFields: 'Please fill in all required fields',
  },
  ticker: {
    title: 'Popular medications',
    intro: 'Choose one to fill in the search form.',
    pauseLabel: 'popular medications',
    zip: priceFacts.zip,
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
    highlightCount: priceFacts.highlightCount,
    ...sampleResults(
      { tablets: '30 tablets', vial: '1 vial (10 mL)' },
      {
        chain: 'Sample Chain Pharmacy',
        warehouse: 'Sample Warehouse Club Pharmacy',
        grocery: 'Sample Grocery Store Pharmacy',
        mailOrder: 'Sample Mail-Order Pharmacy',
      },
    ),
    typeSuffix: { generic: '(generic)', brand: '(brand)' },
  },
  popularMedications: priceFacts.popularMedications,
};
