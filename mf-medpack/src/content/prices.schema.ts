import { nonEmpty, pageMeta } from 'shared-content/schemas';
import { z } from 'zod';
import { limits } from '../timing';
import { sectionText } from './medpack.schema';

const medicationType = z.enum(['brand', 'generic', 'both']);

/** The price search form: every field a string, type generic by default. */
const priceSearch = z.object({
  name: z.string(),
  strength: z.string(),
  zip: z.string(),
  type: medicationType,
});

/** A row of the price results. Money in US dollars. */
export const priceResult = z.object({
  pharmacy: nonEmpty,
  medication: nonEmpty,
  quantity: nonEmpty,
  price: z.number().positive(),
  savings: z.number().min(0).max(24.5),
});

/** A sample row before the searched medication is put in. */
const samplePriceRow = priceResult.omit({ medication: true });

/** One sample table: the retail price its savings are measured against, and its rows. */
const samplePriceTable = z.object({
  retailPrice: z.number().positive(),
  rows: z.array(samplePriceRow).min(3),
});

/** "Name Strength", split at the first space when a chip is chosen. */
const popularMedication = z.string().regex(/^\S+ \S.*$/, 'expected "Name Strength"');

export const bestPricesPage = z.object({
  page: pageMeta,
  form: sectionText.extend({
    labels: z.object({ name: nonEmpty, strength: nonEmpty, zip: nonEmpty, type: nonEmpty }),
    placeholders: z.object({ name: nonEmpty, strength: nonEmpty, zip: nonEmpty }),
    typeOptions: z.array(z.object({ value: medicationType, label: nonEmpty })).length(3),
    defaults: priceSearch,
    submit: nonEmpty,
    searching: nonEmpty,
    requiredNote: nonEmpty,
    missingFields: nonEmpty,
  }),
  ticker: sectionText.extend({
    pauseLabel: nonEmpty,
    /** Zip code a chip puts in the form. */
    zip: z.string().regex(/^\d{5}$/),
    filledMessage: nonEmpty,
  }),
  results: z.object({
    headingPrefix: nonEmpty,
    /** Announced when results appear: "7 results for Lisinopril 10mg". */
    countLabel: nonEmpty,
    caption: nonEmpty,
    note: nonEmpty,
    bestBadge: nonEmpty,
    columns: z.object({
      pharmacy: nonEmpty,
      medication: nonEmpty,
      quantity: nonEmpty,
      price: nonEmpty,
      savings: nonEmpty,
    }),
    /** How many rows, from the top, are marked as best prices. */
    highlightCount: z.number().int().min(1),
    /** Retail cash price the savings are measured against. */
    retailPrice: z.number().positive(),
    rows: z.array(samplePriceRow).min(3),
    /** Brand-name tablets, and insulin (by the vial): what a search for those shows. */
    brand: samplePriceTable,
    insulin: samplePriceTable,
    /** After the medication when a search for both types lists generic and brand rows. */
    typeSuffix: z.object({ generic: nonEmpty, brand: nonEmpty }),
  }),
  popularMedications: z.array(popularMedication).length(limits.popularMedications),
});

export type MedicationType = z.infer<typeof medicationType>;
export type PriceSearch = z.infer<typeof priceSearch>;
export type PriceResult = z.infer<typeof priceResult>;
export type SamplePriceTable = z.infer<typeof samplePriceTable>;
export type BestPricesPage = z.infer<typeof bestPricesPage>;
