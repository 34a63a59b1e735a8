import { describe, expect, it } from 'vitest';

import { petMedicationsPage } from './pets';
import { petMedicationsPage as schema } from './pets.schema';

describe('pet medications content', () => {
  it('parses with its schema', () => {
    expect(schema.parse(petMedicationsPage)).toEqual(petMedicationsPage);
  });

  it('has six categories with example drugs, four steps and six benefits', () => {
    expect(petMedicationsPage.categories.items).toHaveLength(6);
    for (const category of petMedicationsPage.categories.items) {
      expect(category.medications.length).toBeGreaterThan(0);
    }
    expect(petMedicationsPage.steps.items).toHaveLength(4);
    expect(petMedicationsPage.benefits.items).toHaveLength(6);
  });

  it('states the pet claims: ready in 2-4 hours, free delivery over $50 in the service area', () => {
    const benefits = petMedicationsPage.benefits.items.map((item) => item.description).join(' ');
    expect(benefits).toContain('Most prescriptions ready in 2-4 hours');
    expect(benefits).toContain('Free delivery over $50 in the service area');
  });

  // tests/site/links.test.ts checks that it is a declared page.
  it('sends the transfer link to /services/transfers', () => {
    expect(petMedicationsPage.transferLink.href).toBe('/services/transfers');
  });
});
