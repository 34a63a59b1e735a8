import { describe, expect, it } from 'vitest';
import { expectOnlyKnownTargets, textOf } from './services.testing';
import { acceptedPlans, hoursPage, insurancePage } from './support';
import { hoursPage as hoursSchema, insurancePage as insuranceSchema } from './support.schema';

describe('store hours page content', () => {
  it('matches its schema and links only to real pages', () => {
    expect(() => hoursSchema.parse(hoursPage)).not.toThrow();
    expectOnlyKnownTargets(hoursPage);
    expect(hoursPage.callLabel.replace('{name}', 'Family Pharmacy')).toBe('Call Family Pharmacy');
  });
});

describe('insurance page content', () => {
  it('matches the content page schema and links only to real pages and phones', () => {
    expect(() => insuranceSchema.parse(insurancePage)).not.toThrow();
    expectOnlyKnownTargets(insurancePage);
  });

  it('has the plans grid, services, Medicare, Medicaid and what to bring', () => {
    const byId = Object.fromEntries(insurancePage.sections.map((block) => [block.id, block]));
    expect(byId['accepted-plans']).toMatchObject({ kind: 'chips', items: [...acceptedPlans] });
    expect(byId.services?.kind).toBe('cards');
    expect(textOf(byId.medicare)).toContain('medicare');
    expect(textOf(byId.medicaid)).toContain('nj familycare');
    expect(
      byId['what-to-bring']?.kind === 'text' && byId['what-to-bring'].items?.length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('offers a call to any of the four pharmacies and a link to /contact', () => {
    expect(insurancePage.actions).toEqual([
      expect.objectContaining({ kind: 'phones' }),
      expect.objectContaining({ kind: 'route', href: '/contact' }),
    ]);
  });
});
