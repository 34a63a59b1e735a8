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

  describe('a Spanish translation', () => {
    const schema = z.object({
      title: z.string().min(1),
      steps: z.array(z.object({ id: z.string(), text: z.string(), minutes: z.number() })),
    });
    const english = {
      title: 'Transfer a prescription',
      steps: [
        { id: 'call', text: 'Call us', minutes: 5 },
        { id: 'pick-up', text: 'Pick it up', minutes: 15 },
      ],
    };
    const check = (spanish: unknown) => [
      {
        file: 'mf-x/src/content/transfer.ts',
        name: 'transferText',
        data: english,
        schema,
        translation: { file: 'mf-x/src/content/transfer.es.ts', data: spanish },
      },
    ];
    const spanish = {
      title: 'Traslade su receta',
      steps: [
        { id: 'call', text: 'Llámenos', minutes: 5 },
        { id: 'pick-up', text: 'Recójala', minutes: 15 },
      ],
    };

    it('passes when every text has its twin', () => {
      expect(contentProblems(check(spanish))).toEqual([]);
    });

    it('names the Spanish file and the key of a text missing there', () => {
      const { title: _, ...untitled } = spanish;
      expect(contentProblems(check(untitled))).toEqual([
        'mf-x/src/content/transfer.es.ts: transferText.title: Invalid input: expected string, received undefined',
        'mf-x/src/content/transfer.es.ts: transferText.title: missing in Spanish (present in transfer.ts)',
      ]);
    });

    it('names a text only in Spanish, an empty one and a changed fact', () => {
      const changed = {
        ...spanish,
        extra: 'Nuevo',
        steps: [
          { id: 'call', text: ' ', minutes: 5 },
          { id: 'pick-up', text: 'Recójala', minutes: 20 },
        ],
      };
      expect(contentProblems(check(changed))).toEqual([
        'mf-x/src/content/transfer.es.ts: transferText.steps.call.text: empty in Spanish',
        'mf-x/src/content/transfer.es.ts: transferText.steps.pick-up.minutes: 20 in Spanish, 15 in transfer.ts',
        'mf-x/src/content/transfer.es.ts: transferText.extra: only in Spanish (not in transfer.ts)',
      ]);
    });

    it('names a list entry missing in Spanish', () => {
      expect(contentProblems(check({ ...spanish, steps: spanish.steps.slice(0, 1) }))).toEqual([
        'mf-x/src/content/transfer.es.ts: transferText.steps.pick-up: missing in Spanish (present in transfer.ts)',
      ]);
    });
  });
});
