import { externalUrls } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { featuresPage } from './features';
import { featuresPage as featuresPageSchema } from './features.schema';

describe('features page', () => {
  it('parses with its schema', () => {
    expect(() => featuresPageSchema.parse(featuresPage)).not.toThrow();
  });

  it('has six cards, in order, and four additional features', () => {
    expect(featuresPage.main.map((feature) => feature.title)).toEqual([
      'Prescription Management',
      'Quick Refills',
      'Easy Transfers',
      'Live Support',
      'Secure and Private',
      '24/7 Access',
    ]);
    expect(featuresPage.additional).toHaveLength(4);
    expect(featuresPage.getStarted.link.href).toBe(externalUrls.refillPortal);
  });
});
