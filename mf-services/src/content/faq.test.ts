import { externalUrls, locations } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { faqPage } from './faq';
import { faqPage as faqSchema } from './faq.schema';
import { expectOnlyKnownTargets, textOf } from './services.testing';

const answersOf = (title: string) =>
  textOf(faqPage.categories.find((category) => category.title === title));

describe('FAQ content', () => {
  it('matches the FAQ schema and links only to real pages and portals', () => {
    expect(() => faqSchema.parse(faqPage)).not.toThrow();
    expectOnlyKnownTargets(faqPage);
  });

  it('has its four categories, in order, each with several questions', () => {
    expect(faqPage.categories.map((category) => category.title)).toEqual([
      'General',
      'Prescriptions',
      'Transfers',
      'Delivery & Pickup',
    ]);
    for (const category of faqPage.categories) {
      expect(category.questions.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('answers with the site facts', () => {
    const general = answersOf('General');
    for (const location of locations)
      expect(general).toContain(location.address.street.toLowerCase());
    expect(general).toContain('cash, credit cards');
    expect(general).toContain('insurance');
    expect(general).toMatch(/medpack is available only at outpatient pharmacy/);
    expect(general).toContain('2-4 hours');
    expect(general).toContain('christmas day and new year');
    expect(answersOf('Prescriptions')).toContain('15-30 minutes');
    expect(answersOf('Prescriptions')).toContain('3 or more maintenance medications');
    expect(answersOf('Transfers')).toContain('free');
    expect(answersOf('Transfers')).toContain('within 24 hours');
    expect(answersOf('Delivery & Pickup')).toContain(
      'local delivery of your prescriptions is free',
    );
    expect(answersOf('Delivery & Pickup')).toContain('over $50');
  });

  it('ends with links to /contact and the external chat and scheduling page', () => {
    expect(faqPage.contact.actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'route', href: '/contact' }),
        expect.objectContaining({ kind: 'newTab', href: externalUrls.scheduling }),
      ]),
    );
  });

  it('has no duplicate questions', () => {
    const questions = faqPage.categories.flatMap((c) => c.questions.map((q) => q.question));
    expect(new Set(questions).size).toBe(questions.length);
  });
});
