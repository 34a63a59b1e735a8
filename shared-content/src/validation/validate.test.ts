import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { location } from '../schemas/locations';
import { locations } from '../site/locations';
import { contentProblems, describePath } from './validate';

const locationsCheck = (data: unknown) => [
  { file: 'locations.ts', name: 'locations', data, schema: z.array(location) },
];

describe('content validation', () => {
  it('names the file, the entry by its id, the field and the rule', () => {
    const broken = locations.map((entry) =>
      entry.id === 'parlin' ? { ...entry, phone: '732-555-0103' } : entry,
    );
    expect(contentProblems(locationsCheck(broken))).toEqual([
      'locations.ts: parlin.phone: expected (NNN) NNN-NNNN',
    ]);
  });

  it("accepts an owner's real phone and fax numbers", () => {
    const real = locations.map((entry, index) => ({
      ...entry,
      phone: `(908) 486-${1000 + index}`,
      fax: `(908) 486-${2000 + index}`,
    }));
    expect(contentProblems(locationsCheck(real))).toEqual([]);
  });

  it('reports every broken field, nested ones included', () => {
    const broken = locations.map((entry) =>
      entry.id === 'outpatient'
        ? { ...entry, fax: '', address: { ...entry.address, zip: '8015' } }
        : entry,
    );
    const problems = contentProblems(locationsCheck(broken));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^locations\.ts: outpatient\.address\.zip: .*\\d\{5\}/);
    expect(problems[1]).toBe('locations.ts: outpatient.fax: expected (NNN) NNN-NNNN');
  });

  it('falls back to the position when an entry has no name, and quotes odd names', () => {
    const data = { rows: [{ note: 'x' }], byName: { 'Two words': 1 } };
    expect(describePath({ name: 'page', data }, ['rows', 0, 'note'])).toBe('page.rows[0].note');
    expect(describePath({ name: 'page', data }, ['byName', 'Two words'])).toBe(
      'page.byName["Two words"]',
    );
  });
});
