import { describe, expect, it } from 'vitest';
import { siteTextSchema } from '../schemas/siteText';
import { checksIn } from '../validation/check';
import { contentProblems } from '../validation/validate';
import { contentChecks } from './checks';
import { avoidedSpanishTerms } from './glossary';
import { siteText } from './siteText';
import { siteText as spanish } from './siteText.es';
import { fillText, locationsWith, staffWith } from './siteTextContext';

const check = checksIn('shared-content/src/site');
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

describe('the site text', () => {
  it('passes its checks in both languages', () => {
    expect(contentProblems(contentChecks)).toEqual([]);
  });

  it('fails the check on a text missing, empty or without its slots in Spanish', () => {
    const { rights: _rights, ...footer } = spanish.footer;
    const broken = {
      ...spanish,
      footer,
      skipLink: ' ',
      ui: { ...spanish.ui, callAt: 'Llamar a {name}' },
    };
    const problems = contentProblems([
      check('siteText', 'siteText', siteText, siteTextSchema, broken),
    ]);
    expect(problems).toContain(
      'shared-content/src/site/siteText.es.ts: siteText.footer.rights: missing in Spanish (present in siteText.ts)',
    );
    expect(problems).toContain(
      'shared-content/src/site/siteText.es.ts: siteText.skipLink: empty in Spanish',
    );
    expect(problems.some((line) => line.includes('ui.callAt') && line.includes('{phone}'))).toBe(
      true,
    );
  });

  it('keeps every address of the English links, with Spanish labels', () => {
    expect(spanish.header.links.map((link) => link.href)).toEqual(
      siteText.header.links.map((link) => link.href),
    );
    expect(
      spanish.footer.groups.flatMap((group) => group.links.map((link) => link.label)),
    ).toContain('Política de privacidad');
  });

  it('follows the glossary', () => {
    for (const text of strings(spanish)) {
      for (const avoided of avoidedSpanishTerms) expect(text.toLowerCase()).not.toContain(avoided);
    }
  });

  it('gives the pharmacies and the staff their Spanish texts, their facts once', () => {
    const parlin = locationsWith(spanish).find((location) => location.id === 'parlin');
    expect(parlin?.features).toContain('Ventanilla para autos');
    expect(parlin?.phone).toBe('(732) 555-0103');
    expect(staffWith(spanish)[0]).toMatchObject({
      name: 'Dr. A. Rivera, PharmD',
      role: 'Farmacéutico a cargo',
      locationId: 'family',
    });
    expect(locationsWith(siteText)[0]?.services[0]).toBe('Prescription refills');
  });

  it('fills the slots of a text', () => {
    expect(fillText(spanish.ui.callAt, { name: 'Parlin Pharmacy', phone: '(732) 555-0103' })).toBe(
      'Llamar a Parlin Pharmacy al (732) 555-0103',
    );
  });
});
