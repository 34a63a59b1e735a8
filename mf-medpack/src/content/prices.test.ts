import { describe, expect, it } from 'vitest';
import {
  medicationLabel,
  missingSearchFields,
  samplePriceResults as sampleRowsFor,
  splitMedication,
} from '../prices/search';
import { limits } from '../timing';
import { bestPricesPage } from './prices';
import { bestPricesPage as bestPricesPageEs } from './prices.es';
import { priceResult, bestPricesPage as schema } from './prices.schema';

const { form, results, popularMedications } = bestPricesPage;
const samplePriceResults = (search: Parameters<typeof sampleRowsFor>[0]) =>
  sampleRowsFor(search, results);

describe('best prices content', () => {
  it('parses with its schema', () => {
    expect(schema.parse(bestPricesPage)).toEqual(bestPricesPage);
  });

  it('lists 24 distinct popular medications, each "Name Strength"', () => {
    expect(popularMedications).toHaveLength(limits.popularMedications);
    expect(new Set(popularMedications).size).toBe(popularMedications.length);
    expect(popularMedications.slice(0, 2)).toEqual(['Lisinopril 10mg', 'Atorvastatin 20mg']);
  });

  it('splits a chip at the first space and fills zip 07036', () => {
    expect(splitMedication('Lisinopril 10mg')).toEqual({ name: 'Lisinopril', strength: '10mg' });
    expect(splitMedication('Tamsulosin 0.4mg')).toEqual({ name: 'Tamsulosin', strength: '0.4mg' });
    expect(splitMedication('Name 10 mg')).toEqual({ name: 'Name', strength: '10 mg' });
    expect(bestPricesPage.ticker.zip).toBe('07036');
  });

  it('defaults to generic with empty fields and refuses blank-after-trim fields', () => {
    expect(form.defaults).toEqual({ name: '', strength: '', zip: '', type: 'generic' });
    expect(form.missingFields).toBe('Please fill in all required fields');
    expect(missingSearchFields(form.defaults)).toEqual(['name', 'strength', 'zip']);
    expect(
      missingSearchFields({ name: '  Lisinopril ', strength: ' ', zip: '07036', type: 'both' }),
    ).toEqual(['strength']);
  });

  it('has sample rows sorted by price, savings against retail, at most $24.50', () => {
    const prices = results.rows.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const row of results.rows) {
      expect(row.savings).toBeCloseTo(results.retailPrice - row.price, 2);
    }
    expect(Math.max(...results.rows.map((row) => row.savings))).toBe(24.5);
    expect(results.highlightCount).toBe(3);
  });

  it('names the sample pharmacies in each language, at the same prices', () => {
    const names = (page: typeof bestPricesPage) => [
      ...page.results.rows,
      ...page.results.brand.rows,
      ...page.results.insulin.rows,
    ];
    const [english, spanish] = [names(bestPricesPage), names(bestPricesPageEs)];
    expect(english.map((row) => row.pharmacy)).toContain('Sample Chain Pharmacy');
    expect(spanish.map((row) => row.pharmacy)).toContain('Farmacia de cadena (ejemplo)');
    expect(spanish.filter((row) => /Sample/.test(row.pharmacy))).toEqual([]);
    expect(spanish.map((row) => row.price)).toEqual(english.map((row) => row.price));
  });

  it('builds result rows for the searched medication', () => {
    const search = {
      name: ' Atorvastatin ',
      strength: '20mg ',
      zip: '07036',
      type: 'generic' as const,
    };
    const rows = samplePriceResults(search);
    expect(rows).toHaveLength(results.rows.length);
    for (const row of rows) {
      expect(priceResult.parse(row).medication).toBe('Atorvastatin 20mg');
    }
    expect(medicationLabel(search)).toBe('Atorvastatin 20mg');
  });
});

describe('sample prices follow the medicine searched', () => {
  const search = (name: string, strength: string, type: 'generic' | 'brand' | 'both') => ({
    name,
    strength,
    zip: '07036',
    type,
  });

  it('prices brand-name tablets above generic ones, savings at most $24.50', () => {
    const generic = samplePriceResults(search('Atorvastatin', '20mg', 'generic'));
    const brand = samplePriceResults(search('Lipitor', '20mg', 'brand'));
    expect(brand[0].price).toBeGreaterThan(generic.at(-1)?.price ?? 0);
    expect(brand.every((row) => row.medication === 'Lipitor 20mg')).toBe(true);
    for (const table of [results.brand, results.insulin]) {
      const prices = table.rows.map((row) => row.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const row of table.rows) {
        expect(row.savings).toBeCloseTo(table.retailPrice - row.price, 2);
        expect(row.savings).toBeLessThanOrEqual(24.5);
      }
    }
  });

  it('sells insulin by the vial, whatever the type', () => {
    for (const [name, strength] of [
      ['Insulin glargine', '100 units/mL'],
      ['Humalog', 'U-100'],
    ]) {
      const rows = samplePriceResults(search(name, strength, 'brand'));
      expect(rows.every((row) => row.quantity === '1 vial (10 mL)')).toBe(true);
      expect(rows[0].medication).toBe(`${name} ${strength}`);
    }
    expect(samplePriceResults(search('Metformin', '500mg', 'generic'))[0].quantity).toBe(
      '30 tablets',
    );
  });

  it('lists generic and brand rows together, marked, cheapest first, for "both"', () => {
    const rows = samplePriceResults(search('Lisinopril', '10mg', 'both'));
    expect(rows).toHaveLength(results.rows.length + results.brand.rows.length);
    expect(rows[0].medication).toBe('Lisinopril 10mg (generic)');
    expect(rows.at(-1)?.medication).toBe('Lisinopril 10mg (brand)');
    const prices = rows.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
