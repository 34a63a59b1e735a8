import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { partners } from './partnerBadges';
import {
  financialPartners,
  localPartners,
  nationalPartners,
  partnerBadge,
  technologyStrip,
  partnersPageText as text,
} from './partners';
import {
  financialPartner,
  localPartner,
  nationalPartner,
  partner,
  partnerCategory,
  partnersPageText,
} from './partners.schema';

describe('partners (sample data)', () => {
  it('match the schemas', () => {
    z.array(partner).parse(partners);
    z.array(nationalPartner).parse(nationalPartners);
    z.array(localPartner).parse(localPartners);
    z.array(financialPartner).parse(financialPartners);
    partnersPageText.parse(text);
  });

  it('are about 65 badges with unique names and logos, in every category', () => {
    expect(partners).toHaveLength(65);
    expect(new Set(partners.map((entry) => entry.name)).size).toBe(partners.length);
    expect(new Set(partners.map((entry) => entry.logo)).size).toBe(partners.length);
    expect(new Set(partners.map((entry) => entry.category))).toEqual(
      new Set(partnerCategory.options),
    );
  });

  it('give each described partner a badge of the matching category', () => {
    for (const entry of nationalPartners)
      expect(partnerBadge(entry.name)?.category).toBe('national');
    for (const entry of localPartners) expect(partnerBadge(entry.name)?.category).toBe('local');
    for (const entry of financialPartners)
      expect(partnerBadge(entry.name)?.category).toBe('payment');
    for (const card of text.acceptedCards) expect(partnerBadge(card)?.category).toBe('payment');
  });

  it('list national partners of the three categories, as many distributors as the stats say', () => {
    expect(new Set(nationalPartners.map((entry) => entry.category))).toEqual(
      new Set(['Distribution', 'PBM', 'Technology']),
    );
    const distributors = nationalPartners.filter((entry) => entry.category === 'Distribution');
    expect(text.stats).toContainEqual({
      value: String(distributors.length),
      label: 'National Distributors',
    });
    for (const entry of nationalPartners) expect(new URL(entry.website).protocol).toBe('https:');
  });

  it('list a local partner of every local category', () => {
    expect(new Set(localPartners.map((entry) => entry.category)).size).toBe(8);
  });

  it('carry the stats, cards and three benefits', () => {
    expect(text.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '15+ Healthcare Partners',
      '4 National Distributors',
      '13+ Years of Partnership',
      '10,000+ Patients Served',
    ]);
    expect(text.acceptedCards).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
    expect(text.benefits).toHaveLength(3);
  });

  it('scroll the technology partners in the strip', () => {
    expect(technologyStrip.length).toBeGreaterThanOrEqual(8);
    expect(technologyStrip.every((entry) => entry.category === 'technology')).toBe(true);
  });
});
